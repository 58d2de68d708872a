import {
  type Branch,
  type Car,
  type Clearance,
  type CompanySettings,
  type Deal,
  type DealCurrency,
  type DealInput,
  type DealKind,
  type DealParty,
  type FieldError,
  overpaymentMessage,
  type Payment,
  type PaymentMethod,
  type Person,
  SERVER_MESSAGES,
  type Template,
} from '@cc/contracts';
import {
  admitEntry,
  admitReversal,
  amountInArabicWords,
  cancelRefusal,
  carStatusAtSale,
  DEFAULT_ROUNDING_STEPS,
  DEFAULT_TIME_ZONE,
  deferredTotal,
  type EntryRefusal,
  isStanding,
  type LateFeeRule,
  MESSAGES,
  type MinorUnits,
  nextDueDate,
  overdueOnPlan,
  parseMoney,
  planReschedule,
  planTerms,
  type RepossessionOutcome,
  replayPlan,
  repossessionRefusal,
  rescheduleFacts,
  standingCharges,
  todayIn,
  toMajorString,
  undoRepossessionRefusal,
  withDownPayment,
  writtenOffShares,
} from '@cc/domain';
import { FAKE_MESSAGES, type FakeCaller, FakeFailure, notFound } from './fake-api';

/** The server's messages (SERVER_MESSAGES of @cc/contracts), with the overpayment text. */
export const LEDGER_MESSAGES = { ...SERVER_MESSAGES, overpayment: overpaymentMessage } as const;

const M = LEDGER_MESSAGES;

/**
 * An entry of the fake's charges ledger (late fees, docs/domain/late-fees.md), as the server's
 * `plan_charges` row: a CHARGE for one instalment, or a WAIVER / UNWAIVE of the charge `chargeId`.
 */
export interface FakeCharge {
  id: number;
  planId: number;
  kind: 'CHARGE' | 'WAIVER' | 'UNWAIVE';
  chargeId: number | null;
  installmentSequence: number;
  dueDate: string;
  /** Decimal text in the plan's currency. */
  amount: string;
  currency: DealCurrency;
  date: string;
  reason: string | null;
  byName: string | null;
  remainingAfter: string;
}

/** What the ledger reads and writes of the fake's data (a FakeDb fits; so does the demo builder's). */
export interface LedgerDb {
  deals: Deal[];
  payments: Payment[];
  /** The charges ledger (the demo builder has none). */
  charges?: FakeCharge[];
  /** The company's late-fee rule (off when absent). */
  lateFeeRule?: LateFeeRule;
  /** The fake's clearances (the demo builder has none). */
  clearances?: Clearance[];
  cars: Car[];
  persons: Person[];
  branches: Branch[];
  templates: Template[];
  company: CompanySettings | null;
  nextId(collection: string): number;
  now(): Date;
}

/**
 * Where a fresh company's number series start in the fake: the first contract is 1001 and the first
 * receipt 101, so a test's numbers never read like a count or an id (the server starts each at 1).
 */
const SERIES_START = { CONTRACT: 1000, AUTHORIZATION: 1000, RECEIPT: 100 } as const;

const minor = (amount: string, currency: DealCurrency): MinorUnits => {
  const parsed = parseMoney(amount, currency);
  if (!parsed.ok) throw new Error(`The fake holds an invalid amount: ${amount} ${currency}`);
  return parsed.value;
};
const major = (value: MinorUnits, currency: DealCurrency) => toMajorString(value, currency);

/** The company's day (its time zone) at the fake's "now". */
export const todayOf = (db: LedgerDb) => todayIn(db.company?.timeZone ?? DEFAULT_TIME_ZONE, db.now());

const invalid = (errors: FieldError[]) => new FakeFailure(400, FAKE_MESSAGES.validation, undefined, errors);
const conflict = (message: string) => new FakeFailure(409, message);

/** The deal of a kind by id (404 with the kind's message). */
export function findDeal(db: LedgerDb, kind: DealKind, id: number): Deal {
  const deal = db.deals.find((d) => d.id === id && d.kind === kind);
  if (!deal) throw notFound(kind === 'CONTRACT' ? M.contractNotFound : M.authorizationNotFound);
  return deal;
}

/** The deal of a payment plan (404 'خطة الدفع غير موجودة'). */
export function dealOfPlan(db: LedgerDb, planId: number): Deal {
  const deal = db.deals.find((d) => d.paymentPlan.id === planId);
  if (!deal) throw notFound(M.planNotFound);
  return deal;
}

