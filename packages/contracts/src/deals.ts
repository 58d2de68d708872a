import { MAX_DEFERRED_PORTIONS, REPOSSESSION_OUTCOMES } from '@cc/domain';
import { z } from 'zod';
import { CAR_STATUSES } from './car-enums';
import {
  dataEnvelope,
  listEnvelope,
  listQuerySchema,
  reasonBodySchema,
  recordIdSchema,
  requiredText,
} from './common';
import {
  DEAL_CURRENCIES,
  DEAL_KINDS,
  DEAL_SORT_KEYS,
  DEAL_STATUSES,
  INSTALLMENT_SORT_KEYS,
  INSTALLMENT_STATUSES,
  PAYMENT_TYPES,
  PLAN_STATUSES,
  SELLER_TYPES,
} from './deal-enums';
import { listCursorParam } from './list-cursor';

export {
  DEAL_CURRENCIES,
  DEAL_KINDS,
  DEAL_SORT_KEYS,
  DEAL_STATUSES,
  type DealCurrency,
  type DealKind,
  type DealSortKey,
  type DealStatus,
  INSTALLMENT_SORT_KEYS,
  INSTALLMENT_STATUSES,
  type InstallmentStatusName,
  PAYMENT_TYPES,
  type PaymentType,
  PLAN_STATUSES,
  type PlanStatus,
  SELLER_TYPES,
  type SellerType,
} from './deal-enums';

/** The earliest year a date may have. */
const MIN_DATE_YEAR = 1900;

/** 'yyyy-MM-dd' (a calendar date in the company's time zone), from year {@link MIN_DATE_YEAR} on. */
export const isoDateSchema = z
  .string({ error: 'التاريخ مطلوب' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'التاريخ يجب أن يكون بالصيغة yyyy-MM-dd')
  .refine(
    (s) =>
      !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s),
    'التاريخ غير صالح',
  )
  // PostgreSQL refuses year 0 (and JavaScript reads it happily): no date of this business is that old.
  .refine(
    (s) => !/^\d{4}/.test(s) || Number(s.slice(0, 4)) >= MIN_DATE_YEAR,
    `التاريخ يجب ألا يكون قبل عام ${MIN_DATE_YEAR}`,
  );

/** An amount in major units as decimal text or a JSON number (parsed by the server with parseMoney). */
export const moneyInputSchema = z.union([z.string(), z.number()], { error: 'المبلغ مطلوب' });

/** A party of a deal as the record (and every template field) carries it. */
export const dealPartySchema = z.object({
  id: z.number().int().nullable(),
  fullName: z.string(),
  phone: z.string().nullable(),
  nationalId: z.string().nullable(),
  address: z.string().nullable(),
});
export type DealParty = z.infer<typeof dealPartySchema>;

export const dealCarSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  model: z.number().int(),
  /** = model (the designer's car.year field). */
  year: z.number().int(),
  color: z.string(),
  type: z.string().nullable(),
  plateNumber: z.string(),
  chassisNumber: z.string(),
  status: z.enum(CAR_STATUSES),
});

/**
 * The fields by which a row of another list (an instalment, a payment, a clearance, a due-soon item) links
 * to its deal: the deal page's path needs the id and the kind, and the row shows the contract's number.
 */
export const dealLinkShape = {
  dealId: z.number().int(),
  dealKind: z.enum(DEAL_KINDS),
  contractNumber: z.number().int(),
};

export const installmentSchema = z.object({
  id: z.number().int(),
  sequence: z.number().int(),
  dueDate: z.string(),
  amount: z.string(),
  paidAmount: z.string(),
  remainingAmount: z.string(),
  status: z.enum(INSTALLMENT_STATUSES),
  overdue: z.boolean(),
  /**
   * On a repossessed plan: what its write-off settled of the line (writtenOffShares of @cc/domain), part
   * of `paidAmount` but never money received. Absent when nothing of it was written off.
   */
  writtenOffAmount: z.string().optional(),
});
export type Installment = z.infer<typeof installmentSchema>;

