import dayjs from 'dayjs';

/** Quick picks of the date field: +1 month, +3 months, +1 year. */
export type QuickPick = 'month' | 'threeMonths' | 'year';

const QUICK: Record<QuickPick, [number, 'month' | 'year']> = {
  month: [1, 'month'],
  threeMonths: [3, 'month'],
  year: [1, 'year'],
};

/** Arabic month names as used in Iraq (كانون الثاني … كانون الأول), January first. */
export const MONTHS_AR = [
  'كانون الثاني',
  'شباط',
  'آذار',
  'نيسان',
  'أيار',
  'حزيران',
  'تموز',
  'آب',
  'أيلول',
  'تشرين الأول',
  'تشرين الثاني',
  'كانون الأول',
] as const;

/**
 * Adds a quick pick to the value, or to today when the value is empty; 'yyyy-MM-dd'.
 * Month ends are clamped (31 Jan + 1 month = 28/29 Feb).
 *
 * @example
 * applyQuickPick('2026-01-31', 'month'); // '2026-02-28'
 * applyQuickPick('', 'year');            // today + 1 year
 */
export function applyQuickPick(
  value: string | null | undefined,
  pick: QuickPick,
  today: Date = new Date(),
): string {
  const base = value && dayjs(value).isValid() ? dayjs(value) : dayjs(today);
  const [amount, unit] = QUICK[pick];
  return base.add(amount, unit).format('YYYY-MM-DD');
}

/**
 * 'yyyy / MM / dd', the display of a 'yyyy-MM-dd' value ('' when empty or invalid).
 *
 * @example
 * formatDisplayDate('2026-03-05'); // '2026 / 03 / 05'
 */
export function formatDisplayDate(value: string | null | undefined): string {
  if (!value) return '';
  const d = dayjs(value);
  return d.isValid() ? d.format('YYYY / MM / DD') : '';
}