/** The entries that count (isStanding of @cc/domain: neither a reversal entry nor reversed), in recorded order. */
export const standingPayments = (db: LedgerDb, planId: number) =>
  db.payments.filter((p) => p.planId === planId && isStanding(p)).sort((a, b) => a.id - b.id);

/**
 * Replays the plan's standing entries onto its instalments with @cc/domain's replayPlan (the down payment
 * is the first of them), as the server does after every write, and stores what it gives: each
 * instalment's paid amount and status, the plan's totals and status, the car's status. Answers what remains.
 */
export function replay(db: LedgerDb, deal: Deal): MinorUnits {
  const plan = deal.paymentPlan;
  const currency = deal.currency;
  const schedule = plan.installments.map((i) => ({
    id: i.id,
    sequence: i.sequence,
    dueDate: i.dueDate,
    amount: minor(i.amount, currency),
  }));
  const entries = standingPayments(db, plan.id).map((p) => ({
    id: p.id,
    amount: minor(p.amount, currency),
    entryKind: p.entryKind,
  }));
  const result = replayPlan(schedule, entries, plan.status, standingChargeLines(db, plan.id, currency));
  if (!result.ok) throw new Error(`The fake's ledger of plan ${plan.id} does not replay: ${result.code}`);
  const byId = new Map(result.value.installments.map((i) => [i.id, i]));
  for (const inst of plan.installments) {
    const allocated = byId.get(inst.id);
    if (!allocated) continue;
    inst.paidAmount = major(allocated.paidAmount, currency);
    inst.remainingAmount = major(allocated.remainingAmount, currency);
    inst.status = allocated.status;
  }
  const { paidAmount, discountAmount, writtenOffAmount, refundedAmount, chargeAmount, remainingAmount } =
    result.value.totals;
  plan.paidAmount = major(paidAmount, currency);
  plan.discountAmount = major(discountAmount, currency);
  plan.writtenOffAmount = major(writtenOffAmount, currency);
  plan.refundedAmount = major(refundedAmount, currency);
  plan.chargeAmount = major(chargeAmount, currency);
  plan.remainingAmount = major(remainingAmount, currency);
  plan.status = result.value.status;
  if (result.value.carStatus) setCarStatus(db, deal, result.value.carStatus);
  return remainingAmount;
}

/** The plan's standing charges (standingCharges of @cc/domain), as the replay settles them: after every instalment. */
export function standingChargeLines(db: LedgerDb, planId: number, currency: DealCurrency) {
  const rows = (db.charges ?? []).filter((c) => c.planId === planId);
  return standingCharges(rows.map((c) => ({ ...c, id: c.id, kind: c.kind, chargeId: c.chargeId }))).map(
    (c) => ({
      id: c.id,
      sequence: c.installmentSequence,
      amount: minor(c.amount, currency),
    }),
  );
}

/** Late fees owed on a deal: fees are settled after every instalment, so the least of them and what remains. */
export function owedLateFees(deal: Deal): string {
  const plan = deal.paymentPlan;
  const owed = Math.min(
    minor(plan.chargeAmount ?? '0', deal.currency),
    minor(plan.remainingAmount, deal.currency),
  );
  return major(owed, deal.currency);
}

function setCarStatus(db: LedgerDb, deal: Deal, status: Car['status']) {
  deal.car.status = status;
  const car = db.cars.find((c) => c.id === deal.car.id);
  if (car) Object.assign(car, { status, updatedAt: db.now().toISOString() });
}

/**
 * A deal as the server answers it: parties and car as they are now, each instalment's `overdue` and the
 * `nextDueDate` as of the company's today (the server computes them on every read).
 */
