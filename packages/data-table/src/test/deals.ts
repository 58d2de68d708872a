import type { Deal, Installment } from '@cc/contracts';
import { DEMO_CARS } from '@cc/resources/testing';
import type { ColumnDef } from '../types';

/** Columns of a deals list (rows whose instalments expand: paymentPlan.installments). */
export const DEAL_COLUMNS: ColumnDef<Deal>[] = [
  { key: 'contractNumber', title: 'رقم العقد', kind: 'number' },
  { key: 'buyer.fullName', title: 'اسم المشتري' },
  { key: 'car.name', title: 'السيارة' },
  { key: 'price', title: 'السعر', kind: 'amount' },
];

/** An instalment of 1,250,000 IQD: paid, partly paid (500,000) or unpaid. */
export function installment(sequence: number, dueDate: string, status: Installment['status']): Installment {
  const paid = { PAID: 1_250_000, PARTIAL: 500_000, PENDING: 0 }[status];
  return {
    id: sequence,
    sequence,
    dueDate,
    amount: '1250000',
    paidAmount: String(paid),
    remainingAmount: String(1_250_000 - paid),
    status,
    overdue: false,
  };
}

/** A contract of 5,000,000 IQD on the first demo car, with the given instalments. */
export function deal(id: number, installments: Installment[]): Deal {
  const car = DEMO_CARS[0]!;
  const party = { id, fullName: `مشتري ${id}`, phone: null, nationalId: null, address: null };
  return {
    id,
    kind: 'CONTRACT',
    contractNumber: id,
    contractDate: '2026-01-15',
    sellerType: 'COMPANY',
    seller: { ...party, fullName: 'الشركة' },
    buyer: party,
    guarantor: null,
    car: { ...car, year: car.model },
    branch: null,
    templateId: null,
    notes: null,
    currency: 'IQD',
    price: '5000000',
    priceInWords: 'خمسة ملايين دينار',
    status: 'ACTIVE',
    cancelReason: null,
    repossession: null,
    company: { name: 'الشركة', phone: null, address: null },
    paymentPlan: {
      id,
      dealId: id,
      paymentType: 'INSTALLMENTS',
      currency: 'IQD',
      totalAmount: '5000000',
      downPayment: '0',
      paidAmount: '0',
      discountAmount: '0',
      writtenOffAmount: '0',
      refundedAmount: '0',
      chargeAmount: '0',
      remainingAmount: '5000000',
      status: 'ACTIVE',
      installmentCount: installments.length,
      installmentAmount: '1250000',
      firstDueDate: installments[0]?.dueDate ?? null,
      installments,
    },
    nextDueDate: null,
    createdAt: '2026-01-15T09:00:00.000Z',
  };
}
