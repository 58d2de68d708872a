import type { IsoDate } from './dates';
import { ALLOCATION_MESSAGES } from './messages/allocation';
import type { MinorUnits } from './money';
import { type Err, err, type Ok, ok } from './result';

/**
 * The payment state of one instalment.
 *
 * @example
 * ```ts
 * installmentStatus(1000, 400); // 'PARTIAL'
 * ```
 */
export type InstallmentStatus = 'PENDING' | 'PARTIAL' | 'PAID';

/** What allocation needs of an instalment; other fields are carried through. @example `{ sequence: 1, dueDate: '2025-01-31', amount: 1000 }` */
export interface InstallmentInput {
  readonly sequence: number;
  readonly dueDate: IsoDate;
  readonly amount: MinorUnits;
}

/** What allocation needs of a payment, in the deal's currency. @example `{ id: 7, amount: 1500, reversed: false }` */
export interface PaymentInput {
  readonly id: string | number;
  readonly amount: MinorUnits;
  /** A reversed payment counts for nothing (its reversal entry is not passed in at all). */
  readonly reversed?: boolean;
}

/** An instalment with what has been allocated to it. @example `{ sequence: 1, dueDate: '2025-01-31', amount: 1000, paidAmount: 400, remainingAmount: 600, status: 'PARTIAL' }` */
export type AllocatedInstallment<I extends InstallmentInput = InstallmentInput> = I & {
  readonly paidAmount: MinorUnits;
  readonly remainingAmount: MinorUnits;
  readonly status: InstallmentStatus;
};

/**
 * A charge on a plan (a late fee), settled after every instalment, in the order given: `sequence` is
 * the instalment it was charged for.
 *
 * @example `{ id: 3, sequence: 2, amount: 25000 }`
 */
export interface ChargeInput {
  readonly id: string | number;
  readonly sequence: number;
  readonly amount: MinorUnits;
}

/** A charge with what has been allocated to it. @example `{ id: 3, sequence: 2, amount: 25000, paidAmount: 0, remainingAmount: 25000, status: 'PENDING' }` */
export type AllocatedCharge<C extends ChargeInput = ChargeInput> = C & {
  readonly paidAmount: MinorUnits;
  readonly remainingAmount: MinorUnits;
  readonly status: InstallmentStatus;
};

/**
 * The part of a payment that went to one instalment, or to the charge `chargeId` made for the
 * instalment `sequence`.
 *
 * @example `{ sequence: 2, amount: 500 }`
 */
export interface PaymentSplit {
  readonly sequence: number;
  readonly amount: MinorUnits;
  readonly chargeId?: string | number;
}

/** A payment with how it was split, and what remained of the plan right after it. @example `{ id: 7, amount: 1500, reversed: false, splits: [...], remainingAfter: 500 }` */
export type AllocatedPayment<P extends PaymentInput = PaymentInput> = P & {
  readonly reversed: boolean;
  /** In due order; empty for a reversed payment. */
  readonly splits: readonly PaymentSplit[];
  /** The plan's remaining amount after this payment (unchanged by a reversed one). */
  readonly remainingAfter: MinorUnits;
};

/**
 * Plan totals after allocation: `totalAmount` of the instalments, `chargeAmount` of the charges,
 * `paidAmount` settled of both; paid + remaining = total + charges.
 *
 * @example `{ totalAmount: 3000, chargeAmount: 0, paidAmount: 1500, remainingAmount: 1500 }`
 */
export interface AllocationTotals {
  readonly totalAmount: MinorUnits;
  readonly chargeAmount: MinorUnits;
  readonly paidAmount: MinorUnits;
  readonly remainingAmount: MinorUnits;
}

/** The answer of {@link allocatePayments} when it succeeds. @example `allocation.totals.remainingAmount` */
export interface Allocation<
  I extends InstallmentInput = InstallmentInput,
  P extends PaymentInput = PaymentInput,
  C extends ChargeInput = ChargeInput,
