import { type EntryKind, type PlanStatus, replayPlan } from '@cc/domain';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { dealCounters, installments, paymentPlans, payments } from '../db/schema';

// The demo's numbers and ledgers, written straight into the tables (the seed sits below the features
// and calls none of them). The rules are @cc/domain's: entries are allocated onto the schedule by
// `replayPlan` (write-offs and refunds too), so the rows are what the API's ledger stores
// after the same entries (docs/domain/payments-and-reversal.md).

type CounterKind = (typeof dealCounters.$inferInsert)['kind'];

/** A company's number series for the seed: numbers are handed out in memory, the counters stored once. */
export function demoNumbers(companyId: number) {
  const last = new Map<CounterKind, number>();
  return {
    next(kind: CounterKind): number {
      const n = (last.get(kind) ?? 0) + 1;
      last.set(kind, n);
      return n;
    },
    /** Stores the last number of each series used, so the API goes on from there. */
    async store(tx: Tx) {
      if (last.size === 0) return;
      await tx
        .insert(dealCounters)
        .values([...last].map(([kind, lastNumber]) => ({ companyId, kind, lastNumber })));
    },
  };
}

type Plan = Pick<typeof paymentPlans.$inferSelect, 'id' | 'companyId' | 'currency'>;
type Installment = Pick<
  typeof installments.$inferSelect,
  'id' | 'sequence' | 'dueDate' | 'amount' | 'paidAmount' | 'status'
>;
type Entry = { id: number; amount: number; entryKind: EntryKind; reversalOfId: number | null };
type NewEntry = Omit<
  typeof payments.$inferInsert,
  'companyId' | 'planId' | 'receiptNumber' | 'currency' | 'remainingAfter'
>;

/**
 * The ledger of one new demo plan: entries appended in order, each under the next receipt number with
 * the balance after it, then `store` writes the instalments' and the plan's amounts and status.
 * Throws when an entry does not fit (more than remains): the demo's amounts are wrong then.
 */
export function demoLedger(
  tx: Tx,
  numbers: ReturnType<typeof demoNumbers>,
  plan: Plan,
  schedule: readonly Installment[],
) {
  const entries: Entry[] = [];
  /** REPOSSESSED once `repossessed()` is called: kept by the replay, as the API's ledger keeps it. */
  let status: PlanStatus = 'ACTIVE';
  const replay = () => {
    const standing = entries.filter(
      (e) => e.reversalOfId === null && !entries.some((r) => r.reversalOfId === e.id),
    );
    const result = replayPlan(schedule, standing, status);
    if (!result.ok) throw new Error(`demo ledger of plan ${plan.id}: ${result.code}`);
    return result.value;
  };
  const append = async (entry: NewEntry, remainingAfter: number) => {
    const [row] = await tx
      .insert(payments)
      .values({
        ...entry,
        companyId: plan.companyId,
        planId: plan.id,
        receiptNumber: numbers.next('RECEIPT'),
        currency: plan.currency,
        remainingAfter,
      })
      .returning({ id: payments.id });
    entries.push({
      id: row!.id,
      amount: entry.amount,
      entryKind: entry.entryKind ?? 'PAYMENT',
      reversalOfId: entry.reversalOfId ?? null,
    });
    // Fails now, on the entry that does not fit.
    replay();
    return row!.id;
  };
  const remaining = () => replay().totals.remainingAmount;

  return {
    /** What remains of the plan now (an early settlement pays it). */
    remaining,
    /** A payment (`handed`: money handed over in the other currency, `amount` its conversion). */
    pay(input: {
      amount: number;
      method: 'CASH' | 'TRANSFER';
      paidAt: string;
      note: string | null;
      isDownPayment: boolean;
      recordedBy: number;
      handed?: { amount: number; currency: 'IQD' | 'USD'; rate: string };
    }): Promise<number> {
      const { handed, ...entry } = input;
      return append(
        {
          ...entry,
          handedAmount: handed?.amount ?? null,
          handedCurrency: handed?.currency ?? null,
          exchangeRate: handed?.rate ?? null,
        },
        remaining() - input.amount,
      );
    },
    /** A settlement discount: settles like a payment, never counted as money received. */
    discount(input: { amount: number; reason: string; date: string; recordedBy: number }): Promise<number> {
      return append(
        {
          entryKind: 'DISCOUNT',
          amount: input.amount,
          method: 'CASH',
          paidAt: input.date,
          note: null,
          reason: input.reason,
          isDownPayment: false,
          recordedBy: input.recordedBy,
        },
        remaining() - input.amount,
      );
    },
    /** The plan's car was repossessed: the replay keeps the plan REPOSSESSED from now on. */
    repossessed(): void {
      status = 'REPOSSESSED';
    },
    /** A repossession's write-off of what remains: settles like a discount, never money received. */
    writeOff(input: { reason: string; date: string; recordedBy: number }): Promise<number> {
      const amount = remaining();
      return append(
        {
          entryKind: 'WRITE_OFF',
          amount,
          method: 'CASH',
          paidAt: input.date,
          note: null,
          reason: input.reason,
          isDownPayment: false,
          recordedBy: input.recordedBy,
        },
        0,
      );
    },
    /** Money handed back to the buyer of a repossessed car: settles nothing. */
    refund(input: {
      amount: number;
      method: 'CASH' | 'TRANSFER';
      reason: string;
      date: string;
      recordedBy: number;
    }): Promise<number> {
      return append(
        {
          entryKind: 'REFUND',
          amount: input.amount,
          method: input.method,
          paidAt: input.date,
          note: null,
          reason: input.reason,
          isDownPayment: false,
          recordedBy: input.recordedBy,
        },
        remaining(),
      );
    },
    /** The reversal of an entry of this ledger: a new entry pointing at it, with the reason. */
    async reverse(
      originalId: number,
      input: { reason: string; reversedAt: string; recordedBy: number },
    ): Promise<number> {
      const [original] = await tx.select().from(payments).where(eq(payments.id, originalId));
      return append(
        {
          entryKind: original!.entryKind,
          amount: original!.amount,
          method: original!.method,
          paidAt: input.reversedAt,
          note: null,
          isDownPayment: false,
          reversalOfId: original!.id,
          reason: input.reason,
          recordedBy: input.recordedBy,
        },
        remaining() + (original!.entryKind === 'REFUND' ? 0 : original!.amount),
      );
    },
    /**
     * Stores the replay of the standing entries: each instalment's paid amount and status, the plan's
     * paid (discounts and write-offs left out), discounted, written-off, refunded and remaining amounts
     * and its status. Nothing without entries.
     */
    async store(): Promise<void> {
      if (entries.length === 0) return;
      const { installments: paid, totals, status: after } = replay();
      const before = new Map(schedule.map((i) => [i.id, i]));
      for (const inst of paid) {
        const old = before.get(inst.id);
        if (old && old.paidAmount === inst.paidAmount && old.status === inst.status) continue;
        await tx
          .update(installments)
          .set({ paidAmount: inst.paidAmount, status: inst.status })
          .where(and(eq(installments.companyId, plan.companyId), eq(installments.id, inst.id)));
      }
      await tx
        .update(paymentPlans)
        .set({
          paidAmount: totals.paidAmount,
          discountAmount: totals.discountAmount,
          writtenOffAmount: totals.writtenOffAmount,
          refundedAmount: totals.refundedAmount,
          remainingAmount: totals.remainingAmount,
          status: after,
          updatedAt: new Date(),
        })
        .where(and(eq(paymentPlans.companyId, plan.companyId), eq(paymentPlans.id, plan.id)));
    },
  };
}