export function present(db: LedgerDb, deal: Deal): Deal {
  const today = todayOf(db);
  const copy = structuredClone(deal);
  const fresh = (party: DealParty | null): DealParty | null => {
    const person = party?.id ? db.persons.find((p) => p.id === party.id) : undefined;
    return person ? partyOf(person) : party;
  };
  copy.buyer = fresh(copy.buyer) ?? copy.buyer;
  copy.guarantor = fresh(copy.guarantor);
  if (copy.sellerType === 'PERSON') copy.seller = fresh(copy.seller) ?? copy.seller;
  const car = db.cars.find((c) => c.id === copy.car.id);
  if (car) copy.car = carOf(car);
  const plan = copy.paymentPlan;
  for (const inst of plan.installments) {
    const line = {
      dueDate: inst.dueDate,
      amount: minor(inst.amount, copy.currency),
      paidAmount: minor(inst.paidAmount, copy.currency),
    };
    inst.overdue = overdueOnPlan(plan.status, line, today);
  }
  const shares = writtenOffOf(copy);
  plan.installments.forEach((inst, k) => {
    if (shares[k]! > 0) inst.writtenOffAmount = major(shares[k]!, copy.currency);
  });
  copy.nextDueDate = nextDueDate(plan.status, plan.installments);
  return copy;
}

/** What the deal's write-off settled of each of its lines, in the order held (writtenOffShares of @cc/domain). */
export function writtenOffOf(deal: Deal): MinorUnits[] {
  const plan = deal.paymentPlan;
  const c = deal.currency;
  const writtenOff = minor(plan.writtenOffAmount, c);
  return writtenOffShares(
    plan.installments.map((i) => ({ paidAmount: minor(i.paidAmount, c) })),
    {
      writtenOff,
      settled: minor(plan.paidAmount, c) + minor(plan.discountAmount, c) + writtenOff,
      total: minor(plan.totalAmount, c),
    },
  );
}

export const partyOf = (p: Person): DealParty => ({
  id: p.id,
  fullName: p.fullName,
  phone: p.phone,
  nationalId: p.nationalId,
  address: p.address,
});

const carOf = (car: Car): Deal['car'] => ({
  id: car.id,
  name: car.name,
  model: car.model,
  year: car.model,
  color: car.color,
  type: car.type,
  plateNumber: car.plateNumber,
  chassisNumber: car.chassisNumber,
  status: car.status,
});

/** The next number of a company series (the largest used plus one). */
function nextNumber(db: LedgerDb, series: keyof typeof SERIES_START): number {
  const used =
    series === 'RECEIPT'
      ? db.payments.map((p) => p.receiptNumber)
      : db.deals.filter((d) => d.kind === series).map((d) => d.contractNumber);
  return Math.max(SERIES_START[series], ...used) + 1;
}

/** Instalment ids grow across every plan, as the server's serial column does. */
const lastInstallmentId = (db: LedgerDb) =>
  Math.max(0, ...db.deals.flatMap((d) => d.paymentPlan.installments.map((i) => i.id)));

const stepOf = (db: LedgerDb, currency: DealCurrency): MinorUnits => {
  const company = db.company;
  if (!company) return DEFAULT_ROUNDING_STEPS[currency];
  const step = parseMoney(currency === 'IQD' ? company.roundingStepIqd : company.roundingStepUsd, currency);
  return step.ok ? step.value : DEFAULT_ROUNDING_STEPS[currency];
};

/** The amount and schedule rules of a new deal (planTerms of @cc/domain, as the server's service calls it). */
function dealAmounts(db: LedgerDb, input: DealInput, contractDate: string) {
  const terms = planTerms({
    ...input,
    contractDate,
    roundingStep: stepOf(db, input.currency),
    remainder: db.company?.instalmentRemainder ?? 'LAST',
  });
  if (!terms.ok) throw invalid([...terms.errors]);
  return terms.value;
}

/** Whether the caller may record money received (mayRecordPayments of the server): no caller is the company account. */
export const mayRecordPayments = (caller: FakeCaller | undefined) =>
  caller?.kind !== 'staff' || caller.permissions.includes('UPDATE_INSTALLMENT');

/** Who recorded an entry, as the server names the caller's user. */
export const recorderOf = (caller: FakeCaller | undefined) =>
  caller?.kind === 'staff' ? { id: 2, fullName: 'موظف الحسابات' } : { id: 1, fullName: 'حساب الشركة' };

/**
 * POST /contracts and /authorizations: the server's checks in its order (CREATE_PAYMENT_PLAN for staff,
 * amounts and schedule, parties, branch, template, a Pending car), then the deal with the next number of
 * its series, its plan and schedule (the down payment its first line, due on the deal's date), and the
 * down payment recorded as the plan's first payment when the caller may record payments (the company
 * account, or staff with UPDATE_INSTALLMENT); else it stays due.
 */
