import type { Notification } from '@cc/contracts';

/** A few notifications of the signed-in user: two unread (a payment, an overdue instalment), one read. */
export const DEMO_NOTIFICATIONS: readonly Notification[] = [
  {
    id: 1,
    kind: 'CONTRACT_CREATED',
    title: 'عقد جديد',
    body: 'عقد رقم 3 — علي حسين — تويوتا كامري 2021',
    link: '/contracts/3',
    dealId: 3,
    read: true,
    createdAt: '2026-05-01T08:30:00.000Z',
  },
  {
    id: 2,
    kind: 'INSTALLMENT_OVERDUE',
    title: 'قسط متأخر',
    body: 'القسط 2 بمبلغ 1,000,000 د.ع تأخر عن 2026-05-10 — عقد رقم 3 — علي حسين',
    link: '/contracts/3',
    dealId: 3,
    read: false,
    createdAt: '2026-05-11T06:00:00.000Z',
  },
  {
    id: 3,
    kind: 'PAYMENT_RECORDED',
    title: 'تسديد جديد',
    body: '500,000 د.ع — وصل رقم 12 — عقد رقم 4 — زينب كاظم',
    link: '/contracts/4',
    dealId: 4,
    read: false,
    createdAt: '2026-05-12T10:15:00.000Z',
  },
];
