import type { IsoDate } from './dates';
import { type DeferredPortionField, type DeferredPortionInput, deferredPortions } from './down-payment';
import type { FieldProblem, FieldsRefused } from './entry-amount';
import { DEFERRED_MESSAGES } from './messages/deferred';
import { PLAN_MESSAGES } from './messages/plan';
import { type Currency, type MinorUnits, parseMoney } from './money';
import { type Ok, ok } from './result';
import {
  generateSchedule,
  type InstalmentRemainder,
  type ScheduledInstallment,
  type ScheduleErrorCode,
} from './schedule';

/** How a deal is paid: all at signing, or a down payment and monthly instalments. @example `'INSTALLMENTS'` */
export type PaymentType = 'CASH' | 'INSTALLMENTS';

/** What {@link planTerms} reads of a new deal. Amounts are text (or numbers) in major units of `currency`. @example `{ currency: 'IQD', paymentType: 'INSTALLMENTS', price: '12000000', downPayment: '2000000', installmentCount: 10, firstDueDate: '2025-02-10', roundingStep: 1000 }` */
export interface PlanTermsInput {
  readonly currency: Currency;
  readonly paymentType: PaymentType;
  readonly price: string | number;
  /** None (null, undefined): 0 for instalments, the whole price for a cash deal. */
  readonly downPayment?: string | number | null | undefined;
  readonly installmentCount?: number | null | undefined;
  readonly firstDueDate?: IsoDate | null | undefined;
  /** The company's rounding step for the currency, in minor units. */
  readonly roundingStep: MinorUnits;
  /** Where the rounding's remainder goes (the company's setting); the last instalment when not said. */
  readonly remainder?: InstalmentRemainder;
  /** Parts of the down payment due later (باقي المقدمة); instalment deals only. */
  readonly deferredDownPayments?: readonly DeferredPortionInput[] | null | undefined;
  /** The deal's date, which the deferred portions must follow (not checked when absent). */
  readonly contractDate?: IsoDate | null | undefined;
}

/** A new plan's amounts in minor units: the monthly schedule (empty for cash), without the down payment's line. @example `{ price: 12000000, downPayment: 2000000, schedule: [...], installmentAmount: 1000000 }` */
export interface PlanTerms {
  readonly price: MinorUnits;
  readonly downPayment: MinorUnits;
  readonly schedule: ScheduledInstallment[];
  /** The first instalment's amount; 0 for cash. */
  readonly installmentAmount: MinorUnits;
  /** The down payment's deferred portions (sequences −1, −2, … by date); empty when all of it is paid at signing. */
  readonly deferred: ScheduledInstallment[];
}

/** The fields {@link planTerms} may refuse. */
export type PlanTermsField =
  | 'price'
  | 'downPayment'
  | 'installmentCount'
  | 'firstDueDate'
  | DeferredPortionField;

/** Which field a refusal of {@link generateSchedule} belongs to. @example `scheduleField('INVALID_DATE') // 'firstDueDate'` */
export const scheduleField = (code: ScheduleErrorCode): 'firstDueDate' | 'installmentCount' =>
  code === 'INVALID_DATE' ? 'firstDueDate' : 'installmentCount';

/**
 * The amounts of a new deal's plan (docs/domain/deals.md): the price read in the deal's currency and
 * more than zero, the down payment read too (both named at once when both fail); a cash deal's down
 * payment, when given, is the whole price; an instalment deal's is less than the price (more: too large;
 * all of it: nothing financed, sell for cash), and the rest is spread by {@link generateSchedule} with
 * the company's rounding step; part of the down payment may be due later ({@link deferredPortions}, a cash
 * deal has none). The same call gives the server what it stores and a form its preview.
 *
 * @example
 * ```ts
 * planTerms({ currency: 'IQD', paymentType: 'INSTALLMENTS', price: '10000000', downPayment: '1000000',
 *   installmentCount: 3, firstDueDate: '2025-02-10', roundingStep: 1000 });
 * // { ok: true, value: { price: 10000000, downPayment: 1000000, installmentAmount: 3000000,
 * //   schedule: [{ sequence: 1, dueDate: '2025-02-10', amount: 3000000 }, …] } }
 * ```
 */
export function planTerms(input: PlanTermsInput): Ok<PlanTerms> | FieldsRefused<PlanTermsField> {
  const m = PLAN_MESSAGES;
  const refused = (...errors: FieldProblem<PlanTermsField>[]) => ({ ok: false as const, errors });
  const errors: FieldProblem<PlanTermsField>[] = [];
  const price = parseMoney(input.price, input.currency);
  if (!price.ok) errors.push({ field: 'price', message: price.error });
  else if (price.value <= 0) errors.push({ field: 'price', message: m.pricePositive });
  const hasDown = input.downPayment !== undefined && input.downPayment !== null;
  let down = 0;
  if (hasDown) {
    const parsed = parseMoney(input.downPayment as string | number, input.currency);
    if (!parsed.ok) errors.push({ field: 'downPayment', message: parsed.error });
    else down = parsed.value;
  }
  if (errors.length > 0 || !price.ok) return refused(...errors);
  const total = price.value;
  const portions = input.deferredDownPayments ?? [];
  if (input.paymentType === 'CASH') {
    if (hasDown && down !== total) return refused({ field: 'downPayment', message: m.cashMustBeFull });
    if (portions.length > 0) {
      return refused({ field: 'deferredDownPayments', message: DEFERRED_MESSAGES.cashHasNone });
    }
    return ok({ price: total, downPayment: total, schedule: [], installmentAmount: 0, deferred: [] });
  }
  if (down > total) return refused({ field: 'downPayment', message: m.downPaymentTooLarge });
  if (down === total) return refused({ field: 'downPayment', message: m.nothingFinanced });
  const schedule = generateSchedule({
    financedAmount: total - down,
    count: input.installmentCount ?? 0,
    firstDueDate: input.firstDueDate ?? '',
    roundingStep: input.roundingStep,
    ...(input.remainder ? { remainder: input.remainder } : {}),
  });
  if (!schedule.ok) return refused({ field: scheduleField(schedule.code), message: schedule.error });
  const deferred = deferredPortions({
    portions,
    currency: input.currency,
    downPayment: down,
    contractDate: input.contractDate ?? null,
    firstDueDate: input.firstDueDate ?? null,
  });
  if (!deferred.ok) return refused(...deferred.errors);
  return ok({
    price: total,
    downPayment: down,
    deferred: deferred.value,
    schedule: schedule.value,
    // The regular instalment: the last takes the remainder by default, the first with `FIRST`.
    installmentAmount: (input.remainder === 'FIRST' ? schedule.value.at(-1) : schedule.value[0])!.amount,
  });
}

/**
 * The car's status when its deal is made: Paid (sold) when the money recorded at signing is the whole
 * price (a cash deal recorded by who may record payments), else Active (being paid).
 *
 * @example
 * ```ts
 * carStatusAtSale({ price: 12000000, recordedAtSigning: 12000000 }); // 'Paid'
 * carStatusAtSale({ price: 12000000, recordedAtSigning: 0 });        // 'Active'
 * ```
 */
export function carStatusAtSale(deal: {
  readonly price: MinorUnits;
  readonly recordedAtSigning: MinorUnits;
}): 'Paid' | 'Active' {
  return deal.recordedAtSigning === deal.price ? 'Paid' : 'Active';
}
