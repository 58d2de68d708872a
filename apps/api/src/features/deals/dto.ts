import type { Deal, DealParty, Installment, InstallmentRow, Payment, PaymentPlan } from '@cc/contracts';
import {
  amountInArabicWords,
  type Currency,
  nextDueDate,
  overdueOnPlan,
  type PlanStatus,
  toMajorString,
  writtenOffShares,
} from '@cc/domain';
import type { cars, persons } from '../../db/schema';
import type { CompanyInfo, DealRow, InstallmentDbRow, PaymentRow, PlanRow } from './repository';

// Rows to the answers' shapes: amounts from integer minor units to decimal strings of the currency. The
// rows are what the reads (deal-reads.ts, installment-reads.ts, payment-reads.ts) select.

/** A party of a deal as a deal row carries it. */
export type PartyRow = Pick<
  typeof persons.$inferSelect,
  'id' | 'fullName' | 'phone' | 'nationalId' | 'address'
>;

/** A deal with its plan, parties, car and branch (deal-reads.ts). */
export interface DealJoinRow {
  deal: DealRow;
  seller: PartyRow | null;
  buyer: PartyRow;
  guarantor: PartyRow | null;
  car: Pick<
    typeof cars.$inferSelect,
    'id' | 'name' | 'model' | 'color' | 'type' | 'plateNumber' | 'chassisNumber' | 'status'
  >;
  branch: { id: number; name: string } | null;
  plan: PlanRow;
}

/** A deal row with its plan's instalments in due order (a list's page and a deal's page, one statement). */
export interface DealPageRow extends DealJoinRow {
  installments: InstallmentDbRow[];
}

/** A row of GET /installments as read: the instalment, its deal, buyer and car (installment-reads.ts). */
export interface InstallmentJoinRow {
  inst: InstallmentDbRow;
  dealId: number;
  dealKind: DealRow['kind'];
  contractNumber: number;
  currency: DealRow['currency'];
  buyer: { id: number; fullName: string; phone: string | null };
  car: { id: number; name: string; plateNumber: string };
  /** Late fees owed on the plan (fees are settled after every instalment: the least of them and what remains). */
  lateFees: number;
}

/** The other end of a reversal as a ledger row carries it. */
interface EntryLink {
  id: number;
  receiptNumber: number;
  paidAt: string;
}

/**
 * A ledger entry with its deal, buyer, recorder, branch and either end of its reversal (payment-reads.ts).
 * The reversal entry's time is a Date, or its ISO text when read as JSON.
 */
export interface PaymentJoinRow {
  p: PaymentRow;
  dealId: number;
  dealKind: DealRow['kind'];
  contractNumber: number;
  buyerName: string;
  recorder: { id: number; fullName: string } | null;
  reversal: (EntryLink & { reason: string | null; createdAt: Date | string }) | null;
  reversalOf: EntryLink | null;
  branch: { id: number; name: string } | null;
}

const money = (minor: number, currency: string) => toMajorString(minor, currency as Currency);

/**
 * An instalment as answered, `overdue` as of today on a plan of status `planStatus` (overdueOnPlan of
 * @cc/domain: only an ACTIVE plan owes anything; the lists' overdue filters say the same). A row of
 * GET /installments is of a plan not cancelled, so ACTIVE or PAID (where nothing is unpaid).
 */
export function toInstallment(
  i: InstallmentDbRow,
  currency: string,
  today: string,
  planStatus: PlanStatus = 'ACTIVE',
): Installment {
  return {
    id: i.id,
    sequence: i.sequence,
    dueDate: i.dueDate,
    amount: money(i.amount, currency),
    paidAmount: money(i.paidAmount, currency),
    remainingAmount: money(i.amount - i.paidAmount, currency),
    status: i.status,
    overdue: overdueOnPlan(planStatus, i, today),
  };
}

/** A row of GET /installments: the instalment with its deal, buyer and car. */
export function toInstallmentRow(r: InstallmentJoinRow, today: string): InstallmentRow {
  return {
    ...toInstallment(r.inst, r.currency, today),
    planId: r.inst.planId,
    dealId: r.dealId,
    dealKind: r.dealKind,
    contractNumber: r.contractNumber,
    currency: r.currency,
    buyer: r.buyer,
    car: r.car,
    lateFees: money(r.lateFees, r.currency),
  };
}

/** The lines of a plan whose repossession wrote something off, each with its share (writtenOffShares of @cc/domain). */
function withWrittenOff(lines: Installment[], insts: InstallmentDbRow[], plan: PlanRow): Installment[] {
  if (plan.writtenOffAmount <= 0) return lines;
  const shares = writtenOffShares(insts, {
    writtenOff: plan.writtenOffAmount,
    settled: plan.paidAmount + plan.discountAmount + plan.writtenOffAmount,
    total: plan.totalAmount,
  });
  return lines.map((line, k) =>
    shares[k]! > 0 ? { ...line, writtenOffAmount: money(shares[k]!, plan.currency) } : line,
  );
}

