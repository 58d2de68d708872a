import type { DealCurrency } from '@cc/contracts';
import { formatAmount, formatLocalDateTime } from '@cc/domain';
import { BUSINESS_MESSAGES as M } from './messages';

/** Props of {@link Money}. */
export interface MoneyProps {
  /** Decimal text in major units, as the API sends it; a leading '-' (a loss, a shortfall) shows as '−'. */
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
  const below = amount.startsWith('-');
  return (
    <bdi dir="ltr" className="cc-business-num">
      {negative !== below ? '−' : ''}
      {formatAmount(below ? amount.slice(1) : amount, currency)}
    </bdi>
  );
}

/**
 * A 'yyyy-MM-dd' date (or the date of a timestamp), isolated: Latin digits read left to right; with
 * `time`, a timestamp's local date and time ('2026-11-24 07:08'). Missing: 'غير متوفر'.
 *
 * @example
 * <DateText value={deal.contractDate} />
 * <DateText value={entry.at} time />
 */
export function DateText({ value, time = false }: { value: string | null; time?: boolean }) {
  if (!value) return <>{M.missing}</>;
  const moment = time ? new Date(value) : null;
  return (
    <bdi dir="ltr" className="cc-business-num">
      {moment && !Number.isNaN(moment.getTime()) ? formatLocalDateTime(moment) : value.slice(0, 10)}
    </bdi>
  );
}
