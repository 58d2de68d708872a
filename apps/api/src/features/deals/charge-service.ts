import type { ChargeWaiverBody, PlanCharge } from '@cc/contracts';
import {
  type Currency,
  isChargeable,
  lateFeeAmount,
  todayIn,
  unwaiveRefusal,
  waivedCharges,
  waiverRefusal,
} from '@cc/domain';
import { sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';
import { audited } from '../../lib/audit';
import { companyOf, type RequestContext } from '../../lib/context';
import { conflict, notFound } from '../../lib/errors';
import { rawRows } from '../../lib/raw-rows';
import { MSG } from '../../messages';
import { chargeFacts, findCharge, insertChargeEntry, lateFeeRuleOf, presentCharges } from './charges';
import { standingClearanceId } from './clearance-guard';
import { replayAndStore, replayOf } from './ledger';
import * as repo from './repository';

// Late fees (docs/domain/late-fees.md): a plan's charges, waiving one and taking the waiver back (company
// account), and the daily charging the notification job runs for each company.

export function createChargesService(db: Db) {
  const todayOf = (company: repo.CompanyInfo) => todayIn(company.timeZone);

  /** One charge as the API answers it, read in `tx` after a change. */
  async function chargeAnswer(tx: Executor, plan: repo.PlanRow, id: number): Promise<PlanCharge> {
    const replay = await replayOf(tx, plan);
    const all = await presentCharges(tx, plan.companyId, replay.chargeRows, replay.charges);
    return all.find((c) => c.id === id)!;
  }

  /** Waives a charge or takes its waiver back, under the plan's row lock, as a new entry of the charges ledger. */
  async function changeWaiver(
    ctx: RequestContext,
    id: number,
    body: ChargeWaiverBody,
    kind: 'WAIVER' | 'UNWAIVE',
  ): Promise<PlanCharge> {
    const companyId = companyOf(ctx);
    const company = await repo.companyInfo(db, companyId);
    return db.transaction(async (tx) => {
      const found = await findCharge(tx, companyId, id);
      if (!found) throw notFound(MSG.chargeNotFound);
      const plan = (await repo.lockPlan(tx, companyId, found.planId))!;
      const current = await replayAndStore(tx, plan);
      const waived = waivedCharges(current.chargeRows.map(chargeFacts)).has(id);
      const refusal =
        kind === 'WAIVER'
          ? waiverRefusal(
              { waived, paidAmount: current.charges.find((c) => c.id === id)?.paidAmount ?? 0 },
              { status: current.status },
            )
          : unwaiveRefusal(
              { waived },
              { status: current.status, clearanceStands: (await standingClearanceId(tx, plan)) !== null },
            );
      if (refusal) throw conflict(refusal.error);
      const remaining = current.totals.remainingAmount;
      const remainingAfter = kind === 'WAIVER' ? remaining - found.amount : remaining + found.amount;
      const entryId = await insertChargeEntry(tx, {
        companyId,
        planId: plan.id,
        entryKind: kind,
        chargeId: id,
        amount: found.amount,
        currency: found.currency,
        entryDate: todayOf(company),
        reason: body.reason,
        recordedBy: ctx.userId,
        remainingAfter,
      });
      const after = await replayAndStore(tx, plan);
      if (after.totals.remainingAmount !== remainingAfter)
        throw new Error(`Waiver of charge ${id} does not replay to ${remainingAfter}`);
      await audited(tx, ctx, {
        action: kind === 'WAIVER' ? 'LATE_FEE_WAIVED' : 'LATE_FEE_UNWAIVED',
        entity: 'plan_charge',
        entityId: id,
        changes: {
          before: { waived },
          after: { waived: !waived, entryId, reason: body.reason, remainingAfter, planStatus: after.status },
        },
      });
      return chargeAnswer(tx, plan, id);
    });
  }

  return {
    /** GET /payment-plans/{id}/charges: the plan's late fees, oldest first, with what is paid of each. */
    async list(ctx: RequestContext, planId: number): Promise<PlanCharge[]> {
      const companyId = companyOf(ctx);
      const [plan] = await repo.plansByIds(db, companyId, [planId]);
      if (!plan) throw notFound(MSG.planNotFound);
      const replay = await replayOf(db, plan);
      return presentCharges(db, companyId, replay.chargeRows, replay.charges);
    },
    waive: (ctx: RequestContext, id: number, body: ChargeWaiverBody) => changeWaiver(ctx, id, body, 'WAIVER'),
    unwaive: (ctx: RequestContext, id: number, body: ChargeWaiverBody) =>
      changeWaiver(ctx, id, body, 'UNWAIVE'),
  };
}

/**
 * The daily charging of one company on its `today` (the notification job calls it in the company's
 * transaction, under its advisory lock): for each ACTIVE plan with an unpaid instalment past its grace,
 * under the plan's row lock, one charge per such instalment not charged before (isChargeable of
 * @cc/domain; the unique key on the instalment is the backstop of "once"), the fee of the company's rule on
 * what is overdue of it then; then the replay. Answers how many charges it made. `lock`: the job waits for
 * a plan as long as it takes (`wait: true`); a request keeps the plan lock's timeout.
 */
export async function chargeLateFees(
  tx: Executor,
  companyId: number,
  today: string,
  lock: repo.PlanLockOptions = {},
): Promise<number> {
  const rule = await lateFeeRuleOf(tx, companyId);
  if (rule.mode === 'OFF') return 0;
  // Instalments whose grace is over (due + grace + 1 ≤ today) and ended on or after the rule's day.
  const candidates = await rawRows<{ plan_id: number }>(
    tx,
    sql`
    select distinct i.plan_id
    from installments i
    join payment_plans pp on pp.company_id = i.company_id and pp.id = i.plan_id and pp.status = 'ACTIVE'
    join deals d on d.company_id = pp.company_id and d.id = pp.deal_id and d.status = 'ACTIVE'
    where i.company_id = ${companyId} and i.status <> 'PAID'
      and i.due_date < ${today}::date - ${rule.graceDays}::int
      and i.due_date >= ${rule.since}::date - ${rule.graceDays + 1}::int
      and not exists (
        select 1 from plan_charges c where c.installment_id = i.id and c.entry_kind = 'CHARGE')
    order by i.plan_id`,
  );
  let made = 0;
  for (const { plan_id } of candidates) {
    const plan = await repo.lockPlan(tx, companyId, Number(plan_id), lock);
    if (!plan) continue;
    const current = await replayAndStore(tx, plan);
    const charged = new Set(current.chargeRows.map((r) => r.installmentId));
    let remaining = current.totals.remainingAmount;
    let changed = false;
    for (const line of current.installments) {
      if (charged.has(line.id) || !isChargeable(rule, current.status, line, today)) continue;
      const fee = lateFeeAmount(rule, plan.currency as Currency, line.amount - line.paidAmount);
      if (fee <= 0) continue;
      const id = await insertChargeEntry(tx, {
        companyId,
        planId: plan.id,
        entryKind: 'CHARGE',
        installmentId: line.id,
        installmentSequence: line.sequence,
        dueDate: line.dueDate,
        amount: fee,
        currency: plan.currency,
        entryDate: today,
        remainingAfter: remaining + fee,
      });
      if (id === null) continue;
      remaining += fee;
      changed = true;
      made++;
    }
    if (changed) await replayAndStore(tx, plan);
  }
  return made;
}
