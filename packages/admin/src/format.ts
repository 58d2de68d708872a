import type { CurrencyTotal } from '@cc/contracts';
import { formatMoney } from '@cc/domain';
import { MONTHS_AR } from '@cc/ui-rtl';

const counter = new Intl.NumberFormat('ar-u-nu-latn');

/** A count with Latin digits and thousands separators: '1,234'. */
export const formatCount = (n: number): string => counter.format(n);

/** One currency's total, never added to the other: '12,000,000 د.ع', '1,250.00 $'. */
export const formatTotal = (total: CurrencyTotal): string => formatMoney(total.amountMinor, total.currency);

/** 'yyyy-MM' as the product names months: 'آذار 2026'. */
export function monthLabel(month: string): string {
  return `${MONTHS_AR[Number(month.slice(5, 7)) - 1] ?? month} ${month.slice(0, 4)}`;
}

/** An ISO date-time as 'yyyy-MM-dd HH:mm' (UTC as the server keeps it), or null. */
export const formatDateTime = (iso: string | null): string | null =>
  iso ? `${iso.slice(0, 10)} ${iso.slice(11, 16)}` : null;
