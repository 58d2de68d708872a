import { chargedLineName, type Deal, endpoints, type Statement, type StatementDeal } from '@cc/contracts';
import { formatMoney, parseMoney, toMajorString } from '@cc/domain';
import type { FakeDb } from '../db';
import { FAKE_MESSAGES, type FakeRoute, notFound, route } from '../fake-api';
import { todayOf, writtenOffOf } from '../ledger';

const M = FAKE_MESSAGES;

/** The statement's line of a reversal entry, by the kind of the entry it reverses (as the server names it). */
const REVERSAL_KINDS = {
  PAYMENT: 'REVERSAL',
  DISCOUNT: 'DISCOUNT_REVERSAL',
  WRITE_OFF: 'WRITE_OFF_REVERSAL',
  REFUND: 'REFUND_REVERSAL',
} as const;
const minor = (amount: string, currency: Deal['currency']) => {
  const parsed = parseMoney(amount, currency);
  return parsed.ok ? parsed.value : 0;
};

/** A deal's part of a statement as the server makes it, and its totals in minor units. */
function partOf(db: FakeDb, deal: Deal) {
  const c = deal.currency;
  const plan = deal.paymentPlan;
  const entries = db.payments.filter((p) => p.planId === plan.id).sort((a, b) => a.id - b.id);
  const total = minor(plan.totalAmount, c);
  let debit = total;
  let credit = 0;
  const lines: StatementDeal['entries'] = [
    {
      date: deal.contractDate,
      kind: 'SALE',
      number: null,
      debit: toMajorString(total, c),
      credit: toMajorString(0, c),
      balance: toMajorString(total, c),
      note: null,
    },
  ];
  for (const e of entries) {
    const amount = minor(e.amount, c);
    const reversal = e.kind === 'REVERSAL';
    if (e.entryKind === 'REFUND') {
      // Money handed back settles nothing: the balance stays; the line says how much and why.
      lines.push({
        date: e.paidAt,
        kind: reversal ? 'REFUND_REVERSAL' : 'REFUND',
        number: e.receiptNumber,
        debit: toMajorString(0, c),
        credit: toMajorString(0, c),
        balance: e.remainingAfter,
        note: `${formatMoney(amount, c)}${e.reason ? ` — ${e.reason}` : ''}`,
      });
      continue;
    }
    if (reversal) debit += amount;
    else credit += amount;
    lines.push({
      date: e.paidAt,
      kind: reversal
        ? REVERSAL_KINDS[e.entryKind]
        : e.entryKind === 'PAYMENT' && e.isDownPayment
          ? 'DOWN_PAYMENT'
          : e.entryKind,
      number: e.receiptNumber,
      debit: toMajorString(reversal ? amount : 0, c),
      credit: toMajorString(reversal ? 0 : amount, c),
      balance: e.remainingAfter,
      note: e.reason ?? e.note,
    });
  }
  // Late-fee entries (no receipt number), placed by their date among the payments (the server orders by
  // the time each was written).
  for (const f of db.charges.filter((x) => x.planId === plan.id)) {
    const amount = minor(f.amount, c);
    const owed = f.kind !== 'WAIVER';
    if (owed) debit += amount;
    else credit += amount;
    const at = lines.findIndex((l, i) => i > 0 && l.date > f.date);
    lines.splice(at === -1 ? lines.length : at, 0, {
      date: f.date,
      kind: f.kind === 'CHARGE' ? 'LATE_FEE' : f.kind === 'WAIVER' ? 'LATE_FEE_WAIVER' : 'LATE_FEE_UNWAIVE',
      number: null,
      debit: toMajorString(owed ? amount : 0, c),
      credit: toMajorString(owed ? 0 : amount, c),
      balance: f.remainingAfter,
      note: f.reason ?? chargedLineName(f.installmentSequence),
    });
  }
  const shares = writtenOffOf(deal);
  const part: StatementDeal = {
    dealId: deal.id,
    dealKind: deal.kind,
    contractNumber: deal.contractNumber,
    contractDate: deal.contractDate,
    currency: c,
    status: deal.repossession ? 'REPOSSESSED' : deal.status,
    car: { name: deal.car.name, plateNumber: deal.car.plateNumber },
    installments: plan.installments.map((i, k) => ({
      sequence: i.sequence,
      dueDate: i.dueDate,
      amount: i.amount,
      paid: i.paidAmount,
      remaining: toMajorString(minor(i.amount, c) - minor(i.paidAmount, c), c),
      status: i.status,
      ...(shares[k]! > 0 ? { writtenOff: toMajorString(shares[k]!, c) } : {}),
    })),
    entries: lines,
    totals: {
      debit: toMajorString(debit, c),
      credit: toMajorString(credit, c),
      balance: plan.remainingAmount,
      paid: plan.paidAmount,
      discount: plan.discountAmount ?? toMajorString(0, c),
      charges: plan.chargeAmount ?? toMajorString(0, c),
      writtenOff: plan.writtenOffAmount,
      refunded: plan.refundedAmount,
    },
  };
  return { part, debit, credit, balance: minor(plan.remainingAmount, c) };
}

function statementOf(db: FakeDb, personId: number, deals: Deal[]): Statement {
  const person = db.persons.find((p) => p.id === personId);
  if (!person) throw notFound(M.personNotFound);
  const parts = deals.map((d) => partOf(db, d));
  const totals = new Map<Deal['currency'], { debit: number; credit: number; balance: number }>();
  for (const p of parts) {
    if (p.part.status === 'CANCELLED') continue;
    const t =
      totals.get(p.part.currency) ??
      totals.set(p.part.currency, { debit: 0, credit: 0, balance: 0 }).get(p.part.currency)!;
    t.debit += p.debit;
    t.credit += p.credit;
    t.balance += p.balance;
  }
  return {
    person: {
      id: person.id,
      fullName: person.fullName,
      phone: person.phone,
      nationalId: person.nationalId,
      address: person.address,
    },
    today: todayOf(db),
    deals: parts.map((p) => p.part),
    totals: [...totals.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([currency, t]) => ({
        currency,
        debit: toMajorString(t.debit, currency),
        credit: toMajorString(t.credit, currency),
        balance: toMajorString(t.balance, currency),
      })),
  };
}

/** Statements of account as the server makes them (docs/domain/statements.md). */
export function statementRoutes(db: FakeDb): FakeRoute[] {
  return [
    route(endpoints.statements.deal, ({ params }) => {
      const deal = db.deals.find((d) => d.id === params.id);
      if (!deal) throw notFound(M.collectionDealNotFound);
      return { data: statementOf(db, deal.buyer.id ?? 0, [deal]) };
    }),
    route(endpoints.statements.person, ({ params }) => ({
      data: statementOf(
        db,
        params.id,
        db.deals
          .filter((d) => d.buyer.id === params.id)
          .sort((a, b) =>
            a.contractDate < b.contractDate ? -1 : a.contractDate > b.contractDate ? 1 : a.id - b.id,
          ),
      ),
    })),
  ];
}