/** A payment plan with its instalments; amounts are decimal strings in major units of the currency. */
export const paymentPlanSchema = z.object({
  id: z.number().int(),
  dealId: z.number().int(),
  paymentType: z.enum(PAYMENT_TYPES),
  currency: z.enum(DEAL_CURRENCIES),
  totalAmount: z.string(),
  downPayment: z.string(),
  /** Money received (standing payments; never discounts). */
  paidAmount: z.string(),
  /** Standing settlement discounts (they reduce what remains). */
  discountAmount: z.string(),
  /** Standing late fees (not waived): they add to what remains (docs/domain/late-fees.md). */
  chargeAmount: z.string(),
  /** What a repossession wrote off (it reduces what remains; never money received). */
  writtenOffAmount: z.string(),
  /** Money handed back to the buyer of a repossessed car (outside what remains; at most what was paid). */
  refundedAmount: z.string(),
  remainingAmount: z.string(),
  status: z.enum(PLAN_STATUSES),
  installmentCount: z.number().int(),
  installmentAmount: z.string(),
  firstDueDate: z.string().nullable(),
  installments: z.array(installmentSchema),
});
export type PaymentPlan = z.infer<typeof paymentPlanSchema>;

/**
 * A contract or an authorization: one shape, every template data field (docs/domain/printing.md#fields) resolves on it by path.
 */
export const dealSchema = z.object({
  id: z.number().int(),
  kind: z.enum(DEAL_KINDS),
  contractNumber: z.number().int(),
  contractDate: z.string(),
  sellerType: z.enum(SELLER_TYPES),
  seller: dealPartySchema,
  buyer: dealPartySchema,
  guarantor: dealPartySchema.nullable(),
  car: dealCarSchema,
  branch: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  templateId: z.number().int().nullable(),
  notes: z.string().nullable(),
  currency: z.enum(DEAL_CURRENCIES),
  price: z.string(),
  /** The price in Arabic words (the designer's amount-in-words field). */
  priceInWords: z.string(),
  status: z.enum(DEAL_STATUSES),
  cancelReason: z.string().nullable(),
  /** The car was repossessed (docs/domain/repossession.md): the day, why, and what became of what remained. */
  repossession: z
    .object({ date: z.string(), reason: z.string(), outcome: z.enum(REPOSSESSION_OUTCOMES) })
    .nullable(),
  company: z.object({ name: z.string(), phone: z.string().nullable(), address: z.string().nullable() }),
  paymentPlan: paymentPlanSchema,
  /** The first unpaid instalment's due date; null when nothing is due. */
  nextDueDate: z.string().nullable(),
  createdAt: z.string(),
});
export type Deal = z.infer<typeof dealSchema>;

const optionalId = (label: string) =>
  z
    .number({ error: `${label} غير صالح` })
    .int(`${label} غير صالح`)
    .positive(`${label} غير صالح`)
    .nullable()
    .optional();

/**
 * Body of POST /contracts and POST /authorizations. Amount rules needing the currency (decimals,
 * price > 0, down payment ≤ price) are checked by the server with parseMoney, as field errors too.
 */