> {
  /** In due order: dueDate, then sequence. */
  readonly installments: AllocatedInstallment<I>[];
  /** In the order given, after every instalment. */
  readonly charges: AllocatedCharge<C>[];
  /** In the order given (the order recorded). */
  readonly payments: AllocatedPayment<P>[];
  readonly totals: AllocationTotals;
}

/** Why {@link allocatePayments} refused. @example `const c: AllocationErrorCode = 'OVERPAYMENT';` */
export type AllocationErrorCode = 'INVALID_INSTALLMENT' | 'INVALID_PAYMENT' | 'OVERPAYMENT';

/** The refusal of {@link allocatePayments}, naming the payment at fault when there is one. @example `if (!r.ok) console.log(r.paymentId);` */
export interface AllocationError extends Err<AllocationErrorCode> {
  readonly paymentId?: string | number;
}

/** The answer of {@link allocatePayments}. @example `const r: AllocationResult = allocatePayments(installments, payments);` */
export type AllocationResult<
  I extends InstallmentInput = InstallmentInput,
  P extends PaymentInput = PaymentInput,
  C extends ChargeInput = ChargeInput,
> = Ok<Allocation<I, P, C>> | AllocationError;

/**
 * The status of an instalment from its amount and what was paid on it.
 *
 * @example
 * ```ts
 * installmentStatus(1000, 0);    // 'PENDING'
 * installmentStatus(1000, 1000); // 'PAID'
 * ```
 */
export function installmentStatus(amount: MinorUnits, paidAmount: MinorUnits): InstallmentStatus {
  if (paidAmount >= amount) return 'PAID';
  return paidAmount > 0 ? 'PARTIAL' : 'PENDING';
}

/**
 * Replays payments, in the order they were recorded, onto the instalments, earliest due first (then by
 * sequence), and then onto the charges (late fees) in the order given; each payment fills the earliest
 * unpaid line and spills over to the next. So a charge is paid only once every instalment is: money goes
 * to the price first. Reversed payments are skipped. Pure and derived: the server stores payments, not
 * allocations, and calls this after every write; the browser shows the same result.
 *
 * It never over-fills. A payment larger than what remains at its turn is refused with an error result
 * (`code: 'OVERPAYMENT'`, `paymentId` set) rather than thrown, because the server checks the same before
 * recording (409) and a refusal here means stored data disagrees with the rule. Amounts that are not
 * safe integers (payments and charges must also be positive) are refused too.
 *
 * @example
 * ```ts
 * const r = allocatePayments(
 *   [{ sequence: 1, dueDate: '2025-01-31', amount: 1000 }, { sequence: 2, dueDate: '2025-02-28', amount: 1000 }],
 *   [{ id: 1, amount: 1500 }, { id: 2, amount: 300, reversed: true }],
 * );
 * // r.value.installments.map((i) => i.status) → ['PAID', 'PARTIAL']
 * // r.value.payments[0].splits → [{ sequence: 1, amount: 1000 }, { sequence: 2, amount: 500 }]
 * // r.value.totals → { totalAmount: 2000, chargeAmount: 0, paidAmount: 1500, remainingAmount: 500 }
 * ```
 */
