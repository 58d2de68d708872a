import { FIELD_ITEM_SIZE, TABLE_ITEM_SIZE } from './constants';

/** A data field that can be placed on a template. */
export interface FieldDef {
  /** Path resolved in the contract record at print time, e.g. `buyer.fullName`. */
  id: string;
  /** Arabic label shown in the side list and on the canvas. */
  label: string;
  /** `TABLE` for the instalment table; default `FIELD`. */
  kind?: 'FIELD' | 'TABLE';
  /** Size when dropped; default 200x40 (a table 714x240). */
  width?: number;
  height?: number;
}

/** The 19 fields of spec §3 with the labels of strings.md. */
export const SPEC_FIELDS: readonly FieldDef[] = [
  { id: 'contractDate', label: 'تاريخ العقد' },
  { id: 'contractNumber', label: 'رقم العقد' },
  { id: 'seller.fullName', label: 'اسم البائع' },
  { id: 'seller.phone', label: 'هاتف البائع' },
  { id: 'seller.nationalId', label: 'رقم هوية البائع' },
  { id: 'seller.address', label: 'عنوان البائع' },
  { id: 'buyer.fullName', label: 'اسم المشتري' },
  { id: 'buyer.phone', label: 'هاتف المشتري' },
  { id: 'buyer.nationalId', label: 'رقم هوية المشتري' },
  { id: 'buyer.address', label: 'عنوان المشتري' },
  { id: 'car.model', label: 'الموديل' },
  { id: 'car.plateNumber', label: 'رقم اللوحة' },
  { id: 'car.color', label: 'لون السيارة' },
  { id: 'car.year', label: 'سنة الصنع' },
  { id: 'car.chassisNumber', label: 'رقم الشاصي' },
  { id: 'paymentPlan.status', label: 'حالة الدفع' },
  { id: 'paymentPlan.paidAmount', label: 'المبلغ المدفوع' },
  { id: 'paymentPlan.remainingAmount', label: 'المبلغ المتبقي' },
  { id: 'paymentPlan.paymentType', label: 'طريقة الدفع' },
];

/** The fields domain.md §5 adds beyond the spec, the instalment table last. */
export const EXTRA_FIELDS: readonly FieldDef[] = [
  { id: 'price', label: 'السعر' },
  { id: 'currency', label: 'العملة' },
  { id: 'downPayment', label: 'المقدمة' },
  { id: 'installmentCount', label: 'عدد الأقساط' },
  { id: 'installmentAmount', label: 'مبلغ القسط' },
  { id: 'firstDueDate', label: 'تاريخ أول قسط' },
  { id: 'amountInWords', label: 'المبلغ كتابةً' },
  { id: 'car.name', label: 'اسم السيارة' },
  { id: 'company.name', label: 'اسم الشركة' },
  { id: 'company.phone', label: 'هاتف الشركة' },
  { id: 'company.address', label: 'عنوان الشركة' },
  { id: 'guarantor.fullName', label: 'اسم الكفيل' },
  { id: 'guarantor.phone', label: 'هاتف الكفيل' },
  { id: 'guarantor.nationalId', label: 'رقم هوية الكفيل' },
  { id: 'guarantor.address', label: 'عنوان الكفيل' },
  {
    id: 'paymentPlan.installments',
    label: 'جدول الأقساط',
    kind: 'TABLE',
    width: TABLE_ITEM_SIZE.width,
    height: TABLE_ITEM_SIZE.height,
  },
];

/**
 * Every field the contract designer offers: the spec's 19, then the extras of domain.md §5.
 * Pass another list to `TemplateDesigner` for receipts or clearances.
 *
 * @example
 * ```tsx
 * <TemplateDesigner dataSource={api} fields={DESIGNER_FIELDS} />
 * ```
 */
export const DESIGNER_FIELDS: readonly FieldDef[] = [...SPEC_FIELDS, ...EXTRA_FIELDS];

/** Size of the item a field creates when dropped. */
export function fieldItemSize(field: FieldDef | undefined): { width: number; height: number } {
  if (field?.width && field.height) return { width: field.width, height: field.height };
  return field?.kind === 'TABLE' ? { ...TABLE_ITEM_SIZE } : { ...FIELD_ITEM_SIZE };
}