export function createDeal(db: LedgerDb, kind: DealKind, input: DealInput, caller?: FakeCaller): Deal {
  if (caller?.kind === 'staff' && !caller.permissions.includes('CREATE_PAYMENT_PLAN'))
    throw new FakeFailure(403, FAKE_MESSAGES.forbidden, 'FORBIDDEN');
  const contractDate = input.contractDate ?? todayOf(db);
  const amounts = dealAmounts(db, input, contractDate);
  // What is paid at signing: the down payment less its deferred portions (باقي المقدمة).
  const atSigning = amounts.downPayment - deferredTotal(amounts.deferred);
  const sellerId = input.sellerType === 'PERSON' ? (input.sellerId ?? null) : null;
  if (sellerId !== null && input.guarantorId && sellerId === input.guarantorId)
    throw invalid([{ field: 'guarantorId', message: M.sellerIsGuarantor }]);
  const person = (id: number, message: string) => {
    const found = db.persons.find((p) => p.id === id);
    if (!found) throw notFound(message);
    return found;
  };
  const seller = sellerId !== null ? person(sellerId, M.sellerNotFound) : null;
  const buyer = person(input.buyerId, M.buyerNotFound);
  const guarantor = input.guarantorId ? person(input.guarantorId, M.guarantorNotFound) : null;
  const branch = input.branchId ? db.branches.find((b) => b.id === input.branchId) : null;
  if (input.branchId && !branch) throw notFound(M.branchNotFound);
  if (branch?.status === 'INACTIVE')
    throw new FakeFailure(409, M.branchInactive, 'CONFLICT', [
      { field: 'branchId', message: M.branchInactive },
    ]);
  if (input.templateId && !db.templates.some((t) => t.id === input.templateId))
    throw notFound(M.templateNotFound);
  const car = db.cars.find((c) => c.id === input.carId);
  if (!car) throw notFound(M.carNotFound);
  if (car.status !== 'Pending') throw conflict(M.carNotForSale);

  const company = db.company;
  const companyParty: DealParty = {
    id: null,
    fullName: company?.name ?? '',
    phone: company?.phone ?? null,
    nationalId: null,
    address: company?.address ?? null,
  };
  const currency = input.currency;
  const id = db.nextId('deals');
  const schedule = amounts.schedule;
  const lines = withDownPayment(schedule, amounts.downPayment, contractDate, amounts.deferred);
  const firstInstallmentId = lastInstallmentId(db) + 1;
  const recordsDown = atSigning > 0 && mayRecordPayments(caller);
  const deal: Deal = {
    id,
    kind,
    contractNumber: nextNumber(db, kind),
    contractDate,
    sellerType: input.sellerType,
    seller: seller ? partyOf(seller) : companyParty,
    buyer: partyOf(buyer),
    guarantor: guarantor ? partyOf(guarantor) : null,
    car: carOf(car),
    branch: branch ? { id: branch.id, name: branch.name } : null,
    templateId: input.templateId ?? null,
    notes: input.notes || null,
    currency,
    price: major(amounts.price, currency),
    priceInWords: amountInArabicWords(amounts.price, currency),
    status: 'ACTIVE',
    cancelReason: null,
    repossession: null,
    company: { name: companyParty.fullName, phone: companyParty.phone, address: companyParty.address },
    paymentPlan: {
      id,
      dealId: id,
      paymentType: input.paymentType,
      currency,
      totalAmount: major(amounts.price, currency),
      downPayment: major(amounts.downPayment, currency),
      paidAmount: major(0, currency),
      discountAmount: major(0, currency),
      writtenOffAmount: major(0, currency),
      refundedAmount: major(0, currency),
      chargeAmount: major(0, currency),
      remainingAmount: major(amounts.price, currency),
      status: 'ACTIVE',
      installmentCount: schedule.length,
      installmentAmount: major(schedule[0]?.amount ?? 0, currency),
      firstDueDate: schedule[0]?.dueDate ?? null,
      installments: lines.map((s, index) => ({
        id: firstInstallmentId + index,
        sequence: s.sequence,
        dueDate: s.dueDate,
        amount: major(s.amount, currency),
        paidAmount: major(0, currency),
        remainingAmount: major(s.amount, currency),
        status: 'PENDING',
        overdue: false,
      })),
    },
    nextDueDate: null,
    createdAt: db.now().toISOString(),
  };
  db.deals.push(deal);
  setCarStatus(db, deal, carStatusAtSale({ ...amounts, recordedAtSigning: recordsDown ? atSigning : 0 }));
  if (recordsDown) {
    recordPayment(db, deal, {
      amount: atSigning,
      method: 'CASH',
      paidAt: contractDate,
      note: null,
      isDownPayment: true,
      caller,
    });
  }
  return deal;
}

