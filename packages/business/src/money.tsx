import type { DealCurrency } from '@cc/contracts';
import { formatAmount } from '@cc/domain';
import { BUSINESS_MESSAGES as M } from './messages';

/** Props of {@link Money}. */
export interface MoneyProps {
  /** Decimal text in major units, as the API sends it. */
  amount: string;
  /** The record's own currency (a deal's, a payment's). */
  currency: DealCurrency;
  /** Shows a minus sign before it (a reversal entry takes money back). */
  negative?: boolean;
}

/**
 * An amount in its record's currency ('12,000,000 د.ع', '1,250.50 $') through @cc/domain's formatAmount,
 * isolated left to right inside the Arabic text around it.
 *
 * @example
 * <Money amount={deal.price} currency={deal.currency} />
 */
export function Money({ amount, currency, negative = false }: MoneyProps) {
  return (
    <bdi dir="ltr" className="cc-business-num">
      {negative ? '−' : ''}
      {formatAmount(amount, currency)}
    </bdi>
  );
}

/**
 * A 'yyyy-MM-dd' date (or the date of a timestamp), isolated: Latin digits read left to right. Missing:
 * 'غير متوفر'.
 *
 * @example
 * <DateText value={deal.contractDate} />
 */
export function DateText({ value }: { value: string | null }) {
  if (!value) return <>{M.missing}</>;
  return (
    <bdi dir="ltr" className="cc-business-num">
      {value.slice(0, 10)}
    </bdi>
  );
}
