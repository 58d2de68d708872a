// Collecting's enums and labels (contacts and promises, late fees), without zod (docs/architecture.md,
// "Bundle budget"); `collections.ts` and `late-fees.ts` build their schemas from them and re-export them.
// The reminders' texts are in reminder-texts.ts, the reports' bands and groups in report-enums.ts.

import { scheduleLineName } from '@cc/domain';
import { labelledEnum } from './labelled-enum';

/** How the office reached the buyer. */
export const { values: CONTACT_KINDS, labels: CONTACT_KIND_LABELS_AR } = labelledEnum({
  CALL: 'اتصال',
  VISIT: 'زيارة',
  MESSAGE: 'رسالة',
  WALK_IN: 'حضر المشتري',
});
export type ContactKind = (typeof CONTACT_KINDS)[number];

/** What came of it; PROMISED carries a date and an amount. */
export const { values: CONTACT_OUTCOMES, labels: CONTACT_OUTCOME_LABELS_AR } = labelledEnum({
  REACHED: 'تم التواصل',
  NO_ANSWER: 'لم يرد',
  WRONG_NUMBER: 'رقم خاطئ',
  REFUSED: 'رفض',
  PROMISED: 'وعد بالتسديد',
});
export type ContactOutcome = (typeof CONTACT_OUTCOMES)[number];

/** A promise to pay: pending until its date, kept when payments reach its amount, else broken. */
export const { values: PROMISE_STATUSES, labels: PROMISE_STATUS_LABELS_AR } = labelledEnum({
  PENDING: 'قائم',
  KEPT: 'تم الوفاء',
  BROKEN: 'لم يُوفَ',
});
export type PromiseStatus = (typeof PROMISE_STATUSES)[number];

/** The sort keys of GET /collections; the default (`priority`): broken promises, promises due today, days overdue. */
export const COLLECTION_SORT_KEYS = ['priority', 'daysOverdue', 'overdueAmount', 'nextActionOn'] as const;
export type CollectionSortKey = (typeof COLLECTION_SORT_KEYS)[number];

/** The most deals one PUT /collections/assign by filter may assign. */
export const MAX_ASSIGN_BY_FILTER = 5000;

/** The most messages one batch of reminders holds (the queue's first, most urgent first). */
export const MAX_REMINDER_BATCH = 200;

export const { values: LATE_FEE_MODES, labels: LATE_FEE_MODE_LABELS_AR } = labelledEnum({
  OFF: 'بلا غرامات تأخير',
  FIXED: 'مبلغ ثابت عن كل قسط متأخر',
  PERCENT: 'نسبة من المبلغ المتأخر',
});
export type LateFeeMode = (typeof LATE_FEE_MODES)[number];

/** A charge's state: owed, partly or fully paid (after every instalment), or waived. */
export const { values: CHARGE_STATUSES, labels: CHARGE_STATUS_LABELS_AR } = labelledEnum({
  DUE: 'مستحقة',
  PARTIAL: 'مسددة جزئياً',
  PAID: 'مسددة',
  WAIVED: 'معفاة',
});
export type ChargeStatus = (typeof CHARGE_STATUSES)[number];

/**
 * The instalment a fee was charged for, as the deal page and the statement name it: «المقدمة» for line 0,
 * «باقي المقدمة n» for a deferred portion, else «القسط n» (`scheduleLineName` of @cc/domain).
 *
 * @example
 * chargedLineName(3); // 'القسط 3'
 */
export const chargedLineName = (sequence: number) => scheduleLineName(sequence);
