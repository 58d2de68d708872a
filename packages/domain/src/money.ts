import { normalizeDigits, stripInvisibleMarks } from './arabic-text';
import { MONEY_MESSAGES } from './messages/money';
import { type Err, err, type Ok, ok } from './result';

/**
 * The currencies a deal can be priced in.
 *
 * @example
 * ```ts
 * CURRENCIES.includes('IQD'); // true
 * ```
 */
export const CURRENCIES = ['IQD', 'USD'] as const;

/** One of {@link CURRENCIES}. @example `const c: Currency = 'USD';` */
export type Currency = (typeof CURRENCIES)[number];

/**
 * An amount in integer minor units of its currency (IQD: dinars, USD: cents). Always a safe integer,
 * so every amount up to 9,007,199,254,740,991 minor units is exact.
 *
 * @example
 * ```ts
 * const price: MinorUnits = 125050; // 1,250.50 USD
 * ```
 */
export type MinorUnits = number;

/**
 * Digits after the decimal point per currency.
 *
 * @example
 * ```ts
 * MINOR_DIGITS.USD; // 2
 * ```
 */
export const MINOR_DIGITS: Readonly<Record<Currency, number>> = { IQD: 0, USD: 2 };

/**
 * A sensible instalment rounding step per currency, in minor units, for a company that set none
 * (1,000 dinars; 1 dollar).
 *
 * @example
 * ```ts
 * generateSchedule({ financedAmount, count, firstDueDate, roundingStep: DEFAULT_ROUNDING_STEPS.IQD });
 * ```
 */
export const DEFAULT_ROUNDING_STEPS: Readonly<Record<Currency, MinorUnits>> = { IQD: 1000, USD: 100 };

/**
 * Whether a value is one of {@link CURRENCIES}.
 *
 * @example
 * ```ts
 * isCurrency('USD'); // true
 * isCurrency('EUR'); // false
 * ```
 */
export function isCurrency(value: unknown): value is Currency {
  return typeof value === 'string' && (CURRENCIES as readonly string[]).includes(value);
}

/**
 * Thrown when arithmetic on money would leave the exact integer range, or is given a non-integer.
 * It signals a programming error or absurd data, never a user's typing (that is {@link parseMoney}'s job).
 *
 * @example
 * ```ts
 * try { addMoney(Number.MAX_SAFE_INTEGER, 1); } catch (e) { e instanceof MoneyRangeError; } // true
 * ```
 */
export class MoneyRangeError extends RangeError {
  override readonly name = 'MoneyRangeError';
}

/**
 * Whether a value is a valid amount in minor units (a safe integer; negative allowed for differences).
 *
 * @example
 * ```ts
 * isMinorUnits(125050); // true
 * isMinorUnits(1250.5); // false
 * ```
 */
export function isMinorUnits(value: unknown): value is MinorUnits {
  return typeof value === 'number' && Number.isSafeInteger(value);
}

function checked(value: number, what: string): MinorUnits {
  if (!Number.isSafeInteger(value)) throw new MoneyRangeError(`${what} is not a safe integer: ${value}`);
  return value;
}

/**
 * Adds two amounts of the same currency, refusing (throwing {@link MoneyRangeError}) anything that is not
 * an exact integer.
 *
 * @example
 * ```ts
 * addMoney(125050, 50); // 125100
 * ```
 */
export function addMoney(a: MinorUnits, b: MinorUnits): MinorUnits {
  return checked(checked(a, 'a') + checked(b, 'b'), 'sum');
}

/**
 * Subtracts `b` from `a` (same currency); the result may be negative. Throws {@link MoneyRangeError}
 * on unsafe integers.
 *
 * @example
 * ```ts
 * subtractMoney(1000, 250); // 750
 * ```
 */
export function subtractMoney(a: MinorUnits, b: MinorUnits): MinorUnits {
  return checked(checked(a, 'a') - checked(b, 'b'), 'difference');
}

/**
 * Sums amounts of the same currency (0 for none). Throws {@link MoneyRangeError} on unsafe integers.
 *
 * @example
 * ```ts
 * sumMoney([1000, 2000, 3000]); // 6000
 * ```
 */
export function sumMoney(amounts: Iterable<MinorUnits>): MinorUnits {
  let total = 0;
  for (const amount of amounts) total = addMoney(total, amount);
  return total;
}

/** Why {@link parseMoney} refused its input. @example `const c: MoneyParseErrorCode = 'NEGATIVE';` */
export type MoneyParseErrorCode =
  | 'EMPTY'
  | 'INVALID'
  | 'NEGATIVE'
  | 'TOO_MANY_DECIMALS'
  | 'TOO_LARGE'
  | 'UNKNOWN_CURRENCY';

