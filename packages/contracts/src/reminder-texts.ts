// The reminders' kinds, recipients, placeholders, default texts and the filling of a template, without zod
// (docs/architecture.md, "Bundle budget"); `reminders.ts` builds its schemas from them and re-exports them.
import { labelledEnum } from './labelled-enum';

/** A `{placeholder}` of a reminder template. */
const PLACEHOLDER = /\{([^{}]*)\}/g;

/** Which template a reminder is made from. */
export const { values: REMINDER_KINDS, labels: REMINDER_KIND_LABELS_AR } = labelledEnum({
  DUE_SOON: 'قسط قريب الاستحقاق',
  OVERDUE: 'مبلغ متأخر',
  BROKEN_PROMISE: 'وعد لم يُوفَ',
  GUARANTOR: 'إلى الكفيل',
});
export type ReminderKind = (typeof REMINDER_KINDS)[number];

/** Who a reminder goes to. */
export const { values: REMINDER_RECIPIENTS, labels: REMINDER_RECIPIENT_LABELS_AR } = labelledEnum({
  BUYER: 'المشتري',
  GUARANTOR: 'الكفيل',
});
export type ReminderRecipient = (typeof REMINDER_RECIPIENTS)[number];

/** The placeholders a template may use, each with what it becomes. */
export const REMINDER_PLACEHOLDERS = {
  الاسم: 'اسم من تصله الرسالة',
  المشتري: 'اسم المشتري',
  المبلغ: 'المبلغ المستحق بالأرقام مع العملة',
  المبلغ_كتابة: 'المبلغ المستحق كتابةً',
  تاريخ_الاستحقاق: 'تاريخ استحقاق أقدم قسط غير مسدد',
  أيام_التأخير: 'عدد أيام التأخير',
  العقد: 'نوع العقد ورقمه',
  الشركة: 'اسم الشركة',
  هاتف_الشركة: 'هاتف الشركة',
  تاريخ_الوعد: 'تاريخ آخر وعد بالتسديد',
  مبلغ_الوعد: 'مبلغ آخر وعد بالتسديد',
} as const;
export type ReminderPlaceholder = keyof typeof REMINDER_PLACEHOLDERS;

/** The texts a company starts with; a company's own template replaces one, removing it restores this. */
export const DEFAULT_REMINDER_TEMPLATES: Record<ReminderKind, string> = {
  DUE_SOON:
    'السيد/السيدة {الاسم} المحترم، نذكّركم بأن قسط {العقد} البالغ {المبلغ} ({المبلغ_كتابة}) يستحق في {تاريخ_الاستحقاق}. {الشركة} {هاتف_الشركة}',
  OVERDUE:
    'السيد/السيدة {الاسم} المحترم، نذكّركم بأن على {العقد} مبلغاً متأخراً قدره {المبلغ} ({المبلغ_كتابة}) مستحقاً منذ {تاريخ_الاستحقاق}. يرجى المبادرة بالتسديد. {الشركة} {هاتف_الشركة}',
  BROKEN_PROMISE:
    'السيد/السيدة {الاسم} المحترم، وعدتم بتسديد {مبلغ_الوعد} في {تاريخ_الوعد} ولم يصلنا التسديد بعد. المتأخر على {العقد} {المبلغ} ({المبلغ_كتابة}). يرجى المبادرة بالتسديد. {الشركة} {هاتف_الشركة}',
  GUARANTOR:
    'السيد/السيدة {الاسم} المحترم، بصفتكم كفيلاً في {العقد}، نودّ إعلامكم بأن على المشتري {المشتري} مبلغاً متأخراً قدره {المبلغ} ({المبلغ_كتابة}) مستحقاً منذ {تاريخ_الاستحقاق}. {الشركة} {هاتف_الشركة}',
};

/** The placeholders of `template` that are not {@link REMINDER_PLACEHOLDERS}, and stray braces. */
export function unknownPlaceholders(template: string): string[] {
  const unknown = [...template.matchAll(PLACEHOLDER)]
    .map((m) => m[1]!.trim())
    .filter((name) => !(name in REMINDER_PLACEHOLDERS));
  const stray = template.replace(PLACEHOLDER, '').match(/[{}]/g) ?? [];
  return [...new Set([...unknown.map((n) => `{${n}}`), ...stray])];
}

/**
 * The message of `template` with each placeholder replaced by its value (an empty one by nothing), runs of
 * spaces made one.
 *
 * @example
 * fillReminder('السيد {الاسم}: {المبلغ}', { الاسم: 'علي', المبلغ: '250,000 د.ع' }); // 'السيد علي: 250,000 د.ع'
 */
export function fillReminder(
  template: string,
  values: Partial<Record<ReminderPlaceholder, string | null>>,
): string {
  return template
    .replace(PLACEHOLDER, (_, name: string) => values[name.trim() as ReminderPlaceholder] ?? '')
    .replace(/[ \t]{2,}/g, ' ')
    .replace(/\(\s*\)/g, '')
    .trim();
}

/** The links of a message to `international` (digits of an international number), or nulls. */
export function reminderLinks(international: string | null, text: string) {
  if (!international) return { whatsapp: null, sms: null };
  return {
    whatsapp: `https://wa.me/${international}?text=${encodeURIComponent(text)}`,
    sms: `sms:+${international}?body=${encodeURIComponent(text)}`,
  };
}