export function allocatePayments<I extends InstallmentInput, P extends PaymentInput, C extends ChargeInput>(
  installments: readonly I[],
  payments: readonly P[],
  charges: readonly C[] = [],
): AllocationResult<I, P, C> {
  let totalAmount = 0;
  for (const inst of installments) {
    if (!Number.isSafeInteger(inst.amount) || inst.amount < 0) {
      return err('INVALID_INSTALLMENT', ALLOCATION_MESSAGES.invalidInstallment);
    }
    totalAmount += inst.amount;
  }
  let chargeAmount = 0;
  for (const charge of charges) {
    if (!Number.isSafeInteger(charge.amount) || charge.amount <= 0) {
      return err('INVALID_INSTALLMENT', ALLOCATION_MESSAGES.invalidInstallment);
    }
    chargeAmount += charge.amount;
  }
  if (!Number.isSafeInteger(totalAmount + chargeAmount))
    return err('INVALID_INSTALLMENT', ALLOCATION_MESSAGES.invalidInstallment);

  const ordered = [...installments].sort(byDueOrder);
  // The lines in the order they are filled: the instalments, then the charges.
  const lines: { sequence: number; amount: MinorUnits; chargeId?: string | number }[] = [
    ...ordered.map((i) => ({ sequence: i.sequence, amount: i.amount })),
    ...charges.map((c) => ({ sequence: c.sequence, amount: c.amount, chargeId: c.id })),
  ];
  const paid = lines.map(() => 0);
  let cursor = 0; // first line not yet fully paid
  let remaining = totalAmount + chargeAmount;
  const allocatedPayments: AllocatedPayment<P>[] = [];

  for (const payment of payments) {
    const reversed = payment.reversed === true;
    if (!Number.isSafeInteger(payment.amount) || payment.amount <= 0) {
      return { ...err('INVALID_PAYMENT', ALLOCATION_MESSAGES.invalidPayment), paymentId: payment.id };
    }
    if (reversed) {
      allocatedPayments.push({ ...payment, reversed, splits: [], remainingAfter: remaining });
      continue;
    }
    if (payment.amount > remaining) {
      return { ...err('OVERPAYMENT', ALLOCATION_MESSAGES.overpayment), paymentId: payment.id };
    }
    const splits: PaymentSplit[] = [];
    let left = payment.amount;
    while (left > 0) {
      const line = lines[cursor]!; // exists: left ≤ remaining, the sum of what is still open
      const take = Math.min(left, line.amount - paid[cursor]!);
      if (take > 0) {
        paid[cursor]! += take;
        left -= take;
        splits.push(
          line.chargeId === undefined
            ? { sequence: line.sequence, amount: take }
            : { sequence: line.sequence, amount: take, chargeId: line.chargeId },
        );
      }
      if (paid[cursor] === line.amount) cursor++;
    }
    remaining -= payment.amount;
    allocatedPayments.push({ ...payment, reversed, splits, remainingAfter: remaining });
  }

  const settled = <T extends { amount: MinorUnits }>(line: T, paidAmount: MinorUnits) => ({
    ...line,
    paidAmount,
    remainingAmount: line.amount - paidAmount,
    status: installmentStatus(line.amount, paidAmount),
  });
  return ok({
    installments: ordered.map((inst, i) => settled(inst, paid[i]!)),
    charges: charges.map((charge, i) => settled(charge, paid[ordered.length + i]!)),
    payments: allocatedPayments,
    totals: {
      totalAmount,
      chargeAmount,
      paidAmount: totalAmount + chargeAmount - remaining,
      remainingAmount: remaining,
    },
  });
}

/** The order lines are filled in: earliest due first, then by sequence (the down payment's line 0 first). */
export function byDueOrder(a: InstallmentInput, b: InstallmentInput): number {
  if (a.dueDate !== b.dueDate) return a.dueDate < b.dueDate ? -1 : 1;
  return a.sequence - b.sequence;
}

/**
 * Whether an instalment is overdue: due strictly before today (in the company's time zone, see
 * {@link todayIn}) and not fully paid.
 *
 * @example
 * ```ts
 * isOverdue({ dueDate: '2025-01-31', amount: 1000, paidAmount: 400 }, '2025-02-01'); // true
 * isOverdue({ dueDate: '2025-01-31', amount: 1000, paidAmount: 400 }, '2025-01-31'); // false
 * ```
 */
export function isOverdue(
  installment: { readonly dueDate: IsoDate; readonly amount: MinorUnits; readonly paidAmount: MinorUnits },
  today: IsoDate,
): boolean {
  return installment.dueDate < today && installment.paidAmount < installment.amount;
}

/**
 * The computed status of a plan from its totals: PAID when nothing remains, else ACTIVE. (CANCELLED
 * comes from the deal, never from amounts.)
 *
 * @example
 * ```ts
 * planStatus({ remainingAmount: 0 });   // 'PAID'
 * planStatus({ remainingAmount: 500 }); // 'ACTIVE'
 * ```
 */
export function planStatus(totals: { readonly remainingAmount: MinorUnits }): 'ACTIVE' | 'PAID' {
  return totals.remainingAmount <= 0 ? 'PAID' : 'ACTIVE';
}