/** A payment to record, in minor units of the deal's currency. */
export interface NewPayment {
  amount: MinorUnits;
  method: PaymentMethod;
  paidAt: string;
  note: string | null;
  isDownPayment: boolean;
  caller?: FakeCaller | undefined;
  /** Money handed over in the other currency (`amount` is its conversion). */
  handed?: { amount: string; currency: DealCurrency; rate: string } | null;
}

function entryOf(db: LedgerDb, deal: Deal, amount: MinorUnits, caller: FakeCaller | undefined) {
  const receiptNumber = nextNumber(db, 'RECEIPT');
  const now = db.now().toISOString();
  return {
    id: db.nextId('payments'),
    receiptNumber,
    planId: deal.paymentPlan.id,
    dealId: deal.id,
    dealKind: deal.kind,
    contractNumber: deal.contractNumber,
    buyerName: deal.buyer.fullName,
    amount: major(amount, deal.currency),
    currency: deal.currency,
    amountInWords: amountInArabicWords(amount, deal.currency),
    recordedBy: recorderOf(caller),
    entryKind: 'PAYMENT' as const,
    reason: null,
    handedAmount: null,
    handedCurrency: null,
    exchangeRate: null,
    branch: deal.branch,
    createdAt: now,
    // A new entry stands, nothing reverses it, and only a recorded payment carries a note or is the down payment.
    note: null as string | null,
    isDownPayment: false,
    reversed: false,
    reversalOf: null,
    reversal: null,
    reversedAt: null as string | null,
    reverseReason: null as string | null,
  };
}

/** Adds an entry to the ledger and replays the deal's plan with it. */
function append(db: LedgerDb, deal: Deal, entry: Payment): Payment {
  db.payments.push(entry);
  replay(db, deal);
  return entry;
}

/** 409 of an entry admitEntry refused: on the amount's field when the amount is at fault (more than remains). */
const refused = (r: EntryRefusal) =>
  new FakeFailure(409, r.error, 'CONFLICT', r.field ? [{ field: r.field, message: r.error }] : undefined);

/**
 * Records a payment on the deal's plan: refused on a cancelled plan and when more than remains (409
 * naming the remaining amount, also as the amount's field error: admitEntry of @cc/domain), takes the
 * next receipt number, stores the balance after it, replays.
 */
export function recordPayment(db: LedgerDb, deal: Deal, input: NewPayment): Payment {
  const remaining = replay(db, deal);
  const plan = deal.paymentPlan;
  const admitted = admitEntry(
    { kind: 'PAYMENT', amount: input.amount },
    { status: plan.status, remainingAmount: remaining, currency: deal.currency },
  );
  if (!admitted.ok) throw refused(admitted);
  return append(db, deal, {
    ...entryOf(db, deal, input.amount, input.caller),
    kind: 'PAYMENT',
    method: input.method,
    paidAt: input.paidAt,
    note: input.note,
    isDownPayment: input.isDownPayment,
    remainingAfter: major(admitted.value.remainingAfter, deal.currency),
    handedAmount: input.handed?.amount ?? null,
    handedCurrency: input.handed?.currency ?? null,
    exchangeRate: input.handed?.rate ?? null,
  });
}

/**
 * A settlement discount (or, `kind: 'WRITE_OFF'`, a repossession's write-off): 409 on a plan that does
 * not take it or when more than remains; an entry of that kind with its reason, replayed.
 */
export function recordDiscount(
  db: LedgerDb,
  deal: Deal,
  input: {
    amount: MinorUnits;
    reason: string;
    caller?: FakeCaller | undefined;
    kind?: 'DISCOUNT' | 'WRITE_OFF';
  },
): Payment {
  const kind = input.kind ?? 'DISCOUNT';
  const remaining = replay(db, deal);
  const plan = deal.paymentPlan;
  const admitted = admitEntry(
    { kind, amount: input.amount },
    { status: plan.status, remainingAmount: remaining, currency: deal.currency },
  );
  if (!admitted.ok) throw refused(admitted);
  return append(db, deal, {
    ...entryOf(db, deal, input.amount, input.caller),
    kind,
    entryKind: kind,
    reason: input.reason,
    method: 'CASH',
    paidAt: todayOf(db),
    remainingAfter: major(admitted.value.remainingAfter, deal.currency),
  });
}

