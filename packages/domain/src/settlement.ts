import type { FieldProblem } from './entry-amount';
import { SETTLEMENT_MESSAGES } from './messages/settlement';
import { type Currency, type MinorUnits, parseMoney } from './money';
import { formatMoney } from './money-format';
import { type Ok, ok } from './result';

/** A field of an early settlement's body that {@link settlementTerms} may refuse. */
export type SettlementField = 'total' | 'discount';

/** Why {@link settlementTerms} refused: the fields at fault, or (`stale`) what remains changed since the quote. */
export interface SettlementRefused {
  readonly ok: false;
  /** 409: the quote the caller saw is no longer what remains; the message names what remains now. */
  readonly stale: boolean;
  readonly errors: readonly FieldProblem<SettlementField>[];
}

/**
 * What an early settlement records (docs/domain/early-settlement.md), in minor units: a settlement
 * discount (0: none) and one payment of the rest, together exactly what remains. The caller names the
 * total of the quote it showed, so a settlement never pays a figure nobody saw: any change since (a
 * payment, a fee charged) is refused as stale. The discount is less than what remains, so something is
 * paid and the plan is then PAID.
 *
 * @example
 * ```ts
 * settlementTerms({ remaining: 5_000_000, total: '5000000', discount: '250000', currency: 'IQD' });
 * // { ok: true, value: { discount: 250000, payment: 4750000 } }
 * ```
 */
export function settlementTerms(input: {
  readonly remaining: MinorUnits;
  readonly total: string | number;
  readonly discount?: string | number | null | undefined;
  readonly currency: Currency;
}): Ok<{ discount: MinorUnits; payment: MinorUnits }> | SettlementRefused {
  const m = SETTLEMENT_MESSAGES;
  const refused = (stale: boolean, ...errors: FieldProblem<SettlementField>[]): SettlementRefused => ({
    ok: false,
    stale,
    errors,
  });
  if (input.remaining <= 0) return refused(true, { field: 'total', message: m.nothingRemains });
  const total = parseMoney(input.total, input.currency);
  if (!total.ok) return refused(false, { field: 'total', message: total.error });
  if (total.value !== input.remaining) {
    return refused(true, { field: 'total', message: m.stale(formatMoney(input.remaining, input.currency)) });
  }
  const text = input.discount === null || input.discount === undefined ? '' : String(input.discount).trim();
  const discount = text === '' ? ok(0) : parseMoney(text, input.currency);
  if (!discount.ok) return refused(false, { field: 'discount', message: discount.error });
  if (discount.value >= input.remaining) {
    return refused(false, { field: 'discount', message: m.discountNotLess });
  }
  return ok({ discount: discount.value, payment: input.remaining - discount.value });
}
