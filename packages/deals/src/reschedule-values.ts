import type { Installment, PaymentPlan } from '@cc/contracts';
import {
  type InstalmentRemainder,
  type MinorUnits,
  type PlanStatus,
  parseMoney,
  planReschedule,
  rescheduleRefusal,
  type ScheduledInstallment,
  rescheduleFacts as splitForReschedule,
} from '@cc/domain';

/**
 * What a reschedule works on, read from the plan as the server reads it (rescheduleFacts of @cc/domain;
 * docs/domain/schedules.md, "Rescheduling"): instalments with anything paid (PAID and PARTIAL) stay as
 * they are; the others, with nothing paid, are replaced by a new spread of their sum. The down payment's
 * line (0) is never re-spread: it stays due on the deal's date, paid or not, and no new instalment may
 * fall before that date.
 */
export interface RescheduleFacts {
  /** The plan's status: only an ACTIVE plan is rescheduled. */
  status: PlanStatus;
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
  /** The domain's split, in minor units, which the preview re-spreads as the server does. */
  split: ReturnType<typeof splitForReschedule>;
}

/**
 * The facts of a reschedule of `plan` (the same split the server makes, with @cc/domain's
 * rescheduleFacts); a plan given without its status is taken as ACTIVE.
 *
 * @example
 * const facts = rescheduleFacts(deal.paymentPlan);
 * facts.earliestFirstDate; // '2025-02-10' when instalment 1, due then, is partly paid
 */
export function rescheduleFacts(
  plan: Pick<PaymentPlan, 'installments' | 'currency'> & { status?: PlanStatus },
): RescheduleFacts {
  const minor = (amount: string) => {
    const parsed = parseMoney(amount, plan.currency);
    return parsed.ok ? parsed.value : 0;
  };
  const split = splitForReschedule(
    plan.installments.map((i) => ({
      sequence: i.sequence,
      dueDate: i.dueDate,
      amount: minor(i.amount),
      paidAmount: minor(i.paidAmount),
      installment: i,
    })),
  );
  const replaced = split.replaced.map((l) => l.installment);
  return {
    status: plan.status ?? 'ACTIVE',
    kept: split.kept.map((l) => l.installment),
    replaced,
    replacedTotal: split.replacedTotal,
    earliestFirstDate: split.earliestFirstDate,
    dealDate: split.dealDate,
    // From the latest kept instalment; with none, where the replaced ones started (never before the deal).
    defaultFirstDate:
      split.lastKeptDate ??
      [replaced[0]?.dueDate ?? null, split.dealDate]
        .filter((d) => d !== null)
        .sort()
        .at(-1) ??
      null,
    baseSequence: split.baseSequence,
    split,
  };
}

/** The live preview of a reschedule: nothing to show yet, a field's refusal, or the new instalments. */
export type ReschedulePreview =
  | { state: 'incomplete' }
  | { state: 'error'; field: 'installmentCount' | 'firstDueDate'; message: string }
  | { state: 'ok'; financed: MinorUnits; installments: readonly ScheduledInstallment[] };

/**
 * The new instalments a count and a first date give (planReschedule of @cc/domain, with the company's
 * rounding step, numbered after the kept ones): what the server stores. The server's refusals come first
 * (nothing left to replace, a date before the latest kept instalment or the deal's date), as soon as the
 * date is chosen.
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
  remainder: InstalmentRemainder = 'LAST',
): ReschedulePreview {
  const refusal = rescheduleRefusal(facts.status, facts.split, firstDueDate || null);
  // A refusal of the plan itself (nothing to re-spread) shows on the count, the field the dialog starts on.
  if (refusal) return { state: 'error', field: refusal.field ?? 'installmentCount', message: refusal.error };
  if (count === null || !firstDueDate) return { state: 'incomplete' };
  const done = planReschedule(
    facts.status,
    facts.split,
    { installmentCount: count, firstDueDate },
    roundingStep,
    remainder,
  );
  if (!done.ok) return { state: 'error', field: done.field ?? 'installmentCount', message: done.error };
  return { state: 'ok', financed: facts.replacedTotal, installments: done.value.schedule };
}
