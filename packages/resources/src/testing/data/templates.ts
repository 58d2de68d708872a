import type { Template, TemplateItem, TemplateKind } from '@cc/contracts';

const style = { fontSize: 16, color: '#111827' };
const title = (value: string): TemplateItem => ({
  kind: 'TEXT',
  value,
  style: { fontSize: 28, color: '#111827' },
  x: 256,
  y: 48,
  width: 288,
  height: 48,
});
const field = (fieldId: string, label: string, y: number): TemplateItem => ({
  kind: 'FIELD',
  fieldId,
  label,
  style,
  x: 552,
  y,
  width: 200,
  height: 40,
});

const SYSTEM_STAMP = '2025-01-01T00:00:00.000Z';

/** A template with no background; a system one when `updatedAt` is left out. */
const template = (
  id: number,
  name: string,
  kind: Template['kind'],
  fields: TemplateItem[],
  updatedAt?: string,
): Template => ({
  id,
  name,
  kind,
  system: updatedAt === undefined,
  imageKey: null,
  updatedAt: updatedAt ?? SYSTEM_STAMP,
  fields,
});

/**
 * The print templates GET /templates/company answers for the demo company: the system ones (ids 1–6:
 * authorization, contract, receipt, clearance, statement, promissory note) and two contract templates of its own (1000, then 1003,
 * the newest, marked the company's default: {@link DEMO_DEFAULT_TEMPLATES}); none of its own for
 * authorizations, so a new authorization prints with the system one.
 *
 * @example
 * createTestApi({ templates: DEMO_TEMPLATES.filter((t) => t.system) }); // a company with none of its own
 */
export const DEMO_TEMPLATES: readonly Template[] = [
  template(1, 'قالب الوكالة', 'AUTHORIZATION', [
    title('وكالة بيع سيارة'),
    field('contractNumber', 'رقم الوكالة', 128),
    field('buyer.fullName', 'اسم المشتري', 184),
  ]),
  template(2, 'قالب العقد', 'CONTRACT', [
    title('عقد بيع سيارة بالتقسيط'),
    field('contractNumber', 'رقم العقد', 128),
    field('buyer.fullName', 'اسم المشتري', 184),
  ]),
  template(3, 'قالب الإيصال', 'RECEIPT', [
    title('وصل قبض'),
    field('receipt.number', 'رقم الوصل', 128),
    field('receipt.amount', 'المبلغ', 184),
  ]),
  template(4, 'قالب براءة الذمة', 'CLEARANCE', [
    title('براءة ذمة'),
    field('clearance.number', 'رقم البراءة', 128),
    field('clearance.date', 'تاريخ البراءة', 184),
    field('buyer.fullName', 'اسم المشتري', 240),
    field('car.plateNumber', 'رقم اللوحة', 296),
    field('car.chassisNumber', 'رقم الشاصي', 352),
    field('dealName', 'العقد أو الوكالة ورقمها', 408),
    field('clearance.totalPaid', 'المبلغ المسدد', 464),
    field('clearance.totalPaidInWords', 'المبلغ المسدد كتابةً', 520),
  ]),
  template(5, 'كشف حساب', 'STATEMENT', [
    title('كشف حساب'),
    field('buyer.fullName', 'اسم المشتري', 128),
    field('dealName', 'العقد أو الوكالة ورقمها', 184),
    field('statement.today', 'تاريخ الكشف', 240),
    {
      kind: 'TABLE',
      fieldId: 'statement.entries',
      label: 'حركات الحساب',
      style,
      x: 48,
      y: 296,
      width: 696,
      height: 560,
    },
    field('statement.balance', 'الرصيد المتبقي', 880),
  ]),
  // One note in the page's top band (under 374 px): three print on each A4 page.
  template(6, 'كمبيالة', 'PROMISSORY_NOTE', [
    { ...title('كمبيالة'), y: 8 },
    field('note.name', 'البند', 56),
    field('note.dueDate', 'تاريخ الاستحقاق', 104),
    field('note.amount', 'مبلغ الكمبيالة', 152),
    field('note.amountInWords', 'المبلغ كتابةً', 200),
    field('buyer.fullName', 'اسم المشتري', 248),
    field('note.place', 'مكان الإصدار', 296),
  ]),
  template(
    1000,
    'عقد المعرض القديم',
    'CONTRACT',
    [title('عقد بيع'), field('contractNumber', 'رقم العقد', 128)],
    '2025-02-01T09:00:00.000Z',
  ),
  template(
    1003,
    'عقد المعرض',
    'CONTRACT',
    [
      title('عقد بيع سيارة'),
      field('contractNumber', 'رقم العقد', 128),
      field('buyer.fullName', 'اسم المشتري', 184),
      field('car.name', 'السيارة', 240),
    ],
    '2025-03-01T09:00:00.000Z',
  ),
];

/**
 * The demo company's marked defaults: its contract template 1003; every other kind uses the system one.
 *
 * @example
 * createTestApi({ defaultTemplates: new Map() }); // nothing marked: the system templates are the defaults
 */
export const DEMO_DEFAULT_TEMPLATES: ReadonlyMap<TemplateKind, number> = new Map([['CONTRACT', 1003]]);
