import type { TemplateKind } from '@cc/contracts';
import { FIELD_ITEM_SIZE, TABLE_ITEM_SIZE } from './constants';

/** A data field that can be placed on a template. */
export interface FieldDef {
  /** Path resolved in the contract record at print time, e.g. `buyer.fullName`. */
  id: string;
  /** Arabic label shown in the side list and on the canvas. */
  label: string;
  /** `TABLE` for the instalment table; default `FIELD`. */
  kind?: 'FIELD' | 'TABLE';
  /** Offered only on templates of these kinds (e.g. a receipt's own fields); default every kind. */
  kinds?: readonly TemplateKind[];
  /** Size when dropped; default 200x40 (a table 714x240). */
  width?: number;
  height?: number;
  /**
   * How the renderer prints the value when the app gives no `resolveField` of its own for it: 'text'
   * (the default: Arabic words flow, numbers and Latin runs inside are isolated in order), 'number' and
   * 'code' (one left-to-right run), 'date' (yyyy/MM/dd), 'money' (digits grouped by thousands), 'image'
   * (the value is an image URL), 'table' (the value is a list of rows; see `columns`).
   */
  format?: FieldFormat;
  /** A table's columns: each row's value at `path`, under `label`, printed by `format`. */
  columns?: readonly TableColumn[];
}

/** How a value prints (see {@link FieldDef.format}). */
export type FieldFormat = 'text' | 'number' | 'code' | 'date' | 'money' | 'image' | 'table';

/** A column of a table field. */
export interface TableColumn {
  path: string;
  label: string;
  format?: Exclude<FieldFormat, 'image' | 'table'>;
}

/** The 19 base fields of the record with their Arabic labels (docs/domain/templates.md). */
export const SPEC_FIELDS: readonly FieldDef[] = [
  { id: 'contractDate', label: 'تاريخ العقد', format: 'date' },
  { id: 'contractNumber', label: 'رقم العقد', format: 'number' },
  { id: 'seller.fullName', label: 'اسم البائع' },
  { id: 'seller.phone', label: 'هاتف البائع', format: 'code' },
  { id: 'seller.nationalId', label: 'رقم هوية البائع', format: 'code' },
  { id: 'seller.address', label: 'عنوان البائع' },
  { id: 'buyer.fullName', label: 'اسم المشتري' },
  { id: 'buyer.phone', label: 'هاتف المشتري', format: 'code' },
  { id: 'buyer.nationalId', label: 'رقم هوية المشتري', format: 'code' },
  { id: 'buyer.address', label: 'عنوان المشتري' },
  { id: 'car.model', label: 'الموديل', format: 'number' },
  { id: 'car.plateNumber', label: 'رقم اللوحة' },
  { id: 'car.color', label: 'لون السيارة' },
  { id: 'car.year', label: 'سنة الصنع', format: 'number' },
  { id: 'car.chassisNumber', label: 'رقم الشاصي', format: 'code' },
  { id: 'paymentPlan.status', label: 'حالة الدفع' },
  { id: 'paymentPlan.paidAmount', label: 'المبلغ المدفوع', format: 'money' },
  { id: 'paymentPlan.remainingAmount', label: 'المبلغ المتبقي', format: 'money' },
  { id: 'paymentPlan.paymentType', label: 'طريقة الدفع' },
];

/** The extra fields (docs/domain/printing.md#fields), the instalment table last. */
export const EXTRA_FIELDS: readonly FieldDef[] = [
  { id: 'price', label: 'السعر', format: 'money' },
  { id: 'currency', label: 'العملة' },
  { id: 'downPayment', label: 'المقدمة', format: 'money' },
  { id: 'installmentCount', label: 'عدد الأقساط', format: 'number' },
  { id: 'installmentAmount', label: 'مبلغ القسط', format: 'money' },
  { id: 'firstDueDate', label: 'تاريخ أول قسط', format: 'date' },
  { id: 'amountInWords', label: 'المبلغ كتابةً' },
  { id: 'car.name', label: 'اسم السيارة' },
  // The car's cover photo (docs/domain/attachments.md#print): the app fills it with a fresh signed URL.
  { id: 'car.coverPhoto', label: 'صورة السيارة', format: 'image', width: 160, height: 120 },
  { id: 'company.name', label: 'اسم الشركة' },
  { id: 'company.phone', label: 'هاتف الشركة', format: 'code' },
  { id: 'company.address', label: 'عنوان الشركة' },
  { id: 'company.logo', label: 'شعار الشركة', format: 'image', width: 96, height: 64 },
  { id: 'guarantor.fullName', label: 'اسم الكفيل' },
  { id: 'guarantor.phone', label: 'هاتف الكفيل', format: 'code' },
  { id: 'guarantor.nationalId', label: 'رقم هوية الكفيل', format: 'code' },
  { id: 'guarantor.address', label: 'عنوان الكفيل' },
  // 'عقد رقم 4' / 'وكالة رقم 4': the deal named with its kind (each kind is numbered apart).
  { id: 'dealName', label: 'العقد أو الوكالة ورقمها' },
  {
    id: 'paymentPlan.installments',
    label: 'جدول الأقساط',
    kind: 'TABLE',
    format: 'table',
    columns: [
      { path: 'sequence', label: 'ت', format: 'number' },
      { path: 'dueDate', label: 'تاريخ الاستحقاق', format: 'date' },
      { path: 'amount', label: 'مبلغ القسط', format: 'money' },
    ],
    width: TABLE_ITEM_SIZE.width,
    height: TABLE_ITEM_SIZE.height,
  },
];