export const dealInputSchema = z
  .object({
    contractDate: isoDateSchema.optional(),
    sellerType: z.enum(SELLER_TYPES, { error: 'نوع البائع يجب أن يكون الشركة أو شخص' }),
    sellerId: optionalId('البائع'),
    buyerId: z.number({ error: 'المشتري مطلوب' }).int('المشتري غير صالح').positive('المشتري غير صالح'),
    guarantorId: optionalId('الكفيل'),
    carId: z.number({ error: 'السيارة مطلوبة' }).int('السيارة غير صالحة').positive('السيارة غير صالحة'),
    branchId: optionalId('الفرع'),
    templateId: optionalId('القالب'),
    notes: z.string().trim().max(2000, 'الملاحظات يجب ألا تزيد عن 2000 حرف').nullable().optional(),
    currency: z.enum(DEAL_CURRENCIES, { error: 'العملة يجب أن تكون IQD أو USD' }),
    price: moneyInputSchema,
    downPayment: moneyInputSchema.optional(),
    paymentType: z.enum(PAYMENT_TYPES, { error: 'نوع الدفع يجب أن يكون نقداً أو أقساطاً' }),
    installmentCount: z
      .number({ error: 'عدد الأقساط يجب أن يكون رقماً صحيحاً' })
      .int('عدد الأقساط يجب أن يكون رقماً صحيحاً')
      .min(1, 'عدد الأقساط يجب أن يكون بين 1 و120')
      .max(120, 'عدد الأقساط يجب أن يكون بين 1 و120')
      .nullable()
      .optional(),
    firstDueDate: isoDateSchema.nullable().optional(),
    /** Parts of the down payment due later (باقي المقدمة), each before the first instalment (docs/domain/schedules.md). */
    deferredDownPayments: z
      .array(z.object({ amount: moneyInputSchema, dueDate: isoDateSchema }), {
        error: 'دفعات باقي المقدمة غير صالحة',
      })
      .max(MAX_DEFERRED_PORTIONS, 'لا يمكن تقسيم باقي المقدمة إلى أكثر من 12 دفعة')
      .nullable()
      .optional(),
  })
  .superRefine((b, ctx) => {
    if (b.sellerType === 'PERSON' && !b.sellerId) {
      ctx.addIssue({ code: 'custom', path: ['sellerId'], message: 'البائع مطلوب عندما يكون البائع شخصاً' });
    }
    if (b.sellerType === 'PERSON' && b.sellerId && b.sellerId === b.buyerId) {
      ctx.addIssue({ code: 'custom', path: ['buyerId'], message: 'لا يمكن أن يكون البائع هو المشتري' });
    }
    if (b.guarantorId && b.guarantorId === b.buyerId) {
      ctx.addIssue({ code: 'custom', path: ['guarantorId'], message: 'لا يمكن أن يكون الكفيل هو المشتري' });
    }
    if (b.paymentType === 'INSTALLMENTS') {
      if (!b.installmentCount) {
        ctx.addIssue({ code: 'custom', path: ['installmentCount'], message: 'عدد الأقساط مطلوب' });
      }
      if (!b.firstDueDate) {
        ctx.addIssue({ code: 'custom', path: ['firstDueDate'], message: 'تاريخ أول قسط مطلوب' });
      }
      if (b.downPayment === undefined) {
        ctx.addIssue({
          code: 'custom',
          path: ['downPayment'],
          message: 'الدفعة المقدمة مطلوبة (0 إن لم توجد)',
        });
      }
    }
  });
export type DealInput = z.infer<typeof dealInputSchema>;

/** A page's cursor in a deal list (its sort values: the number, the date, the price in minor units). */
const dealCursorParam = () =>
  listCursorParam(DEAL_SORT_KEYS, ['contractNumber'], { wide: ['price'], dates: ['contractDate'] });

const booleanParam = (label: string) =>
  z.enum(['true', 'false'], { error: `${label} يجب أن يكون true أو false` }).transform((v) => v === 'true');

/**
 * Query of GET /contracts and GET /authorizations; `id` answers the one record in list form
 * (docs/domain/deals.md#lists). `after` / `before`: the cursor the previous answer gave, as GET /car takes it.
 */
export const dealListQuerySchema = listQuerySchema.extend({
  after: dealCursorParam(),
  before: dealCursorParam(),
  id: recordIdSchema().optional(),
  /** The deals of one car (the car page lists them). */
  carId: recordIdSchema('رقم السيارة غير صالح').optional(),
  /** The deals of one person, as seller, buyer or guarantor (the account card lists them). */
  personId: recordIdSchema('رقم الحساب غير صالح').optional(),
  sortBy: z.enum(DEAL_SORT_KEYS, { error: 'حقل الترتيب غير معروف' }).optional(),
  planStatus: z.enum(PLAN_STATUSES, { error: 'حالة خطة الدفع غير معروفة' }).optional(),
  fromDate: isoDateSchema.optional(),
  toDate: isoDateSchema.optional(),
  overdue: booleanParam('المتأخرة').optional(),
  cancelled: booleanParam('الملغاة').optional(),
});
export type DealListQuery = z.infer<typeof dealListQuerySchema>;