/**
 * Reverses a payment: 409 for a reversal entry, a payment already reversed or a cleared deal (admitReversal
 * of @cc/domain); else a new entry (same
 * amount and method, its own receipt number, the reason) pointing at the original, which is marked
 * reversed, and the plan replayed without it.
 */
export function reversePayment(
  db: LedgerDb,
  original: Payment,
  reason: string,
  caller?: FakeCaller,
): Payment {
  const deal = dealOfPlan(db, original.planId);
  const amount = minor(original.amount, deal.currency);
  // A cleared deal's ledger is closed until the clearance is voided.
  const clearanceStands = db.clearances?.some((c) => c.dealId === deal.id && !c.clearance.voided) ?? false;
  const remaining = replay(db, deal);
  const plan = deal.paymentPlan;
  const admitted = admitReversal(
    {
      kind: original.kind === 'REVERSAL' ? 'REVERSAL' : original.entryKind,
      reversed: original.reversed,
      amount,
    },
    {
      remainingAmount: remaining,
      clearanceStands,
      paidAmount: minor(plan.paidAmount, deal.currency),
      refundedAmount: minor(plan.refundedAmount, deal.currency),
    },
  );
  if (!admitted.ok) throw conflict(admitted.error);
  const base = entryOf(db, deal, amount, caller);
  const entry: Payment = {
    ...base,
    kind: 'REVERSAL',
    entryKind: original.entryKind,
    method: original.method,
    paidAt: todayOf(db),
    remainingAfter: major(admitted.value.remainingAfter, deal.currency),
    reversalOf: { id: original.id, receiptNumber: original.receiptNumber, paidAt: original.paidAt },
    reversedAt: base.createdAt,
    reverseReason: reason,
  };
  Object.assign(original, {
    reversed: true,
    reversal: { id: entry.id, receiptNumber: entry.receiptNumber, paidAt: entry.paidAt },
    reversedAt: entry.reversedAt,
    reverseReason: reason,
  });
  return append(db, deal, entry);
}

/** Cancels a deal: 409 when cancelled already or while standing payments exist; the car is for sale again. */
export function cancelDeal(db: LedgerDb, deal: Deal, reason: string): void {
  if (deal.paymentPlan.status === 'REPOSSESSED') throw conflict(MESSAGES.repossession.cancelRepossessed);
  const refusal = cancelRefusal(deal, standingPayments(db, deal.paymentPlan.id).length > 0);
  if (refusal) throw conflict(refusal.error);
  deal.status = 'CANCELLED';
  deal.cancelReason = reason;
  deal.paymentPlan.status = 'CANCELLED';
  setCarStatus(db, deal, 'Pending');
}

/**
 * Re-spreads the instalments nothing was paid on over a new count from a new first date (planReschedule
 * of @cc/domain with the company's step: the unpaid total kept); the down payment's line and the paid and
 * partly paid instalments stay.
 */
export function reschedule(
  db: LedgerDb,
  deal: Deal,
  body: { installmentCount: number; firstDueDate: string },
): void {
  const plan = deal.paymentPlan;
  const currency = deal.currency;
  const lines = plan.installments.map((i) => ({
    ...i,
    amount: minor(i.amount, currency),
    paidAmount: minor(i.paidAmount, currency),
    installment: i,
  }));
  const done = planReschedule(
    plan.status,
    rescheduleFacts(lines),
    body,
    stepOf(db, currency),
    db.company?.instalmentRemainder ?? 'LAST',
  );
  if (!done.ok) {
    throw done.field ? invalid([{ field: done.field, message: done.error }]) : conflict(done.error);
  }
  const { facts, schedule } = done.value;
  const firstId = lastInstallmentId(db);
  plan.installments = [
    ...(facts.down ? [facts.down.installment] : []),
    ...facts.kept.map((l) => l.installment),
    ...schedule.map((s, index) => ({
      id: firstId + index + 1,
      sequence: s.sequence,
      dueDate: s.dueDate,
      amount: major(s.amount, currency),
      paidAmount: major(0, currency),
      remainingAmount: major(s.amount, currency),
      status: 'PENDING' as const,
      overdue: false,
    })),
  ];
  plan.installmentCount = done.value.installmentCount;
  plan.installmentAmount = major(done.value.installmentAmount, currency);
  plan.firstDueDate = done.value.firstDueDate ?? plan.firstDueDate;
  replay(db, deal);
}

