import { dealName } from '@cc/contracts';
import {
  type Currency,
  formatMoney,
  isDeferredDownLine,
  isDownPaymentLine,
  scheduleLineName,
} from '@cc/domain';
import type { NotificationDraft } from './repository';

/** The Arabic texts of the notifications (what the bell, the page and the push show). */
export const NOTIFICATION_TEXTS = {
  // The deal kinds' words are the labels of @cc/contracts (عقد / وكالة), as on every screen.
  dealCreated: { CONTRACT: 'عقد جديد', AUTHORIZATION: 'وكالة جديدة' },
  paymentRecorded: 'تسديد جديد',
  planPaid: 'اكتمل تسديد خطة دفع',
  clearanceIssued: 'صدرت براءة ذمة',
  dueSoon: 'قسط يستحق قريباً',
  overdue: 'قسط متأخر',
  digest: 'ملخص الأقساط المتأخرة',
  promiseBroken: 'وعد بالتسديد لم يُوفَ',
} as const;

const T = NOTIFICATION_TEXTS;

/** What a deal's notifications name: its kind and number, the buyer. */
export interface DealSummary {
  dealId: number;
  kind: 'CONTRACT' | 'AUTHORIZATION';
  contractNumber: number;
  buyerName: string;
  carName: string;
}

export const dealLink = (deal: Pick<DealSummary, 'kind' | 'dealId'>) =>
  `/${deal.kind === 'CONTRACT' ? 'contracts' : 'authorizations'}/${deal.dealId}`;

const dealLabel = (d: DealSummary) => `${dealName(d.kind, d.contractNumber)} — ${d.buyerName}`;
const money = (minor: number, currency: Currency) => formatMoney(minor, currency);

const ofDeal = (d: DealSummary) => ({ link: dealLink(d), dealId: d.dealId });

export const drafts = {
  dealCreated: (d: DealSummary): NotificationDraft => ({
    kind: 'CONTRACT_CREATED',
    key: `deal-created:${d.dealId}`,
    title: T.dealCreated[d.kind],
    body: `${dealLabel(d)} — ${d.carName}`,
    ...ofDeal(d),
  }),
  paymentRecorded: (
    d: DealSummary,
    p: { id: number; receiptNumber: number; amount: number; currency: Currency },
  ): NotificationDraft => ({
    kind: 'PAYMENT_RECORDED',
    key: `payment:${p.id}`,
    title: T.paymentRecorded,
    body: `${money(p.amount, p.currency)} — وصل رقم ${p.receiptNumber} — ${dealLabel(d)}`,
    ...ofDeal(d),
  }),
  planPaid: (d: DealSummary, paymentId: number): NotificationDraft => ({
    kind: 'PLAN_PAID',
    // A plan paid again after a reversal tells it again: the key names the payment that paid it.
    key: `plan-paid:${d.dealId}:${paymentId}`,
    title: T.planPaid,
    body: `${dealLabel(d)} — ${d.carName}`,
    ...ofDeal(d),
  }),
  /** For the clearance feature: call it in the transaction that issues the clearance. */
  clearanceIssued: (d: DealSummary, clearance: { id: number; number?: number }): NotificationDraft => ({
    kind: 'CLEARANCE_ISSUED',
    key: `clearance:${clearance.id}`,
    title: T.clearanceIssued,
    body: `${clearance.number ? `براءة ذمة رقم ${clearance.number} — ` : ''}${dealLabel(d)}`,
    ...ofDeal(d),
  }),
  /** A promise to pay whose date passed without the money (the collections job, once per promise). */
  promiseBroken: (
    d: DealSummary,
    p: { id: number; date: string; amount: number; currency: Currency },
  ): NotificationDraft => ({
    kind: 'PROMISE_BROKEN',
    key: `promise-broken:${p.id}`,
    title: T.promiseBroken,
    body: `وعد بتسديد ${money(p.amount, p.currency)} حتى ${p.date} — ${dealLabel(d)}`,
    ...ofDeal(d),
  }),
  dueSoon: (d: DealSummary, i: InstallmentFact): NotificationDraft => ({
    kind: 'INSTALLMENT_DUE_SOON',
    key: `due-soon:${i.id}:${i.dueDate}`,
    title: T.dueSoon,
    body: isDownPaymentLine(i)
      ? `الدفعة المقدمة بمبلغ ${money(i.left, i.currency)} تستحق في ${i.dueDate} — ${dealLabel(d)}`
      : isDeferredDownLine(i)
        ? `دفعة ${scheduleLineName(i.sequence)} بمبلغ ${money(i.left, i.currency)} تستحق في ${i.dueDate} — ${dealLabel(d)}`
        : `القسط ${i.sequence} بمبلغ ${money(i.left, i.currency)} يستحق في ${i.dueDate} — ${dealLabel(d)}`,
    ...ofDeal(d),
  }),
  overdue: (d: DealSummary, i: InstallmentFact): NotificationDraft => ({
    kind: 'INSTALLMENT_OVERDUE',
    key: `overdue:${i.id}:${i.dueDate}`,
    title: T.overdue,
    body: isDownPaymentLine(i)
      ? `الدفعة المقدمة بمبلغ ${money(i.left, i.currency)} تأخرت عن ${i.dueDate} — ${dealLabel(d)}`
      : isDeferredDownLine(i)
        ? `دفعة ${scheduleLineName(i.sequence)} بمبلغ ${money(i.left, i.currency)} تأخرت عن ${i.dueDate} — ${dealLabel(d)}`
        : `القسط ${i.sequence} بمبلغ ${money(i.left, i.currency)} تأخر عن ${i.dueDate} — ${dealLabel(d)}`,
    ...ofDeal(d),
  }),
  /** Amounts per currency, never added across currencies. */
  digest: (
    today: string,
    count: number,
    totals: readonly { currency: Currency; left: number }[],
  ): NotificationDraft => ({
    kind: 'OVERDUE_DIGEST',
    key: `digest:${today}`,
    title: T.digest,
    body: `${count} من الأقساط متأخرة: ${totals.map((t) => money(t.left, t.currency)).join(' و ')}`,
    link: '/payments',
    dealId: null,
  }),
};

/** An unpaid instalment as the job sees it. */
export interface InstallmentFact {
  id: number;
  sequence: number;
  dueDate: string;
  /** What remains of it, minor units. */
  left: number;
  currency: Currency;
}

/**
 * What a payment tells (POST /payments, an early settlement): the payment, and the plan paid when it
 * paid the plan.
 *
 * @example
 * notifier.record(tx, companyId, paymentDrafts(summary, recorded, amount, 'IQD'), { except: ctx.userId });
 */
export function paymentDrafts(
  d: DealSummary,
  recorded: { id: number; receiptNumber: number; planStatus: string },
  amount: number,
  currency: Currency,
): NotificationDraft[] {
  return [
    drafts.paymentRecorded(d, { id: recorded.id, receiptNumber: recorded.receiptNumber, amount, currency }),
    ...(recorded.planStatus === 'PAID' ? [drafts.planPaid(d, recorded.id)] : []),
  ];
}
