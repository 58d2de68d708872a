import { normalizeDigits, stripInvisibleMarks } from './arabic-text';
import { type Currency, MINOR_DIGITS, type MinorUnits } from './money';
import { err, ok, type Result } from './result';

/** Why {@link parseExchangeRate} or {@link convertMoney} refused. */
export type ExchangeErrorCode = 'INVALID_RATE' | 'OUT_OF_RANGE' | 'TOO_LARGE' | 'SAME_CURRENCY';

export const EXCHANGE_MESSAGES = {
  invalidRate: 'سعر الصرف غير صالح، أدخل عدد الدنانير مقابل الدولار الواحد (حتى 4 أرقام عشرية)',
  tooLarge: 'المبلغ المحوّل كبير جداً',
  sameCurrency: 'العملة المسلَّمة هي عملة العقد نفسها، لا حاجة لسعر صرف',
  rateRequired: 'سعر الصرف مطلوب',
  defaultOutOfRange: 'سعر الصرف الافتراضي يجب أن يكون بين 100 و10000 دينار للدولار الواحد',
} as const;

/** Four decimals at most, as the ledger stores the rate (numeric(14,4)). */
const RATE = /^(\d{1,10})(?:\.(\d{1,4}))?$/;
const SCALE = 10_000n;
const MAX_SAFE = BigInt(Number.MAX_SAFE_INTEGER);

/**
 * An exchange rate, dinars for one dollar, from its typed text (Arabic-Indic digits and '٫' accepted),
 * as an integer of ten-thousandths and as canonical text ('1310', '1462.5'). Must be > 0.
 *
 * @example parseExchangeRate('١٣١٠'); // { ok: true, value: { scaled: 13100000n, text: '1310' } }
 */
export function parseExchangeRate(
  input: string | number,
): Result<{ scaled: bigint; text: string }, ExchangeErrorCode> {
  const text = normalizeDigits(stripInvisibleMarks(String(input)))
    .trim()
    .replace(/٫/g, '.');
  const match = RATE.exec(text);
  if (!match) return err('INVALID_RATE', EXCHANGE_MESSAGES.invalidRate);
  const fraction = (match[2] ?? '').replace(/0+$/, '');
  const scaled = BigInt(match[1]!) * SCALE + BigInt((match[2] ?? '').padEnd(4, '0') || '0');
  if (scaled <= 0n) return err('INVALID_RATE', EXCHANGE_MESSAGES.invalidRate);
  return ok({ scaled, text: String(BigInt(match[1]!)) + (fraction ? `.${fraction}` : '') });
}

/**
 * Bounds of a company's default exchange rate, in dinars for one dollar: a zero typed too many or too few
 * is refused rather than becoming the rate every payment in the other currency starts from.
 */
export const DEFAULT_RATE_BOUNDS = { min: 100, max: 10_000 } as const;

/**
 * A company's default exchange rate from its typed text: {@link parseExchangeRate} (Arabic-Indic digits,
 * '٫', four decimals at most) within {@link DEFAULT_RATE_BOUNDS}; empty is refused as required.
 *
 * @example
 * parseDefaultExchangeRate('١٣١٠'); // { ok: true, value: { scaled: 13100000n, text: '1310' } }
 * parseDefaultExchangeRate('13100').ok; // false: OUT_OF_RANGE
 */
export function parseDefaultExchangeRate(
  input: string | number | null | undefined,
): Result<{ scaled: bigint; text: string }, ExchangeErrorCode> {
  if (input === null || input === undefined || String(input).trim() === '')
    return err('INVALID_RATE', EXCHANGE_MESSAGES.rateRequired);
  const parsed = parseExchangeRate(input);
  if (!parsed.ok) return parsed;
  const { scaled } = parsed.value;
  if (scaled < BigInt(DEFAULT_RATE_BOUNDS.min) * SCALE || scaled > BigInt(DEFAULT_RATE_BOUNDS.max) * SCALE)
    return err('OUT_OF_RANGE', EXCHANGE_MESSAGES.defaultOutOfRange);
  return parsed;
}

/** a / b rounded half away from zero (both positive). */
const divRound = (a: bigint, b: bigint) => (a * 2n + b) / (b * 2n);

/**
 * Converts money handed over in one currency into the other at a rate of dinars per dollar, exactly
 * (integers only), rounded half up to the target currency's minor unit (a dinar, a cent): the
 * currency rule of {@link MINOR_DIGITS}. The ledger entry takes this amount in the deal's currency.
 *
 * @example
 * convertMoney(10000, 'USD', 'IQD', '1310');  // 100 dollars → { ok: true, value: 131000 } dinars
 * convertMoney(131000, 'IQD', 'USD', '1310'); // → { ok: true, value: 10000 } cents
 */
export function convertMoney(
  handed: MinorUnits,
  from: Currency,
  to: Currency,
  rate: string | number,
): Result<MinorUnits, ExchangeErrorCode> {
  if (from === to) return err('SAME_CURRENCY', EXCHANGE_MESSAGES.sameCurrency);
  const parsed = parseExchangeRate(rate);
  if (!parsed.ok) return parsed;
  const { scaled } = parsed.value;
  const fromUnit = 10n ** BigInt(MINOR_DIGITS[from]);
  const toUnit = 10n ** BigInt(MINOR_DIGITS[to]);
  const amount = BigInt(handed);
  const value =
    from === 'USD'
      ? divRound(amount * scaled * toUnit, fromUnit * SCALE) // dollars × rate = dinars
      : divRound(amount * SCALE * toUnit, fromUnit * scaled); // dinars ÷ rate = dollars
  if (value > MAX_SAFE) return err('TOO_LARGE', EXCHANGE_MESSAGES.tooLarge);
  return ok(Number(value));
}