/**
 * Repossesses a deal's car as the server does (docs/domain/repossession.md): only while its plan is
 * ACTIVE (409), the plan REPOSSESSED, the car Pending, and with `WRITE_OFF` a write-off of all that remains.
 */
export function repossess(
  db: LedgerDb,
  deal: Deal,
  input: { reason: string; outcome: RepossessionOutcome; caller?: FakeCaller | undefined },
): void {
  const remaining = replay(db, deal);
  const refusal = repossessionRefusal({ planStatus: deal.paymentPlan.status });
  if (refusal) throw conflict(refusal.error);
  deal.repossession = { date: todayOf(db), reason: input.reason, outcome: input.outcome };
  deal.paymentPlan.status = 'REPOSSESSED';
  setCarStatus(db, deal, 'Pending');
  if (input.outcome === 'WRITE_OFF' && remaining > 0) {
    recordDiscount(db, deal, {
      amount: remaining,
      reason: input.reason,
      caller: input.caller,
      kind: 'WRITE_OFF',
    });
  }
}

/**
 * Undoes a repossession as the server does: 409 unless repossessed, while a refund stands, or once the
 * car is no longer Pending; the write-offs reversed with the undo's reason, the plan ACTIVE (or PAID).
 */
export function undoRepossession(
  db: LedgerDb,
  deal: Deal,
  input: { reason: string; caller?: FakeCaller | undefined },
): void {
  replay(db, deal);
  const plan = deal.paymentPlan;
  const car = db.cars.find((c) => c.id === deal.car.id);
  const refusal = undoRepossessionRefusal({
    planStatus: plan.status,
    refundedAmount: minor(plan.refundedAmount, deal.currency),
    carAvailable: (car?.status ?? deal.car.status) === 'Pending',
  });
  if (refusal) throw conflict(refusal.error);
  deal.repossession = null;
  plan.status = 'ACTIVE';
  setCarStatus(db, deal, 'Active');
  for (const w of standingPayments(db, plan.id).filter((p) => p.entryKind === 'WRITE_OFF')) {
    const amount = minor(w.amount, deal.currency);
    const base = entryOf(db, deal, amount, input.caller);
    const entry: Payment = {
      ...base,
      kind: 'REVERSAL',
      entryKind: 'WRITE_OFF',
      method: 'CASH',
      paidAt: todayOf(db),
      remainingAfter: major(minor(plan.remainingAmount, deal.currency) + amount, deal.currency),
      reversalOf: { id: w.id, receiptNumber: w.receiptNumber, paidAt: w.paidAt },
      reversedAt: base.createdAt,
      reverseReason: input.reason,
    };
    Object.assign(w, {
      reversed: true,
      reversal: { id: entry.id, receiptNumber: entry.receiptNumber, paidAt: entry.paidAt },
      reversedAt: entry.reversedAt,
      reverseReason: input.reason,
    });
    append(db, deal, entry);
  }
  replay(db, deal);
}

/** Money handed back to the buyer of a repossessed car: at most what was paid and not handed back (409); settles nothing. */
export function recordRefund(
  db: LedgerDb,
  deal: Deal,
  input: {
    amount: MinorUnits;
    method: PaymentMethod;
    reason: string;
    paidAt: string;
    caller?: FakeCaller | undefined;
  },
): Payment {
  const remaining = replay(db, deal);
  const plan = deal.paymentPlan;
  const admitted = admitEntry(
    { kind: 'REFUND', amount: input.amount },
    {
      status: plan.status,
      remainingAmount: remaining,
      currency: deal.currency,
      paidAmount: minor(plan.paidAmount, deal.currency),
      refundedAmount: minor(plan.refundedAmount, deal.currency),
    },
  );
  if (!admitted.ok) throw refused(admitted);
  return append(db, deal, {
    ...entryOf(db, deal, input.amount, input.caller),
    kind: 'REFUND',
    entryKind: 'REFUND',
    reason: input.reason,
    method: input.method,
    paidAt: input.paidAt,
    remainingAfter: major(admitted.value.remainingAfter, deal.currency),
  });
}
