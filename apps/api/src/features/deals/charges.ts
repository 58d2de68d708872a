import { type PlanCharge, planChargesOf } from '@cc/contracts';
import { type AllocatedCharge, type Currency, type LateFeeRule, standingCharges } from '@cc/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { companies, planCharges, users } from '../../db/schema';

// The charges ledger of a plan (late fees, docs/domain/late-fees.md): its rows, the charges that stand
// for the replay, and a charge as GET /payment-plans/{id}/charges answers it.

export type ChargeRow = typeof planCharges.$inferSelect;
export type NewChargeRow = typeof planCharges.$inferInsert;

/** Every entry of a plan's charges ledger, in the order made. */
export function chargeEntriesOf(tx: Executor, companyId: number, planId: number): Promise<ChargeRow[]> {
  return tx
    .select()
    .from(planCharges)
    .where(and(eq(planCharges.companyId, companyId), eq(planCharges.planId, planId)))
    .orderBy(asc(planCharges.id));
}

/** {@link chargeEntriesOf} for several plans in one query. */
export function chargeEntriesOfPlans(
  tx: Executor,
  companyId: number,
  planIds: number[],
): Promise<ChargeRow[]> {
  if (planIds.length === 0) return Promise.resolve([]);
  return tx
    .select()
    .from(planCharges)
    .where(and(eq(planCharges.companyId, companyId), inArray(planCharges.planId, planIds)))
    .orderBy(asc(planCharges.id));
}

export async function insertChargeEntry(tx: Executor, values: NewChargeRow): Promise<number | null> {
  const [row] = await tx
    .insert(planCharges)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: planCharges.id });
  return row?.id ?? null;
}

export async function findCharge(tx: Executor, companyId: number, id: number): Promise<ChargeRow | null> {
  const [row] = await tx
    .select()
    .from(planCharges)
    .where(
      and(eq(planCharges.companyId, companyId), eq(planCharges.id, id), eq(planCharges.entryKind, 'CHARGE')),
    );
  return row ?? null;
}

/** What the rules of @cc/domain read of a row (standingCharges, waivedCharges). */
export const chargeFacts = (r: ChargeRow) => ({ id: r.id, kind: r.entryKind, chargeId: r.chargeId });

/** The charges of a plan that stand (not waived), as the replay settles them: after every instalment. */
export function standingChargeLines(rows: readonly ChargeRow[]) {
  const standing = new Set(standingCharges(rows.map(chargeFacts)).map((c) => c.id));
  return rows
    .filter((r) => standing.has(r.id))
    .map((r) => ({ id: r.id, sequence: r.installmentSequence ?? 0, amount: r.amount }));
}

/** The company's late-fee rule (off when never set). */
export async function lateFeeRuleOf(tx: Executor, companyId: number): Promise<LateFeeRule> {
  const [row] = await tx
    .select({ rule: companies.lateFees })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row?.rule ?? { mode: 'OFF' };
}

export async function saveLateFeeRule(tx: Executor, companyId: number, rule: LateFeeRule) {
  await tx
    .update(companies)
    .set({ lateFees: rule.mode === 'OFF' ? null : rule })
    .where(eq(companies.id, companyId));
}

/**
 * The plan's charges as the API answers them: each with what the replay settled of it (`settled`, the
 * replay's standing charges) or WAIVED, and its waiver entries with who made them.
 */
export async function presentCharges(
  tx: Executor,
  companyId: number,
  rows: readonly ChargeRow[],
  settled: readonly AllocatedCharge<{ id: string | number; sequence: number; amount: number }>[],
): Promise<PlanCharge[]> {
  const userIds = [...new Set(rows.map((r) => r.recordedBy).filter((id): id is number => id !== null))];
  const names = new Map(
    userIds.length === 0
      ? []
      : (
          await tx
            .select({ id: users.id, name: users.fullName })
            .from(users)
            .where(and(eq(users.companyId, companyId), inArray(users.id, userIds)))
        ).map((u) => [u.id, u.name]),
  );
  const entries = rows.map((r) => ({
    id: r.id,
    planId: r.planId,
    kind: r.entryKind,
    chargeId: r.chargeId,
    installmentSequence: r.installmentSequence ?? 0,
    dueDate: r.dueDate ?? r.entryDate,
    amount: r.amount,
    currency: r.currency as Currency,
    date: r.entryDate,
    reason: r.reason,
    byName: r.recordedBy !== null ? (names.get(r.recordedBy) ?? null) : null,
  }));
  return planChargesOf(entries, new Map(settled.map((c) => [Number(c.id), c.paidAmount])));
}
