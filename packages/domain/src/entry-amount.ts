import { convertMoney, parseExchangeRate } from './exchange';
import { LEDGER_MESSAGES } from './messages/ledger';
import { type Currency, type MinorUnits, type MoneyParseErrorCode, parseMoney } from './money';
import { type Err, err, type Ok, ok } from './result';

/** A field of a form or request with what is wrong with it, in Arabic. @example `{ field: 'amount', message: 'المبلغ يجب أن يكون أكبر من صفر' }` */
export interface FieldProblem<F extends string = string> {
  readonly field: F;
  readonly message: string;
}

/** A refusal naming every field at fault. @example `if (!r.ok) showErrors(r.errors);` */
export interface FieldsRefused<F extends string = string> {
  readonly ok: false;
  readonly errors: readonly FieldProblem<F>[];
}

/**
 * The amount of a new payment or discount from its text, in minor units of the plan's currency:
 * {@link parseMoney}'s rules, and more than zero.
 *
 * @example
 * ```ts
 * parseEntryAmount('1,250.50', 'USD'); // { ok: true, value: 125050 }
 * parseEntryAmount('0', 'IQD').error;  // 'المبلغ يجب أن يكون أكبر من صفر'
 * ```
 */
export function parseEntryAmount(
  input: string | number,
  currency: Currency,
): Ok<MinorUnits> | Err<MoneyParseErrorCode | 'NOT_POSITIVE'> {
  const amount = parseMoney(input, currency);
  if (!amount.ok) return amount;
  return amount.value > 0 ? amount : err('NOT_POSITIVE', LEDGER_MESSAGES.amountPositive);
}

/** What a payment says it received: an amount in the plan's currency, or money handed over in the other. @example `{ amount: '250000' }` */
export interface ReceivedInput {
  readonly amount?: string | number | null | undefined;
  /** The currency handed over; the plan's own (or none) means `amount` is what was received. */
  readonly handedCurrency?: Currency | null | undefined;
  readonly handedAmount?: string | number | null | undefined;
  /** Dinars for one dollar. */
  readonly exchangeRate?: string | number | null | undefined;
}

/** Money handed over in the other currency, as the ledger keeps it beside the entry. @example `{ amount: 10000, currency: 'USD', rate: '1310' }` */
export interface HandedMoney {
  readonly amount: MinorUnits;
  readonly currency: Currency;
  /** The rate as canonical text ('1310', '1462.5'). */
  readonly rate: string;
}

/** The fields {@link receivedAmount} may refuse. */
export type ReceivedField = 'amount' | 'handedAmount' | 'exchangeRate';

const missing = (v: unknown) => v === undefined || v === null || v === '';

/**
 * The amount a payment records in the plan's currency: as given ({@link parseEntryAmount}), or the
 * conversion of money handed over in the other currency at the given rate (both required; the handed
 * amount positive; {@link convertMoney}, exact, rounded half up to the plan's minor unit). A given
 * amount beside money handed over must equal the conversion. Every field at fault is named.
 *
 * @example
 * ```ts
 * receivedAmount({ handedCurrency: 'USD', handedAmount: '100', exchangeRate: '1310' }, 'IQD');
 * // { ok: true, value: { amount: 131000, handed: { amount: 10000, currency: 'USD', rate: '1310' } } }
 * ```
 */
export function receivedAmount(
  input: ReceivedInput,
  currency: Currency,
): Ok<{ amount: MinorUnits; handed: HandedMoney | null }> | FieldsRefused<ReceivedField> {
  const refused = (...errors: FieldProblem<ReceivedField>[]) => ({ ok: false as const, errors });
  const from = input.handedCurrency && input.handedCurrency !== currency ? input.handedCurrency : null;
  if (!from) {
    const amount = parseEntryAmount(input.amount ?? '', currency);
    return amount.ok ? ok({ amount: amount.value, handed: null }) : refused(at('amount', amount));
  }
  const m = LEDGER_MESSAGES;
  if (missing(input.handedAmount) || missing(input.exchangeRate)) {
    return refused(
      ...(missing(input.handedAmount)
        ? [{ field: 'handedAmount' as const, message: m.handedAmountRequired }]
        : []),
      ...(missing(input.exchangeRate)
        ? [{ field: 'exchangeRate' as const, message: m.exchangeRateRequired }]
        : []),
    );
  }
  const handed = parseEntryAmount(input.handedAmount!, from);
  if (!handed.ok) return refused(at('handedAmount', handed));
  const rate = parseExchangeRate(input.exchangeRate!);
  if (!rate.ok) return refused(at('exchangeRate', rate));
  const converted = convertMoney(handed.value, from, currency, rate.value.text);
  if (!converted.ok) return refused(at('handedAmount', converted));
  if (converted.value <= 0) return refused({ field: 'handedAmount', message: m.amountPositive });
  if (!missing(input.amount)) {
    const given = parseMoney(input.amount!, currency);
    if (!given.ok || given.value !== converted.value) {
      return refused({ field: 'amount', message: m.handedAmountMismatch });
    }
  }
  return ok({
    amount: converted.value,
    handed: { amount: handed.value, currency: from, rate: rate.value.text },
  });
}

const at = <F extends string>(field: F, refusal: { error: string }): FieldProblem<F> => ({
  field,
  message: refusal.error,
});
