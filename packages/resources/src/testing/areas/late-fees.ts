import {
  endpoints,
  lateFeeRuleOf,
  lateFeeSettingsOf,
  type PlanCharge,
  planChargesOf,
  SERVER_MESSAGES,
} from '@cc/contracts';
import {
  isChargeable,
  lateFeeAmount,
  parseMoney,
  replayPlan,
  toMajorString,
  unwaiveRefusal,
  waiverRefusal,
} from '@cc/domain';
import type { FakeDb } from '../db';
import { FakeFailure, type FakeRoute, notFound, route } from '../fake-api';
import {
  dealOfPlan,
  type FakeCharge,
  type LedgerDb,
  replay,
  standingChargeLines,
  standingPayments,
  todayOf,
} from '../ledger';

// Late fees in the fake (docs/domain/late-fees.md): the rule, a plan's charges, waivers, and the daily
// charging as a function a story or a test calls (the fake has no clock running).

const M = SERVER_MESSAGES;

const minorOf = (amount: string, currency: FakeCharge['currency']) => {
  const parsed = parseMoney(amount, currency);
  return parsed.ok ? parsed.value : 0;
};

/**
 * The server's daily charging on the fake's today: one charge per unpaid instalment past its grace under
 * the company's rule (isChargeable and lateFeeAmount of @cc/domain), never twice. Answers how many it made.
 */
export function chargeLateFees(db: FakeDb): number {
  const rule = db.lateFeeRule;
  const today = todayOf(db);
  let made = 0;
  for (const deal of db.deals) {
    if (deal.status !== 'ACTIVE') continue;
    replay(db, deal);
    const plan = deal.paymentPlan;
    const charged = new Set(
      db.charges.filter((c) => c.planId === plan.id && c.kind === 'CHARGE').map((c) => c.installmentSequence),
    );
    for (const inst of plan.installments) {
      const line = {
        dueDate: inst.dueDate,
        amount: minorOf(inst.amount, deal.currency),
        paidAmount: minorOf(inst.paidAmount, deal.currency),
      };
      if (charged.has(inst.sequence) || !isChargeable(rule, plan.status, line, today)) continue;
      const fee = lateFeeAmount(rule, deal.currency, line.amount - line.paidAmount);
      if (fee <= 0) continue;
      const remaining = minorOf(plan.remainingAmount, deal.currency) + fee;
      db.charges.push({
        id: db.nextId('charges'),
        planId: plan.id,
        kind: 'CHARGE',
        chargeId: null,
        installmentSequence: inst.sequence,
        dueDate: inst.dueDate,
        amount: toMajorString(fee, deal.currency),
        currency: deal.currency,
        date: today,
        reason: null,
        byName: null,
        remainingAfter: toMajorString(remaining, deal.currency),
      });
      replay(db, deal);
      made++;
    }
  }
  return made;
}

/** The plan's charges as GET /payment-plans/{id}/charges answers them. */
function chargesOf(db: LedgerDb & { charges: FakeCharge[] }, planId: number): PlanCharge[] {
  const deal = dealOfPlan(db, planId);
  const plan = deal.paymentPlan;
  const c = deal.currency;
  const schedule = plan.installments.map((i) => ({
    sequence: i.sequence,
    dueDate: i.dueDate,
    amount: minorOf(i.amount, c),
  }));
  const entries = standingPayments(db, planId).map((p) => ({
    id: p.id,
    amount: minorOf(p.amount, c),
    entryKind: p.entryKind,
  }));
  const result = replayPlan(schedule, entries, plan.status, standingChargeLines(db, planId, c));
  const paid = new Map(result.ok ? result.value.charges.map((x) => [Number(x.id), x.paidAmount]) : []);
  return planChargesOf(
    db.charges.filter((r) => r.planId === planId).map((r) => ({ ...r, amount: minorOf(r.amount, c) })),
    paid,
  );
}

export function lateFeeRoutes(db: FakeDb): FakeRoute[] {
  const change = (id: number, reason: string, kind: 'WAIVER' | 'UNWAIVE') => {
    const charge = db.charges.find((c) => c.id === id && c.kind === 'CHARGE');
    if (!charge) throw notFound(M.chargeNotFound);
    const deal = dealOfPlan(db, charge.planId);
    const remaining = replay(db, deal);
    const current = chargesOf(db, charge.planId).find((c) => c.id === id)!;
    const waived = current.status === 'WAIVED';
    const status = deal.paymentPlan.status;
    const clearanceStands = db.clearances.some((c) => c.dealId === deal.id && !c.clearance.voided);
    const refusal =
      kind === 'WAIVER'
        ? waiverRefusal({ waived, paidAmount: minorOf(current.paidAmount, deal.currency) }, { status })
        : unwaiveRefusal({ waived }, { status, clearanceStands });
    if (refusal) throw new FakeFailure(409, refusal.error);
    const amount = minorOf(charge.amount, deal.currency);
    db.charges.push({
      ...charge,
      id: db.nextId('charges'),
      kind,
      chargeId: id,
      date: todayOf(db),
      reason,
      byName: db.company?.name ?? null,
      remainingAfter: toMajorString(
        kind === 'WAIVER' ? remaining - amount : remaining + amount,
        deal.currency,
      ),
    });
    replay(db, deal);
    return chargesOf(db, charge.planId).find((c) => c.id === id)!;
  };
  return [
    route(endpoints.plans.charges, ({ params }) => ({ data: chargesOf(db, params.id) })),
    route(endpoints.lateFees.waive, ({ params, body }) => ({
      data: change(params.id, body.reason, 'WAIVER'),
      message: M.chargeWaived,
    })),
    route(endpoints.lateFees.unwaive, ({ params, body }) => ({
      data: change(params.id, body.reason, 'UNWAIVE'),
      message: M.chargeUnwaived,
    })),
    route(endpoints.collections.lateFees, () => ({ data: lateFeeSettingsOf(db.lateFeeRule) })),
    route(endpoints.collections.saveLateFees, ({ body }) => {
      db.lateFeeRule = lateFeeRuleOf(body, db.lateFeeRule, todayOf(db));
      // As the server: the day's charging runs at once.
      chargeLateFees(db);
      return { data: lateFeeSettingsOf(db.lateFeeRule), message: M.lateFeesSaved };
    }),
  ];
}
