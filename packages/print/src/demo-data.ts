import type { Deal, Installment, Payment, Template, TemplateItem } from '@cc/contracts';
import type { PrintApi } from './api';

const installment = (sequence: number, dueDate: string, paid: boolean): Installment => ({
  id: sequence,
  sequence,
  dueDate,
  amount: '750000',
  paidAmount: paid ? '750000' : '0',
  remainingAmount: paid ? '0' : '750000',
  status: paid ? 'PAID' : 'PENDING',
  overdue: false,
});

/** A demo IQD contract on 12 instalments (stories and tests). */
export const DEMO_DEAL: Deal = {
  id: 7,
  kind: 'CONTRACT',
  contractNumber: 1042,
  contractDate: '2026-03-15',
  sellerType: 'COMPANY',
  seller: {
    id: null,
    fullName: 'معرض الأمانة للسيارات',
    phone: '07700000000',
    nationalId: null,
    address: 'بغداد',
  },
  buyer: {
    id: 3,
    fullName: 'علي حسين كاظم',
    phone: '07701234567',
    nationalId: '199012345678',
    address: 'بغداد - الكرادة',
  },
  guarantor: { id: 4, fullName: 'مصطفى كريم علوان', phone: null, nationalId: null, address: null },
  car: {
    id: 21,
    name: 'Toyota Camry',
    model: 2022,
    year: 2022,
    color: 'أبيض',
    type: 'SEDAN',
    plateNumber: 'بغداد 12345 أ',
    chassisNumber: 'JTDBR32E720123456',
    status: 'Active',
  },
  branch: { id: 1, name: 'الفرع الرئيسي' },
  templateId: null,
  notes: null,
  currency: 'IQD',
  price: '12345000',
  priceInWords: 'اثنا عشر مليوناً وثلاثمئة وخمسة وأربعون ألف دينار',
  status: 'ACTIVE',
  cancelReason: null,
  company: { name: 'معرض الأمانة للسيارات', phone: '07700000000', address: 'بغداد - شارع فلسطين' },
  paymentPlan: {
    id: 9,
    dealId: 7,
    paymentType: 'INSTALLMENTS',
    currency: 'IQD',
    totalAmount: '12345000',
    downPayment: '3345000',
    paidAmount: '4095000',
    remainingAmount: '8250000',
    status: 'ACTIVE',
    installmentCount: 12,
    installmentAmount: '750000',
    firstDueDate: '2026-04-15',
    installments: Array.from({ length: 12 }, (_, i) =>
      installment(i + 1, `${i < 9 ? 2026 : 2027}-${String(((i + 3) % 12) + 1).padStart(2, '0')}-15`, i === 0),
    ),
  },
  nextDueDate: '2026-05-15',
  createdAt: '2026-03-15T09:00:00Z',
};

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

/** A small contract template: header with the logo, parties, car, price, the instalment table, a clause. */
export const DEMO_TEMPLATE: Template = {
  id: 1001,
  name: 'عقد الشركة',
  kind: 'CONTRACT',
  system: false,
  imageKey: null,
  updatedAt: '2026-03-01T09:00:00Z',
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
};

/** The demo contract's second payment (stories and tests). */
export const DEMO_PAYMENT: Payment = {
  id: 31,
  kind: 'PAYMENT',
  receiptNumber: 207,
  planId: 9,
  dealId: 7,
  dealKind: 'CONTRACT',
  contractNumber: 1042,
  buyerName: 'علي حسين كاظم',
  amount: '750000',
  currency: 'IQD',
  amountInWords: 'سبعمئة وخمسون ألف دينار عراقي',
  method: 'CASH',
  paidAt: '2026-04-14',
  note: null,
  isDownPayment: false,
  remainingAfter: '8250000',
  reversed: false,
  reversalOf: null,
  reversal: null,
  reversedAt: null,
  reverseReason: null,
  recordedBy: { id: 2, fullName: 'سارة المحاسبة' },
  createdAt: '2026-04-14T09:30:00Z',
};

/** A small receipt template over the receipt fields. */
export const DEMO_RECEIPT_TEMPLATE: Template = {
  id: 3,
  name: 'وصل قبض',
  kind: 'RECEIPT',
  system: true,
  imageKey: null,
  updatedAt: '2026-03-01T09:00:00Z',
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
};

/** An in-memory {@link PrintApi} over one deal and its templates (stories and tests). */
export function createMemoryPrintApi(options: {
  deal?: Deal | null;
  templates?: Template[];
  logo?: string | null;
  fileUrls?: Record<string, string>;
  payments?: Payment[];
}): PrintApi {
  const templates = options.templates ?? [
    DEMO_TEMPLATE,
    { ...DEMO_TEMPLATE, id: 2, system: true },
    DEMO_RECEIPT_TEMPLATE,
  ];
  const payments = options.payments ?? [DEMO_PAYMENT];
  return {
    getDeal: async (kind, id) => {
      const deal = options.deal === undefined ? DEMO_DEAL : options.deal;
      return deal && deal.id === id && deal.kind === kind ? deal : null;
    },
    getTemplate: async (id) => {
      const found = templates.find((t) => t.id === id);
      if (!found) throw new Error('القالب غير موجود');
      return found;
    },
    listTemplates: async () => templates.map(({ id, name, kind, system }) => ({ id, name, kind, system })),
    getPayment: async (id) => {
      const found = payments.find((p) => p.id === id);
      if (!found) throw new Error('الدفعة غير موجودة');
      return found;
    },
    fileUrl: async (key) => {
      const url = options.fileUrls?.[key];
      if (!url) throw new Error('الملف غير موجود');
      return url;
    },
    companyLogo: async () => options.logo ?? null,
  };
}
