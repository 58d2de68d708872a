import type { Template, TemplateItem } from '@cc/contracts';

const style = (fontSize = 14, extra: Partial<TemplateItem['style']> = {}) => ({
  fontSize,
  color: '#111827',
  ...extra,
});
const label = (value: string, x: number, y: number): TemplateItem => ({
  kind: 'TEXT',
  value,
  style: style(14, { fontWeight: 700 }),
  x,
  y,
  width: 128,
  height: 24,
});
const field = (fieldId: string, x: number, y: number, width = 208): TemplateItem => ({
  kind: 'FIELD',
  fieldId,
  style: style(),
  x,
  y,
  width,
  height: 24,
});

/**
 * Two templates of the demo company's own that fill a printed page, for the print pages' stories and
 * tests (seed them: they are not in the default data, so template lists elsewhere stay as they are):
 * - 1101 'عقد للطباعة' (CONTRACT): the logo, the company's name, a title, labelled fields (number, date,
 *   buyer, phone, car, plate, price, payment type), the instalment table, a clause with a number and a date;
 * - 1102 'وصل الشركة' (RECEIPT): a receipt's number, date, payer, amount in figures and words, what remained
 *   and the method.
 *
 * @example
 * createTestApi({
 *   templates: [...DEMO_TEMPLATES, ...DEMO_PRINT_TEMPLATES],
 *   deals: DEMO_DEALS.map((d) => (d.id === 1 ? { ...d, templateId: 1101 } : d)),
 * });
 */
export const DEMO_PRINT_TEMPLATES: readonly Template[] = [
  {
    id: 1101,
    name: 'عقد للطباعة',
    kind: 'CONTRACT',
    system: false,
    imageKey: null,
    updatedAt: '2025-03-02T09:00:00.000Z',
    fields: [
      { kind: 'FIELD', fieldId: 'company.logo', style: style(), x: 48, y: 24, width: 96, height: 64 },
      {
        kind: 'FIELD',
        fieldId: 'company.name',
        style: style(22, { color: '#1e3a8a', textAlign: 'center', fontWeight: 700 }),
        x: 152,
        y: 32,
        width: 488,
        height: 40,
      },
      {
        kind: 'TEXT',
        value: 'عقد بيع سيارة بالتقسيط',
        style: style(28, { textAlign: 'center', fontWeight: 700 }),
        x: 48,
        y: 96,
        width: 696,
        height: 48,
      },
      label('رقم العقد:', 616, 160),
      field('contractNumber', 400, 160),
      label('تاريخ العقد:', 264, 160),
      field('contractDate', 48, 160),
      label('المشتري:', 616, 200),
      field('buyer.fullName', 400, 200),
      label('الهاتف:', 264, 200),
      field('buyer.phone', 48, 200),
      label('السيارة:', 616, 240),
      field('car.name', 400, 240),
      label('رقم اللوحة:', 264, 240),
      field('car.plateNumber', 48, 240),
      label('الثمن الكلي:', 616, 280),
      field('price', 400, 280),
      label('طريقة الدفع:', 264, 280),
      field('paymentPlan.paymentType', 48, 280),
      {
        kind: 'TABLE',
        fieldId: 'paymentPlan.installments',
        style: style(12),
        x: 48,
        y: 328,
        width: 696,
        height: 176,
      },
      {
        kind: 'TEXT',
        value: 'يدفع المشتري مبلغ 12,345,000 دينار بتاريخ 2026/03/15 وفق الجدول أعلاه.',
        style: style(14),
        x: 48,
        y: 528,
        width: 696,
        height: 48,
      },
    ],
  },
  {
    id: 1102,
    name: 'وصل الشركة',
    kind: 'RECEIPT',
    system: false,
    imageKey: null,
    updatedAt: '2025-03-02T09:00:00.000Z',
    fields: [
      label('رقم الوصل:', 616, 144),
      field('receipt.number', 400, 144),
      label('التاريخ:', 264, 144),
      field('receipt.date', 48, 144),
      label('استلمنا من:', 616, 184),
      field('buyer.fullName', 400, 184),
      label('المبلغ:', 616, 224),
      field('receipt.amount', 400, 224),
      label('كتابةً:', 616, 264),
      field('receipt.amountInWords', 48, 264, 560),
      label('المتبقي:', 616, 304),
      field('receipt.remainingAfter', 400, 304),
      label('طريقة الدفع:', 264, 304),
      field('receipt.method', 48, 304),
    ],
  },
];
