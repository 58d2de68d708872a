import type { Deal, DealCurrency } from '@cc/contracts';
import { type MinorUnits, parseMoney, sumMoney } from '@cc/domain';

/** The part a person plays in a deal. */
export type PersonDealRole = 'seller' | 'buyer' | 'guarantor';

/**
 * The person's parts in a deal (a person may be buyer and guarantor only in different deals, but the
 * list is kept general).
 *
 * @example
 * rolesIn(deal, 7); // ['buyer']
 */
export function rolesIn(deal: Deal, personId: number): PersonDealRole[] {
  const roles: PersonDealRole[] = [];
  if (deal.sellerType === 'PERSON' && deal.seller.id === personId) roles.push('seller');
  if (deal.buyer.id === personId) roles.push('buyer');
  if (deal.guarantor?.id === personId) roles.push('guarantor');
  return roles;
}

/** What a person owes in one currency, in integer minor units. */
export interface OwedAmount {
  currency: DealCurrency;
  minor: MinorUnits;
}

/**
 * What the person owes per currency: the sum of `paymentPlan.remainingAmount` of the non-cancelled deals
 * where they are the buyer, parsed from its decimal text with parseMoney (never floats). Currencies with
 * nothing owed are left out; IQD comes before USD.
 *
 * @example
 * owedByCurrency(deals, 7); // [{ currency: 'IQD', minor: 12500000 }, { currency: 'USD', minor: 125050 }]
 */
export function owedByCurrency(deals: readonly Deal[], personId: number): OwedAmount[] {
  const byCurrency = new Map<DealCurrency, MinorUnits[]>();
  for (const deal of deals) {
    if (deal.status === 'CANCELLED' || deal.paymentPlan.status === 'CANCELLED') continue;
    if (deal.buyer.id !== personId) continue;
    const parsed = parseMoney(deal.paymentPlan.remainingAmount, deal.currency);
    // The server sends valid amounts; a malformed one is skipped rather than guessed.
    if (!parsed.ok) continue;
    byCurrency.set(deal.currency, [...(byCurrency.get(deal.currency) ?? []), parsed.value]);
  }
  return (['IQD', 'USD'] as const)
    .map((currency) => ({ currency, minor: sumMoney(byCurrency.get(currency) ?? []) }))
    .filter((owed) => owed.minor > 0);
}
