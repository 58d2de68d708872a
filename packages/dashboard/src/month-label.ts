import { MONTHS_AR } from '@cc/ui-rtl';

/**
 * 'yyyy-MM' as the product names months: 'آذار 2026'.
 *
 * @example
 * monthLabel('2026-03'); // 'آذار 2026'
 */
export function monthLabel(month: string): string {
  const index = Number(month.slice(5, 7)) - 1;
  return `${MONTHS_AR[index] ?? month} ${month.slice(0, 4)}`;
}
