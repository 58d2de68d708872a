import type { RepossessionOutcome } from '@cc/domain';
import type { DealKind, InstallmentStatusName, PaymentType, PlanStatus, SellerType } from './deals';
import type { PaymentMethod } from './payments';

/**
 * The Arabic labels of the API's coded values, one list for every screen and the print page.
 *
 * @example
 * ```ts
 * PLAN_STATUS_LABELS.PAID; // 'مسدد بالكامل'
 * ```
 */
export const PLAN_STATUS_LABELS: Readonly<Record<PlanStatus, string>> = {
  ACTIVE: 'قيد التسديد',
  PAID: 'مسدد بالكامل',
  CANCELLED: 'ملغى',
  REPOSSESSED: 'مسترجعة',
};
/** What became of what remained when a car was repossessed. */
export const REPOSSESSION_OUTCOME_LABELS: Readonly<Record<RepossessionOutcome, string>> = {
  WRITE_OFF: 'شُطب المتبقي',
  KEEP_DEBT: 'بقي المتبقي ديناً على المشتري',
};
export const INSTALLMENT_STATUS_LABELS: Readonly<Record<InstallmentStatusName, string>> = {
  PENDING: 'غير مدفوع',
  PARTIAL: 'مدفوع جزئياً',
  PAID: 'مدفوع',
};
export const PAYMENT_TYPE_LABELS: Readonly<Record<PaymentType, string>> = {
  CASH: 'نقداً',
  INSTALLMENTS: 'أقساط',
};
export const PAYMENT_METHOD_LABELS: Readonly<Record<PaymentMethod, string>> = {
  CASH: 'نقداً',
  TRANSFER: 'تحويل',
};
export const SELLER_TYPE_LABELS: Readonly<Record<SellerType, string>> = { COMPANY: 'الشركة', PERSON: 'شخص' };
export const DEAL_KIND_LABELS: Readonly<Record<DealKind, string>> = {
  CONTRACT: 'عقد',
  AUTHORIZATION: 'وكالة',
};

/**
 * A deal named with its kind: contracts and authorizations are numbered each in their own series, so a
 * number alone is ambiguous wherever both kinds appear (lists, pickers, notifications, exports, print).
 *
 * @example
 * ```ts
 * dealName('AUTHORIZATION', 4); // 'وكالة رقم 4'
 * ```
 */
export const dealName = (kind: DealKind, contractNumber: number): string =>
  `${DEAL_KIND_LABELS[kind]} رقم ${contractNumber}`;