/** Body of DELETE /contracts/{id} and /authorizations/{id}: the reason of the cancellation. */
export const dealCancelBodySchema = reasonBodySchema('سبب الإلغاء');
export type DealCancelBody = z.infer<typeof dealCancelBodySchema>;
/** Answer of DELETE /contracts/{id} and /authorizations/{id}: nothing, and the message of the kind. */
export const dealCancelledResponseSchema = dataEnvelope(z.null());

/** Body of PUT /payment-plans/{id}/schedule: re-spreads what is unpaid. */
export const rescheduleBodySchema = z.object({
  installmentCount: z
    .number({ error: 'عدد الأقساط مطلوب' })
    .int('عدد الأقساط يجب أن يكون رقماً صحيحاً')
    .min(1, 'عدد الأقساط يجب أن يكون بين 1 و120')
    .max(120, 'عدد الأقساط يجب أن يكون بين 1 و120'),
  firstDueDate: isoDateSchema,
});
export type RescheduleBody = z.infer<typeof rescheduleBodySchema>;

/** A row of GET /installments: the instalment with its deal, buyer and car. */
export const installmentRowSchema = installmentSchema.extend({
  planId: z.number().int(),
  ...dealLinkShape,
  currency: z.enum(DEAL_CURRENCIES),
  buyer: z.object({ id: z.number().int(), fullName: z.string(), phone: z.string().nullable() }),
  car: z.object({ id: z.number().int(), name: z.string(), plateNumber: z.string() }),
  /** Late fees owed on the row's plan (docs/domain/late-fees.md): the desk adds them to what is due. */
  lateFees: z.string(),
});
export type InstallmentRow = z.infer<typeof installmentRowSchema>;

const installmentCursorParam = () =>
  listCursorParam(INSTALLMENT_SORT_KEYS, ['contractNumber'], { wide: ['amount'], dates: ['dueDate'] });

/** Query of GET /installments; `after` / `before` as GET /car takes them. */
export const installmentListQuerySchema = listQuerySchema.extend({
  after: installmentCursorParam(),
  before: installmentCursorParam(),
  sortBy: z.enum(INSTALLMENT_SORT_KEYS, { error: 'حقل الترتيب غير معروف' }).optional(),
  status: z.enum(INSTALLMENT_STATUSES, { error: 'حالة القسط غير معروفة' }).optional(),
  overdue: booleanParam('المتأخرة').optional(),
  fromDate: isoDateSchema.optional(),
  toDate: isoDateSchema.optional(),
  dealId: recordIdSchema().optional(),
});
export type InstallmentListQuery = z.infer<typeof installmentListQuerySchema>;

export const dealResponseSchema = dataEnvelope(dealSchema);
export const dealListResponseSchema = listEnvelope(dealSchema);
export const paymentPlanResponseSchema = dataEnvelope(paymentPlanSchema);
export const installmentListResponseSchema = listEnvelope(installmentRowSchema);

/**
 * Body of POST /payment-plans/{id}/repossess (company account only): why, and what becomes of what
 * remains: written off (`WRITE_OFF`) or kept as the buyer's debt (`KEEP_DEBT`).
 */
export const repossessInputSchema = z.object(
  {
    reason: requiredText(500, 'سبب الاسترجاع'),
    outcome: z.enum(REPOSSESSION_OUTCOMES, {
      error: 'اختر ما يصير إليه المبلغ المتبقي: شطبه أو إبقاؤه ديناً',
    }),
  },
  { error: 'سبب الاسترجاع ومصير المبلغ المتبقي مطلوبان' },
);
export type RepossessInput = z.infer<typeof repossessInputSchema>;

/** Body of POST /payment-plans/{id}/undo-repossession (company account only). */
export const undoRepossessionInputSchema = reasonBodySchema('سبب التراجع');
export type UndoRepossessionInput = z.infer<typeof undoRepossessionInputSchema>;
