import { type Currency, type MinorUnits, parseMoney, splitMinor } from './money';

/** Which digits to show: Latin 0-9 or Arabic-Indic ٠-٩. @example `const d: DigitSystem = 'arab';` */
export type DigitSystem = 'latn' | 'arab';

/**
 * Options of {@link formatMoney}.
 *
 * @example
 * ```ts
 * formatMoney(125050, 'USD', { digits: 'arab', display: 'name' });
 * ```
 */
export interface FormatMoneyOptions {
  /** Default 'latn' (what Iraqi offices mostly type and print). */
  readonly digits?: DigitSystem;
  /** 'symbol' (د.ع, $), 'name' (دينار, دولار) or 'none'. Default 'symbol'. */
  readonly display?: 'symbol' | 'name' | 'none';
}

/**
 * The short Arabic mark of each currency, for tables and previews.
 *
 * @example
 * ```ts
 * CURRENCY_SYMBOLS.IQD; // 'د.ع'
 * ```
 */
export const CURRENCY_SYMBOLS: Readonly<Record<Currency, string>> = { IQD: 'د.ع', USD: '$' };

/**
 * The Arabic name of each currency, for labels and selects.
 *
 * @example
 * ```ts
 * CURRENCY_NAMES.USD; // 'دولار'
 * ```
 */
export const CURRENCY_NAMES: Readonly<Record<Currency, string>> = { IQD: 'دينار', USD: 'دولار' };

interface Separators {
  readonly integer: Intl.NumberFormat;
  readonly decimal: string;
  readonly digits: readonly string[];
}

const cache = new Map<DigitSystem, Separators>();

function separators(system: DigitSystem): Separators {
  let found = cache.get(system);
  if (!found) {
    const integer = new Intl.NumberFormat('ar-IQ', { numberingSystem: system, maximumFractionDigits: 0 });
    const parts = new Intl.NumberFormat('ar-IQ', { numberingSystem: system }).formatToParts(1.5);
    found = {
      integer,
      decimal: parts.find((p) => p.type === 'decimal')?.value ?? '.',
      digits: Array.from({ length: 10 }, (_, d) => integer.format(d)),
    };
    cache.set(system, found);
  }
  return found;
}

/**
 * An amount for people to read: grouped thousands and the currency's decimals from Intl ('ar-IQ' with
 * the chosen numbering system), then the currency after a no-break space. The number is formatted from
 * its exact digits (a bigint for the whole part), never through a float. The sign is a plain '-' and no
 * bidi marks are added, so the text is the same in every browser and in Node; put it in an element with
 * `dir="ltr"` or `unicode-bidi: isolate` where it sits inside Arabic text.
 *
 * @example
 * ```ts
 * formatMoney(12_345_000, 'IQD');                   // '12,345,000 د.ع'  (no-break space)
 * formatMoney(125_050, 'USD');                      // '1,250.50 $'
 * formatMoney(125_050, 'USD', { digits: 'arab' });  // '١٬٢٥٠٫٥٠ $'
 * formatMoney(12_345_000, 'IQD', { display: 'name' }); // '12,345,000 دينار'
 * ```
 */
export function formatMoney(minor: MinorUnits, currency: Currency, options: FormatMoneyOptions = {}): string {
  const { sign, whole, fraction } = splitMinor(minor, currency);
  const system = separators(options.digits ?? 'latn');
  const fractionText = fraction
    ? system.decimal + fraction.replace(/\d/g, (d) => system.digits[Number(d)]!)
    : '';
  const number =
    sign + system.integer.format(BigInt(whole)).replace(/[\u200E\u200F\u061C]/g, '') + fractionText;
  const display = options.display ?? 'symbol';
  if (display === 'none') return number;
  return `${number}\u00A0${display === 'name' ? CURRENCY_NAMES[currency] : CURRENCY_SYMBOLS[currency]}`;
}

/**
 * An amount as the API sends it (decimal text in major units) for people to read, through
 * {@link parseMoney} and {@link formatMoney} (never a float); the text itself when it is not a valid amount.
 *
 * @example
 * ```ts
 * formatAmount('1250.50', 'USD');                       // '1,250.50 $'
 * formatAmount('12345000', 'IQD', { display: 'none' }); // '12,345,000'
 * ```
 */
export function formatAmount(
  amount: string | number,
  currency: Currency,
  options?: FormatMoneyOptions,
): string {
  const parsed = parseMoney(amount, currency);
  return parsed.ok ? formatMoney(parsed.value, currency, options) : String(amount);
}