export function toPlan(plan: PlanRow, insts: InstallmentDbRow[], today: string): PaymentPlan {
  const c = plan.currency;
  return {
    id: plan.id,
    dealId: plan.dealId,
    paymentType: plan.paymentType,
    currency: plan.currency,
    totalAmount: money(plan.totalAmount, c),
    downPayment: money(plan.downPayment, c),
    paidAmount: money(plan.paidAmount, c),
    discountAmount: money(plan.discountAmount, c),
    writtenOffAmount: money(plan.writtenOffAmount, c),
    refundedAmount: money(plan.refundedAmount, c),
    chargeAmount: money(plan.chargeAmount, c),
    remainingAmount: money(plan.remainingAmount, c),
    status: plan.status,
    installmentCount: plan.installmentCount,
    installmentAmount: money(plan.installmentAmount, c),
    firstDueDate: plan.firstDueDate,
    installments: withWrittenOff(
      insts.map((i) => toInstallment(i, c, today, plan.status)),
      insts,
      plan,
    ),
  };
}

export function toDeal(
  row: DealJoinRow,
  insts: InstallmentDbRow[],
  company: CompanyInfo,
  today: string,
): Deal {
  const d = row.deal;
  const companyParty: DealParty = {
    id: null,
    fullName: company.name,
    phone: company.phone,
    nationalId: null,
    address: company.address,
  };
  const plan = toPlan(row.plan, insts, today);
  return {
    id: d.id,
    kind: d.kind,
    contractNumber: d.contractNumber,
    contractDate: d.contractDate,
    sellerType: d.sellerType,
    seller: d.sellerType === 'COMPANY' || !row.seller ? companyParty : (row.seller as DealParty),
    buyer: row.buyer as DealParty,
    guarantor: row.guarantor?.id ? (row.guarantor as DealParty) : null,
    car: { ...row.car, year: row.car.model },
    branch: row.branch ?? null,
    templateId: d.templateId,
    notes: d.notes,
    currency: d.currency,
    price: money(d.price, d.currency),
    priceInWords: amountInArabicWords(d.price, d.currency as Currency),
    status: d.status,
    cancelReason: d.cancelReason,
    repossession:
      d.repossessedAt && d.repossessionReason && d.repossessionOutcome
        ? { date: d.repossessedAt, reason: d.repossessionReason, outcome: d.repossessionOutcome }
        : null,
    company: { name: company.name, phone: company.phone, address: company.address },
    paymentPlan: plan,
    nextDueDate: nextDueDate(row.plan.status, insts),
    createdAt: d.createdAt.toISOString(),
  };
}

/** A ledger entry as answered, but for its amount in words (which the CSV export does not write). */
export type PaymentEntry = Omit<Payment, 'amountInWords'>;

export function toPayment(r: PaymentJoinRow): Payment {
  return { ...toPaymentEntry(r), amountInWords: amountInArabicWords(r.p.amount, r.p.currency as Currency) };
}

/** {@link toPayment} without the amount in words: spelling it out was most of an export's time. */
export function toPaymentEntry(r: PaymentJoinRow): PaymentEntry {
  const p = r.p;
  const isReversal = p.reversalOfId !== null;
  const reversal = r.reversal?.id ? r.reversal : null;
  return {
    id: p.id,
    kind: isReversal ? 'REVERSAL' : p.entryKind,
    receiptNumber: p.receiptNumber,
    planId: p.planId,
    dealId: r.dealId,
    dealKind: r.dealKind,
    contractNumber: r.contractNumber,
    buyerName: r.buyerName,
    amount: money(p.amount, p.currency),
    currency: p.currency,
    method: p.method,
    paidAt: p.paidAt,
    note: p.note,
    isDownPayment: p.isDownPayment,
    remainingAfter: money(p.remainingAfter, p.currency),
    reversed: reversal !== null,
    reversalOf:
      isReversal && r.reversalOf?.id
        ? { id: r.reversalOf.id, receiptNumber: r.reversalOf.receiptNumber, paidAt: r.reversalOf.paidAt }
        : null,
    reversal: reversal
      ? { id: reversal.id, receiptNumber: reversal.receiptNumber, paidAt: reversal.paidAt }
      : null,
    reversedAt: isReversal
      ? p.createdAt.toISOString()
      : reversal
        ? new Date(reversal.createdAt).toISOString()
        : null,
    reverseReason: isReversal ? p.reason : (reversal?.reason ?? null),
    recordedBy: r.recorder?.id ? r.recorder : null,
    entryKind: p.entryKind,
    reason: isReversal ? null : p.reason,
    handedAmount:
      p.handedAmount !== null && p.handedCurrency ? money(p.handedAmount, p.handedCurrency) : null,
    handedCurrency: p.handedCurrency,
    exchangeRate: p.exchangeRate === null ? null : rateText(p.exchangeRate),
    branch: r.branch?.id ? r.branch : null,
    createdAt: p.createdAt.toISOString(),
  };
}

/** A stored rate ('1310.0000') as typed ('1310', '1462.5'). */
const rateText = (stored: string) => (stored.includes('.') ? stored.replace(/\.?0+$/, '') : stored);
