import { amountInArabicWords, type Currency, formatMoney, internationalIraqiPhone } from '@cc/domain';
import { z } from 'zod';
import { dataEnvelope } from './common';
import { DEAL_CURRENCIES, DEAL_KINDS } from './deals';
import { dealName } from './labels';
import type { ReminderKind, ReminderRecipient } from './reminder-texts';
import {
  DEFAULT_REMINDER_TEMPLATES,
  fillReminder,
  REMINDER_KINDS,
  REMINDER_PLACEHOLDERS,
  REMINDER_RECIPIENTS,
  reminderLinks,
  unknownPlaceholders,
} from './reminder-texts';

export {
  DEFAULT_REMINDER_TEMPLATES,
  fillReminder,
  REMINDER_KIND_LABELS_AR,
  REMINDER_KINDS,
  REMINDER_PLACEHOLDERS,
  REMINDER_RECIPIENT_LABELS_AR,
  REMINDER_RECIPIENTS,
  type ReminderKind,
  type ReminderPlaceholder,
  type ReminderRecipient,
  reminderLinks,
  unknownPlaceholders,
} from './reminder-texts';

/**
 * Reminders to a deal's buyer or guarantor (docs/domain/collections.md, "Reminders"): the company's message
 * templates, their placeholders, and the messages made from them with their WhatsApp and SMS links.
 */

const templateBodySchema = z
  .string({ error: 'نص الرسالة مطلوب' })
  .trim()
  .min(1, 'نص الرسالة مطلوب')
  .max(1000, 'نص الرسالة يجب ألا يتجاوز 1000 حرف')
  .superRefine((text, ctx) => {
    const unknown = unknownPlaceholders(text);
    if (unknown.length > 0)
      ctx.addIssue({
        code: 'custom',
        message: `متغير غير معروف: ${unknown.join('، ')}. المتغيرات المتاحة: ${Object.keys(
          REMINDER_PLACEHOLDERS,
        )
          .map((p) => `{${p}}`)
          .join(' ')}`,
      });
  });

/** One of the company's templates as GET /collections/templates answers it. */
export const reminderTemplateSchema = z.object({
  kind: z.enum(REMINDER_KINDS),
  body: z.string(),
  /** The company has not replaced the default text. */
  isDefault: z.boolean(),
});
export type ReminderTemplate = z.infer<typeof reminderTemplateSchema>;

/** PUT /collections/templates: each kind's text; null restores the default; an omitted kind is kept. */
export const reminderTemplatesInputSchema = z.object({
  DUE_SOON: templateBodySchema.nullish(),
  OVERDUE: templateBodySchema.nullish(),
  BROKEN_PROMISE: templateBodySchema.nullish(),
  GUARANTOR: templateBodySchema.nullish(),
});
export type ReminderTemplatesInput = z.input<typeof reminderTemplatesInputSchema>;

/** A reminder ready to send: its text and its links (null without a mobile number). */
export const reminderMessageSchema = z.object({
  dealId: z.number().int(),
  dealKind: z.enum(DEAL_KINDS),
  contractNumber: z.number().int(),
  currency: z.enum(DEAL_CURRENCIES),
  to: z.enum(REMINDER_RECIPIENTS),
  kind: z.enum(REMINDER_KINDS),
  name: z.string(),
  /** The phone as recorded, and in international form (digits, 964…) when it is an Iraqi mobile. */
  phone: z.string().nullable(),
  international: z.string().nullable(),
  text: z.string(),
  /** `https://wa.me/<number>?text=…`. */
  whatsapp: z.string().nullable(),
  /** `sms:+<number>?body=…`. */
  sms: z.string().nullable(),
});
export type ReminderMessage = z.infer<typeof reminderMessageSchema>;

export const reminderTemplatesResponseSchema = dataEnvelope(z.array(reminderTemplateSchema));
export const reminderMessagesResponseSchema = dataEnvelope(z.array(reminderMessageSchema));

/** What a deal's reminder says: who, how much is overdue and since when, what is due next, the promise. */
export interface ReminderFacts {
  dealId: number;
  dealKind: 'CONTRACT' | 'AUTHORIZATION';
  contractNumber: number;
  currency: Currency;
  buyer: { fullName: string; phone: string | null };
  guarantor: { fullName: string; phone: string | null } | null;
  /** Minor units unpaid of the instalments due before today. */
  overdueAmount: number;
  oldestDueDate: string | null;
  daysOverdue: number;
  /** The first unpaid instalment due today or later, with what remains of it. */
  nextDue: { date: string; amount: number } | null;
  promise: { date: string; amount: number; status: 'PENDING' | 'KEPT' | 'BROKEN' } | null;
}

const printDate = (day: string | null) => (day ? day.replaceAll('-', '/') : '');

/**
 * The reminder of a deal to its buyer or guarantor, from the company's texts: to the guarantor its own
 * text; to the buyer «وعد لم يُوفَ» after a broken promise, «مبلغ متأخر» when money is overdue, else
 * «قسط قريب الاستحقاق» for the next instalment. Null when there is nothing to remind of, or no guarantor.
 */
export function reminderOf(
  facts: ReminderFacts,
  to: ReminderRecipient,
  templates: readonly ReminderTemplate[],
  company: { name: string; phone: string | null },
): ReminderMessage | null {
  const person = to === 'BUYER' ? facts.buyer : facts.guarantor;
  if (!person) return null;
  const overdue = facts.overdueAmount > 0;
  const kind: ReminderKind =
    to === 'GUARANTOR'
      ? 'GUARANTOR'
      : facts.promise?.status === 'BROKEN' && overdue
        ? 'BROKEN_PROMISE'
        : overdue
          ? 'OVERDUE'
          : 'DUE_SOON';
  if (!overdue && (kind === 'GUARANTOR' || !facts.nextDue)) return null;
  const amount = overdue ? facts.overdueAmount : facts.nextDue!.amount;
  const body = templates.find((t) => t.kind === kind)?.body ?? DEFAULT_REMINDER_TEMPLATES[kind];
  const text = fillReminder(body, {
    الاسم: person.fullName,
    المشتري: facts.buyer.fullName,
    المبلغ: formatMoney(amount, facts.currency),
    المبلغ_كتابة: amountInArabicWords(amount, facts.currency),
    تاريخ_الاستحقاق: printDate(overdue ? facts.oldestDueDate : facts.nextDue!.date),
    أيام_التأخير: String(facts.daysOverdue),
    العقد: dealName(facts.dealKind, facts.contractNumber),
    الشركة: company.name,
    هاتف_الشركة: company.phone,
    تاريخ_الوعد: facts.promise ? printDate(facts.promise.date) : null,
    مبلغ_الوعد: facts.promise ? formatMoney(facts.promise.amount, facts.currency) : null,
  });
  const international = internationalIraqiPhone(person.phone);
  return {
    dealId: facts.dealId,
    dealKind: facts.dealKind,
    contractNumber: facts.contractNumber,
    currency: facts.currency,
    to,
    kind,
    name: person.fullName,
    phone: person.phone,
    international,
    text,
    ...reminderLinks(international, text),
  };
}
