import { chargedLineName, type Statement, type StatementDeal, type StatementEntryKind } from '@cc/contracts';
import { type Currency, formatMoney, toMajorString, writtenOffShares } from '@cc/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { rawRows } from '../../lib/raw-rows';

// Statements of account (docs/domain/statements.md): a deal's, or an account card's over the deals it
// bought (cancelled ones too: what was paid on them stands in the ledger). The balance after each entry
// is the ledger's own `remaining_after`, written with the entry: the statement repeats the ledger, it
// computes no balance of its own.

interface DealRow {
  id: number;
  kind: StatementDeal['dealKind'];
  contract_number: number;
  contract_date: string;
  currency: Currency;
  status: string;
  car_name: string;
  plate_number: string | null;
  plan_id: number | null;
  total_amount: string | null;
  paid_amount: string | null;
  discount_amount: string | null;
  charge_amount: string | null;
  written_off_amount: string | null;
  refunded_amount: string | null;
  remaining_amount: string | null;
}

const CHARGE_KINDS = {
  CHARGE: 'LATE_FEE',
  WAIVER: 'LATE_FEE_WAIVER',
  UNWAIVE: 'LATE_FEE_UNWAIVE',
} as const satisfies Record<string, StatementEntryKind>;

/** The statement's line of a reversal entry, by the kind of the entry it reverses. */
const REVERSAL_KINDS = {
  PAYMENT: 'REVERSAL',
  DISCOUNT: 'DISCOUNT_REVERSAL',
  WRITE_OFF: 'WRITE_OFF_REVERSAL',
  REFUND: 'REFUND_REVERSAL',
} as const satisfies Record<string, StatementEntryKind>;

const m = (v: string | number | null | undefined, c: Currency) => toMajorString(Number(v ?? 0), c);

async function dealRows(db: Executor, companyId: number, where: SQL): Promise<DealRow[]> {
  return rawRows<DealRow>(
    db,
    sql`select d.id, d.kind, d.contract_number, d.contract_date::text as contract_date, d.currency,
        case when d.repossessed_at is not null then 'REPOSSESSED' else d.status end as status,
        c.name as car_name, c.plate_number, pl.id as plan_id, pl.total_amount, pl.paid_amount, pl.discount_amount,
        pl.charge_amount, pl.written_off_amount, pl.refunded_amount, pl.remaining_amount
      from deals d
      join cars c on c.company_id = d.company_id and c.id = d.car_id
      left join payment_plans pl on pl.company_id = d.company_id and pl.deal_id = d.id
      where d.company_id = ${companyId} and ${where}
      order by d.contract_date, d.id`,
  );
}

/** A deal's part, and its debit, credit and balance in minor units (the statement's totals add these). */
interface Part {
  part: StatementDeal;
  minor: { debit: number; credit: number; balance: number };
}