/** The answer of {@link parseMoney}. @example `const r: MoneyParseResult = parseMoney('5', 'IQD');` */
export type MoneyParseResult = Ok<MinorUnits> | Err<MoneyParseErrorCode>;

// Either digits grouped by threes with commas ("1,250,000"), or plain digits; then an optional fraction.
const DECIMAL = /^(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?$/;
const MAX_SAFE = BigInt(Number.MAX_SAFE_INTEGER);

/**
 * Parses an amount in major units from its decimal text into integer minor units, with string arithmetic
 * only (never `x * 100` on a float). Accepts Arabic-Indic and Persian digits, the Arabic decimal
 * separator '٫', and thousands separators ',' and '٬' (in groups of three, so '12,50' is refused rather
 * than guessed). A JSON number is read through its shortest decimal text. Refuses empty text, negatives,
 * anything non-numeric, and more decimals than the currency has (even zeros: '5.0' IQD is refused).
 *
 * @example
 * ```ts
 * parseMoney('1,250.5', 'USD'); // { ok: true, value: 125050 }
 * parseMoney('١٢٣٤٥', 'IQD');   // { ok: true, value: 12345 }
 * parseMoney('1.234', 'USD');   // { ok: false, code: 'TOO_MANY_DECIMALS', error: '…' }
 * ```
 */
export function parseMoney(input: string | number, currency: Currency): MoneyParseResult {
  if (!isCurrency(currency)) return err('UNKNOWN_CURRENCY', MONEY_MESSAGES.unknownCurrency);
  if (typeof input === 'number' && !Number.isFinite(input)) return err('INVALID', MONEY_MESSAGES.invalid);
  if (typeof input !== 'string' && typeof input !== 'number') return err('INVALID', MONEY_MESSAGES.invalid);
  const text = normalizeDigits(stripInvisibleMarks(String(input)))
    .trim()
    .replace(/٫/g, '.')
    .replace(/٬/g, ',');
  if (text === '') return err('EMPTY', MONEY_MESSAGES.empty);
  if (/^[-−‐–]/.test(text)) return err('NEGATIVE', MONEY_MESSAGES.negative);
  const match = DECIMAL.exec(text);
  if (!match) return err('INVALID', MONEY_MESSAGES.invalid);
  const whole = (match[1] ?? '').replace(/,/g, '');
  const fraction = match[2] ?? '';
  const digits = MINOR_DIGITS[currency];
  if (fraction.length > digits) return err('TOO_MANY_DECIMALS', MONEY_MESSAGES.tooManyDecimals[currency]);
  const minor = BigInt(whole + fraction.padEnd(digits, '0'));
  if (minor > MAX_SAFE) return err('TOO_LARGE', MONEY_MESSAGES.tooLarge);
  return ok(Number(minor));
}

/**
 * The amount as plain decimal text in major units, with exactly the currency's decimals, no grouping,
 * Latin digits: the form the API sends and {@link parseMoney} reads back.
 *
 * @example
 * ```ts
 * toMajorString(125050, 'USD');   // '1250.50'
 * toMajorString(12345000, 'IQD'); // '12345000'
 * toMajorString(-5, 'USD');       // '-0.05'
 * ```
 */
export function toMajorString(minor: MinorUnits, currency: Currency): string {
  const { sign, whole, fraction } = splitMinor(minor, currency);
  return sign + whole + (fraction ? `.${fraction}` : '');
}

/** Splits minor units into sign, whole digits and fraction digits, by string so nothing rounds. */
export function splitMinor(
  minor: MinorUnits,
  currency: Currency,
): { sign: '' | '-'; whole: string; fraction: string } {
  checked(minor, 'amount');
  const digits = MINOR_DIGITS[currency];
  const text = String(Math.abs(minor)).padStart(digits + 1, '0');
  return {
    sign: minor < 0 ? '-' : '',
    whole: text.slice(0, text.length - digits),
    fraction: text.slice(text.length - digits),
  };
}

/**
 * `part` ÷ `whole` in percent with one decimal, rounded half up, from integers (minor units): no float
 * division of money. Null when `whole` is not positive.
 *
 * @example
 * ```ts
 * percentOf(2_500_000, 9_691_000); // '25.8'
 * ```
 */
export function percentOf(part: MinorUnits | bigint, whole: MinorUnits | bigint): string | null {
  const p = BigInt(part);
  const w = BigInt(whole);
  if (w <= 0n) return null;
  const tenths = (p * 1000n + w / 2n) / w;
  return `${tenths / 10n}.${tenths % 10n}`;
}
