// Part of @cc/deals' Arabic texts (../messages.ts): the cash boxes page's own, so the other deal pages do not
// load them (docs/architecture.md, "Bundle budget").

import { DEAL_TITLES } from '../titles';

/** The company's boxes and the closings report (/cash-box, docs/domain/cash-box.md#the-company-view). */
export const CASH_BOXES_MESSAGES = {
  title: DEAL_TITLES.cashBoxes,
  loading: 'جارٍ التحميل…',
  loadFailed: 'تعذّر تحميل الصناديق',
  asOf: 'النقد المتوقع في الصناديق حتى',
  companyTitle: 'نقد الشركة',
  companyOf: { IQD: 'مجموع الصناديق بالدينار', USD: 'مجموع الصناديق بالدولار' },
  branchesTitle: 'حسب الفرع',
  cashiersTitle: 'صناديق أمناء الصندوق',
  noCashiers: 'لا يوجد من يستلم النقد بعد',
  noBranch: 'بدون فرع',
  currencies: { IQD: 'دينار', USD: 'دولار' },
  closedOn: 'آخر إغلاق',
  neverClosed: 'لم يُغلق من قبل',
  reportTitle: 'تقرير إغلاقات الصندوق',
  withDifference: 'بفرق فقط',
  reopened: 'أُعيد فتحه',
  standing: 'قائم',
  print: 'طباعة الإغلاق',
  rowLabel: (cashier: string, day: string) => `إغلاق ${cashier} بتاريخ ${day}`,
  columns: {
    day: 'اليوم',
    cashier: 'أمين الصندوق',
    branch: 'الفرع',
    currency: 'العملة',
    expected: 'المتوقع',
    counted: 'المعدود',
    difference: 'الفرق',
    note: 'الملاحظة',
    state: 'الحالة',
  },
} as const;