async function dealPart(db: Executor, companyId: number, d: DealRow): Promise<Part> {
  const currency = d.currency;
  const planId = d.plan_id === null ? 0 : Number(d.plan_id);
  const installments = await rawRows<{
    sequence: number;
    due_date: string;
    amount: string;
    paid_amount: string;
    status: StatementDeal['installments'][number]['status'];
  }>(
    db,
    sql`select sequence, due_date::text as due_date, amount, paid_amount, status from installments
      where company_id = ${companyId} and plan_id = ${planId} order by due_date, sequence`,
  );
  // Payments and late-fee entries in the order written (a late fee has no receipt number).
  const entries = await rawRows<{
    paid_at: string;
    receipt_number: number | null;
    amount: string;
    remaining_after: string;
    entry_kind: 'PAYMENT' | 'DISCOUNT' | 'WRITE_OFF' | 'REFUND' | 'CHARGE' | 'WAIVER' | 'UNWAIVE';
    is_down_payment: boolean;
    reversal_of_id: number | null;
    note: string | null;
    reason: string | null;
    /** A late fee's instalment. */
    sequence: number | null;
  }>(
    db,
    sql`select * from (
        select paid_at::text as paid_at, receipt_number, amount, remaining_after, entry_kind, is_down_payment,
          reversal_of_id, note, reason, null::int as sequence, created_at, 0 as source, id
        from payments where company_id = ${companyId} and plan_id = ${planId}
        union all
        select entry_date::text, null, amount, remaining_after, entry_kind, false, null, null, reason,
          installment_sequence, created_at, 1, id
        from plan_charges where company_id = ${companyId} and plan_id = ${planId}
      ) e order by created_at, source, id`,
  );
  const total = Number(d.total_amount ?? 0);
  let debit = total;
  let credit = 0;
  const lines: StatementDeal['entries'] = [
    {
      date: d.contract_date,
      kind: 'SALE',
      number: null,
      debit: m(total, currency),
      credit: m(0, currency),
      balance: m(total, currency),
      note: null,
    },
  ];
  for (const e of entries) {
    const amount = Number(e.amount);
    if (e.entry_kind === 'CHARGE' || e.entry_kind === 'WAIVER' || e.entry_kind === 'UNWAIVE') {
      const owed = e.entry_kind !== 'WAIVER';
      if (owed) debit += amount;
      else credit += amount;
      lines.push({
        date: e.paid_at,
        kind: CHARGE_KINDS[e.entry_kind],
        number: null,
        debit: m(owed ? amount : 0, currency),
        credit: m(owed ? 0 : amount, currency),
        balance: m(e.remaining_after, currency),
        // A fee names its instalment; a waiver, or the waiver taken back, says why.
        note: e.reason ?? chargedLineName(Number(e.sequence ?? 0)),
      });
      continue;
    }
    const reversal = e.reversal_of_id !== null;
    if (e.entry_kind === 'REFUND') {
      // Money handed back settles nothing: the balance stays; the line says how much and why.
      lines.push({
        date: e.paid_at,
        kind: reversal ? 'REFUND_REVERSAL' : 'REFUND',
        number: e.receipt_number === null ? null : Number(e.receipt_number),
        debit: m(0, currency),
        credit: m(0, currency),
        balance: m(e.remaining_after, currency),
        note: `${formatMoney(amount, currency)}${e.reason ? ` — ${e.reason}` : ''}`,
      });
      continue;
    }
    const kind: StatementEntryKind = reversal
      ? REVERSAL_KINDS[e.entry_kind]
      : e.entry_kind === 'PAYMENT' && e.is_down_payment
        ? 'DOWN_PAYMENT'
        : e.entry_kind;
    if (reversal) debit += amount;
    else credit += amount;
    lines.push({
      date: e.paid_at,
      kind,
      number: e.receipt_number === null ? null : Number(e.receipt_number),
      debit: m(reversal ? amount : 0, currency),
      credit: m(reversal ? 0 : amount, currency),
      balance: m(e.remaining_after, currency),
      note: e.reason ?? e.note,
    });
  }
  // What the repossession wrote off of each line (the latest-settled part).
  const shares = writtenOffShares(
    installments.map((i) => ({ paidAmount: Number(i.paid_amount) })),
    {
      writtenOff: Number(d.written_off_amount ?? 0),
      settled:
        Number(d.paid_amount ?? 0) + Number(d.discount_amount ?? 0) + Number(d.written_off_amount ?? 0),
      total,
    },
  );
  const part: StatementDeal = {
    dealId: Number(d.id),
    dealKind: d.kind,
    contractNumber: Number(d.contract_number),
    contractDate: d.contract_date,
    currency,
    status: d.status,
    car: { name: d.car_name, plateNumber: d.plate_number },
    installments: installments.map((i, k) => ({
      sequence: Number(i.sequence),
      dueDate: i.due_date,
      amount: m(i.amount, currency),
      paid: m(i.paid_amount, currency),
      remaining: m(Number(i.amount) - Number(i.paid_amount), currency),
      status: i.status,
      ...(shares[k]! > 0 ? { writtenOff: m(shares[k], currency) } : {}),
    })),
    entries: lines,
    totals: {
      debit: m(debit, currency),
      credit: m(credit, currency),
      balance: m(d.remaining_amount, currency),
      paid: m(d.paid_amount, currency),
      discount: m(d.discount_amount, currency),
      charges: m(d.charge_amount, currency),
      writtenOff: m(d.written_off_amount, currency),
      refunded: m(d.refunded_amount, currency),
    },
  };
  return { part, minor: { debit, credit, balance: Number(d.remaining_amount ?? 0) } };
}

/** The person's card as a statement heads it, or null when not the company's. */
async function personOf(db: Executor, companyId: number, personId: number) {
  const [p] = await rawRows<Statement['person']>(
    db,
    sql`select id, full_name as "fullName", phone, national_id as "nationalId", address from persons
      where company_id = ${companyId} and id = ${personId}`,
  );
  return p ? { ...p, id: Number(p.id) } : null;
}

function statementOf(person: Statement['person'], today: string, parts: Part[]): Statement {
  const totals = new Map<Currency, { debit: number; credit: number; balance: number }>();
  for (const { part, minor } of parts) {
    // A cancelled deal owes nothing: its ledger stays on the statement, its balance is not counted.
    if (part.status === 'CANCELLED') continue;
    const c = part.currency;
    const t = totals.get(c) ?? totals.set(c, { debit: 0, credit: 0, balance: 0 }).get(c)!;
    t.debit += minor.debit;
    t.credit += minor.credit;
    t.balance += minor.balance;
  }
  return {
    person,
    today,
    deals: parts.map((p) => p.part),
    totals: [...totals.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([currency, t]) => ({
        currency,
        debit: m(t.debit, currency),
        credit: m(t.credit, currency),
        balance: m(t.balance, currency),
      })),
  };
}

/** A deal's statement, or null when the deal is not the company's. */
export async function dealStatement(db: Executor, companyId: number, dealId: number, today: string) {
  const [deal] = await dealRows(db, companyId, sql`d.id = ${dealId}`);
  if (!deal) return null;
  const [buyer] = await rawRows<{ buyer_id: number }>(
    db,
    sql`select buyer_id from deals where company_id = ${companyId} and id = ${dealId}`,
  );
  const person = await personOf(db, companyId, Number(buyer!.buyer_id));
  return statementOf(person!, today, [await dealPart(db, companyId, deal)]);
}

/** An account card's statement over the deals it bought, or null when the card is not the company's. */
export async function personStatement(db: Executor, companyId: number, personId: number, today: string) {
  const person = await personOf(db, companyId, personId);
  if (!person) return null;
  const deals = await dealRows(db, companyId, sql`d.buyer_id = ${personId}`);
  const parts: Part[] = [];
  for (const d of deals) parts.push(await dealPart(db, companyId, d));
  return statementOf(person, today, parts);
}
