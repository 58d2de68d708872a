// Part of @cc/deals' Arabic texts (../messages.ts): the cash closing page's own, so the other deal pages do not
// load them (docs/architecture.md, "Bundle budget").

/** A closed day of a cashier's box, as it prints (docs/domain/cash-box.md). */
export const CASH_CLOSING_MESSAGES = {
  loading: 'جارٍ التحميل…',
  title: (currency: 'IQD' | 'USD') =>
    `محضر إغلاق الصندوق (${currency === 'IQD' ? 'دينار عراقي' : 'دولار أمريكي'})`,
  print: 'طباعة',
  back: 'العودة إلى الدفعات',
  reopened: 'أُعيد فتح هذا الإغلاق بتاريخ',
  cashier: 'أمين الصندوق',
  number: 'رقم الإغلاق',
  figures: 'أرقام الصندوق',
  opening: 'الرصيد الافتتاحي (المعدود في الإغلاق السابق)',
  received: 'المقبوض نقداً',
  refunded: 'المصروف للمشترين',
  handedOut: 'المسلَّم لغيره',
  handedIn: 'المستلَم من غيره',
  expected: 'المتوقع في الصندوق',
  counted: 'المعدود فعلاً',
  difference: 'الفرق (المعدود − المتوقع)',
  note: 'ملاحظة',
  denominations: 'العد حسب الفئات',
  denomination: 'الفئة',
  count: 'العدد',
  cashierSignature: 'توقيع أمين الصندوق ....................',
  managerSignature: 'توقيع المستلم / المدير ....................',
} as const;