/** A receipt's own figures (the print page fills them from the payment), offered on receipt templates. */
export const RECEIPT_FIELDS: readonly FieldDef[] = (
  [
    { id: 'receipt.number', label: 'رقم الوصل', format: 'number' },
    { id: 'receipt.date', label: 'تاريخ الوصل', format: 'date' },
    { id: 'receipt.amount', label: 'المبلغ المقبوض', format: 'money' },
    { id: 'receipt.amountInWords', label: 'المبلغ المقبوض كتابةً' },
    { id: 'receipt.remainingAfter', label: 'المتبقي بعد الدفعة', format: 'money' },
    { id: 'receipt.lateFees', label: 'ما دُفع منه غرامات تأخير' },
    { id: 'receipt.handedOver', label: 'المبلغ المسلَّم بعملة أخرى وسعر الصرف' },
    { id: 'receipt.method', label: 'طريقة الدفع' },
    { id: 'receipt.note', label: 'ملاحظة الدفعة' },
    { id: 'receipt.recordedBy', label: 'المستلم' },
  ] as FieldDef[]
).map((field) => ({ ...field, kinds: ['RECEIPT'] }));

/** A clearance certificate's own figures (the print page fills them from the clearance). */
export const CLEARANCE_FIELDS: readonly FieldDef[] = (
  [
    { id: 'clearance.number', label: 'رقم البراءة', format: 'number' },
    { id: 'clearance.date', label: 'تاريخ البراءة', format: 'date' },
    { id: 'clearance.totalPaid', label: 'المبلغ المسدد', format: 'money' },
    { id: 'clearance.totalPaidInWords', label: 'المبلغ المسدد كتابةً' },
    { id: 'clearance.issuedBy', label: 'مُصدر البراءة' },
  ] as FieldDef[]
).map((field) => ({ ...field, kinds: ['CLEARANCE'] }));

/** A statement of account's own figures (the print page fills them from the deal's statement). */
export const STATEMENT_FIELDS: readonly FieldDef[] = (
  [
    { id: 'statement.today', label: 'تاريخ الكشف', format: 'date' },
    { id: 'statement.debit', label: 'مجموع المدين', format: 'money' },
    { id: 'statement.credit', label: 'مجموع الدائن', format: 'money' },
    { id: 'statement.balance', label: 'الرصيد المتبقي', format: 'money' },
    {
      id: 'statement.entries',
      label: 'حركات الحساب',
      kind: 'TABLE',
      format: 'table',
      columns: [
        { path: 'date', label: 'التاريخ', format: 'date' },
        { path: 'kind', label: 'البيان' },
        { path: 'number', label: 'رقم السند', format: 'number' },
        { path: 'debit', label: 'مدين', format: 'money' },
        { path: 'credit', label: 'دائن', format: 'money' },
        { path: 'balance', label: 'الرصيد', format: 'money' },
      ],
      width: TABLE_ITEM_SIZE.width,
      height: TABLE_ITEM_SIZE.height,
    },
  ] as FieldDef[]
).map((field) => ({ ...field, kinds: ['STATEMENT'] }));

/**
 * A promissory note's own figures (كمبيالة, docs/domain/printing.md#promissory-notes): the print page fills
 * them for each unpaid instalment; the buyer's and guarantor's fields come from the deal.
 */
export const NOTE_FIELDS: readonly FieldDef[] = (
  [
    { id: 'note.name', label: 'البند' },
    { id: 'note.index', label: 'رقم الكمبيالة', format: 'number' },
    { id: 'note.count', label: 'عدد الكمبيالات', format: 'number' },
    { id: 'note.dueDate', label: 'تاريخ الاستحقاق', format: 'date' },
    { id: 'note.amount', label: 'مبلغ الكمبيالة', format: 'money' },
    { id: 'note.amountInWords', label: 'المبلغ كتابةً' },
    { id: 'note.place', label: 'مكان الإصدار' },
    { id: 'note.issueDate', label: 'تاريخ الإصدار', format: 'date' },
  ] as FieldDef[]
).map((field) => ({ ...field, kinds: ['PROMISSORY_NOTE'] }));

/**
 * Every field the contract designer offers: the 19 base fields, then the extras (the company
 * logo among them), then a receipt's, a clearance's, a statement's and a promissory note's own fields (shown only while a template of their
 * kind is open).
 *
 * @example
 * ```tsx
 * <TemplateDesigner dataSource={api} fields={DESIGNER_FIELDS} />
 * ```
 */
export const DESIGNER_FIELDS: readonly FieldDef[] = [
  ...SPEC_FIELDS,
  ...EXTRA_FIELDS,
  ...RECEIPT_FIELDS,
  ...CLEARANCE_FIELDS,
  ...STATEMENT_FIELDS,
  ...NOTE_FIELDS,
];

/** Size of the item a field creates when dropped. */
export function fieldItemSize(field: FieldDef | undefined): { width: number; height: number } {
  if (field?.width && field.height) return { width: field.width, height: field.height };
  return field?.kind === 'TABLE' ? { ...TABLE_ITEM_SIZE } : { ...FIELD_ITEM_SIZE };
}
