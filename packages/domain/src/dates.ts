/**
 * A calendar date as 'yyyy-MM-dd' (years 0001–9999), with no time and no time zone. Such strings sort
 * and compare correctly as plain strings.
 *
 * @example
 * ```ts
 * const due: IsoDate = '2025-01-31';
 * ```
 */
export type IsoDate = string;

/**
 * The time zone used when a company has not set one (docs/domain/schedules.md#time-zones).
 *
 * @example
 * ```ts
 * todayIn(company.timeZone ?? DEFAULT_TIME_ZONE);
 * ```
 */
export const DEFAULT_TIME_ZONE = 'Asia/Baghdad';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Days in a month of the proleptic Gregorian calendar (month 1–12).
 *
 * @example
 * ```ts
 * daysInMonth(2024, 2); // 29
 * daysInMonth(2100, 2); // 28
 * ```
 */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/**
 * Reads a 'yyyy-MM-dd' date into its parts, or null when it is not a real calendar date.
 *
 * @example
 * ```ts
 * parseIsoDate('2024-02-29'); // { year: 2024, month: 2, day: 29 }
 * parseIsoDate('2023-02-29'); // null
 * ```
 */
export function parseIsoDate(text: string): { year: number; month: number; day: number } | null {
  if (typeof text !== 'string') return null;
  const match = ISO_DATE.exec(text);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

/**
 * Whether a text is a real calendar date written 'yyyy-MM-dd'.
 *
 * @example
 * ```ts
 * isIsoDate('2025-04-31'); // false
 * ```
 */
export function isIsoDate(text: unknown): text is IsoDate {
  return typeof text === 'string' && parseIsoDate(text) !== null;
}

/**
 * Formats year, month and day as 'yyyy-MM-dd'.
 *
 * @example
 * ```ts
 * formatIsoDate(2025, 3, 9); // '2025-03-09'
 * ```
 */
export function formatIsoDate(year: number, month: number, day: number): IsoDate {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * A moment's date and 24-hour time on the device's clock, in the product's date order: what lists show
 * for a timestamp. Built from the Date's own fields, not an Intl.DateTimeFormat: building one loads
 * locale data, a long task on a slow phone the first time a page shows a time.
 *
 * @example
 * ```ts
 * formatLocalDateTime(new Date(2026, 10, 24, 7, 8)); // '2026-11-24 07:08'
 * ```
 */
export function formatLocalDateTime(moment: Date): string {
  const date = formatIsoDate(moment.getFullYear(), moment.getMonth() + 1, moment.getDate());
  return `${date} ${String(moment.getHours()).padStart(2, '0')}:${String(moment.getMinutes()).padStart(2, '0')}`;
}

/**
 * The date `months` months later (or earlier when negative), on the same day of month, clamped to the
 * month's last day. Always computed from the given date, so chaining from a clamped result is not the
 * same: from Jan 31, +1 is Feb 28/29 and +2 is Mar 31. Throws RangeError for an invalid date or a result
 * outside years 0001–9999.
 *
 * @example
 * ```ts
 * addMonthsClamped('2024-01-31', 1);  // '2024-02-29'
 * addMonthsClamped('2024-01-31', 2);  // '2024-03-31'
 * addMonthsClamped('2025-03-31', -1); // '2025-02-28'
 * ```
 */
export function addMonthsClamped(date: IsoDate, months: number): IsoDate {
  const parts = parseIsoDate(date);
  if (!parts) throw new RangeError(`Invalid date: ${date}`);
  if (!Number.isSafeInteger(months)) throw new RangeError(`Invalid month count: ${months}`);
  const index = parts.year * 12 + (parts.month - 1) + months;
  const year = Math.floor(index / 12);
  const month = index - year * 12 + 1;
  if (year < 1 || year > 9999) throw new RangeError(`Date out of range: ${date} + ${months} months`);
  return formatIsoDate(year, month, Math.min(parts.day, daysInMonth(year, month)));
}

/**
 * One formatter per time zone: building an Intl.DateTimeFormat costs far more than formatting with it,
 * and the server asks for a company's "today" on most requests. A time zone it does not know throws
 * (RangeError) and is not kept.
 */
const dayFormats = new Map<string, Intl.DateTimeFormat>();
function dayFormatOf(timeZone: string): Intl.DateTimeFormat {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      calendar: 'gregory',
      numberingSystem: 'latn',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormats.set(timeZone, format);
  }
  return format;
}

/**
 * Today's calendar date in an IANA time zone (the company's), read through Intl so no offset arithmetic
 * is ours. Throws RangeError for an unknown time zone.
 *
 * @example
 * ```ts
 * todayIn('Asia/Baghdad', new Date('2025-01-31T22:30:00Z')); // '2025-02-01'
 * ```
 */
export function todayIn(timeZone: string, now: Date = new Date()): IsoDate {
  const parts = dayFormatOf(timeZone).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return formatIsoDate(part('year'), part('month'), part('day'));
}

/**
 * The calendar date `days` days after `date` (before it when negative), across month and year ends.
 *
 * @example
 * ```ts
 * addDays('2026-01-31', 1);  // '2026-02-01'
 * addDays('2026-03-01', -1); // '2026-02-28'
 * ```
 */
export function addDays(date: IsoDate, days: number): IsoDate {
  const parsed = parseIsoDate(date);
  if (!parsed) throw new RangeError(`Not a yyyy-MM-dd date: ${date}`);
  const moved = new Date(Date.UTC(parsed.year, parsed.month - 1, parsed.day + days));
  return formatIsoDate(moved.getUTCFullYear(), moved.getUTCMonth() + 1, moved.getUTCDate());
}

/**
 * Whole days from one 'yyyy-MM-dd' date to another (negative when `to` is earlier).
 *
 * @example
 * ```ts
 * daysBetween('2026-01-31', '2026-03-01'); // 29
 * ```
 */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  const a = parseIsoDate(from);
  const b = parseIsoDate(to);
  if (!a || !b) throw new RangeError(`Not yyyy-MM-dd dates: ${from}, ${to}`);
  return Math.round(
    (Date.UTC(b.year, b.month - 1, b.day) - Date.UTC(a.year, a.month - 1, a.day)) / 86_400_000,
  );
}
