import { type Installment, type PaymentPlan, SERVER_MESSAGES } from '@cc/contracts';
import {
  generateSchedule,
  isDownPaymentLine,
  MESSAGES,
  type MinorUnits,
  parseMoney,
  type ScheduledInstallment,
} from '@cc/domain';

/**
 * What a reschedule works on, read from the plan as the server reads it (docs/domain/schedules.md,
 * "Rescheduling"): instalments with anything paid (PAID and PARTIAL) stay as they are; the others, with
 * nothing paid, are replaced by a new spread of their sum. The down payment's line (0) is never re-spread:
 * it stays due on the deal's date, paid or not, and no new instalment may fall before that date.
 */
export interface RescheduleFacts {
  /** Paid and partly paid instalments, kept as they are (by sequence). */
  kept: readonly Installment[];
  /** Instalments with nothing paid, replaced (by sequence). */
  replaced: readonly Installment[];
  /** The sum of the replaced instalments, minor units: what is spread again. */
  replacedTotal: MinorUnits;
  /** The new first date may not precede this (the latest kept due date, or the deal's date); null: no bound. */
  earliestFirstDate: string | null;
  /** The deal's date (its down payment's line), when it has one: the other bound, with its own refusal. */
  dealDate: string | null;
  /** Where the form starts: the earliest allowed date, else the first replaced instalment's date. */
  defaultFirstDate: string | null;
  /** New sequences continue after the highest kept one. */
  baseSequence: number;
}

/**
 * The facts of a reschedule of `plan` (the same split as `reschedule` in apps/api's deals service).
 *
 * @example
 * const facts = rescheduleFacts(deal.paymentPlan);
 * facts.earliestFirstDate; // '2025-02-10' when instalment 1, due then, is partly paid
 */
export function rescheduleFacts(plan: Pick<PaymentPlan, 'installments' | 'currency'>): RescheduleFacts {
  const minor = (amount: string) => {
    const parsed = parseMoney(amount, plan.currency);
    return parsed.ok ? parsed.value : 0;
  };
  const all = [...plan.installments].sort((a, b) => a.sequence - b.sequence);
  const down = all.find(isDownPaymentLine);
  const bySequence = all.filter((i) => !isDownPaymentLine(i));
  const kept = bySequence.filter((i) => minor(i.paidAmount) > 0);
  const replaced = bySequence.filter((i) => minor(i.paidAmount) === 0);
  let replacedTotal = 0;
  for (const i of replaced) replacedTotal += minor(i.amount); // integers of minor units: exact
  const lastKept =
    kept
      .map((i) => i.dueDate)
      .sort()
      .at(-1) ?? null;
  const dealDate = down?.dueDate ?? null;
  const earliestFirstDate =
    [lastKept, dealDate]
      .filter((d) => d !== null)
      .sort()
      .at(-1) ?? null;
  return {
    kept,
    replaced,
    replacedTotal,
    earliestFirstDate,
    dealDate,
    // From the latest kept instalment; with none, where the replaced ones started (never before the deal).
    defaultFirstDate:
      lastKept ??
      [replaced[0]?.dueDate ?? null, dealDate]
        .filter((d) => d !== null)
        .sort()
        .at(-1) ??
      null,
    baseSequence: kept.reduce((m, i) => Math.max(m, i.sequence), 0),
  };
}

/** The live preview of a reschedule: nothing to show yet, a field's refusal, or the new instalments. */
export type ReschedulePreview =
  | { state: 'incomplete' }
  | { state: 'error'; field: 'installmentCount' | 'firstDueDate'; message: string }
  | { state: 'ok'; financed: MinorUnits; installments: readonly ScheduledInstallment[] };

/**
 * The new instalments a count and a first date give, with @cc/domain's generateSchedule and the
 * company's rounding step, numbered after the kept ones: what the server stores. The server's refusals
 * come first (a date before the latest kept instalment, nothing left to replace).
 *
 * @example
 * previewReschedule(rescheduleFacts(plan), 4, '2025-06-10', 1000);
 * // { state: 'ok', financed: 6000000, installments: [{ sequence: 2, dueDate: '2025-06-10', … }, …] }
 */
export function previewReschedule(
  facts: RescheduleFacts,
  count: number | null,
  firstDueDate: string | null,
  roundingStep: MinorUnits,
): ReschedulePreview {
  if (facts.replaced.length === 0) {
    return { state: 'error', field: 'installmentCount', message: SERVER_MESSAGES.nothingToReschedule };
  }
  if (firstDueDate && facts.earliestFirstDate && firstDueDate < facts.earliestFirstDate) {
    // The server checks the kept instalments first (they fall after the deal's date).
    const beforeDeal = facts.kept.length === 0 && facts.dealDate !== null;
    const message = beforeDeal
      ? MESSAGES.dealDates.firstDueBeforeContract
      : SERVER_MESSAGES.firstDueBeforeKept;
    return { state: 'error', field: 'firstDueDate', message };
  }
  if (count === null || !firstDueDate) return { state: 'incomplete' };
  const schedule = generateSchedule({
    financedAmount: facts.replacedTotal,
    count,
    firstDueDate,
    roundingStep,
  });
  if (!schedule.ok) {
    return {
      state: 'error',
      field: schedule.code === 'INVALID_DATE' ? 'firstDueDate' : 'installmentCount',
      message: schedule.error,
    };
  }
  return {
    state: 'ok',
    financed: facts.replacedTotal,
    installments: schedule.value.map((i) => ({ ...i, sequence: facts.baseSequence + i.sequence })),
  };
}
