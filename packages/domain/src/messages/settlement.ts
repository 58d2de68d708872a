// Part of the package's Arabic texts (../messages.ts names them all).

/** Early settlement (تسوية مبكرة): one payment of what remains, less an optional discount. */
export const SETTLEMENT_MESSAGES = {
  nothingRemains: 'لا يوجد مبلغ متبقٍ على خطة الدفع لتسويته',
  stale: (remaining: string) =>
    `تغيّر المتبقي على خطة الدفع منذ حساب التسوية، المتبقي الآن ${remaining}. يرجى مراجعة التسوية من جديد`,
  discountNotLess: 'خصم التسوية يجب أن يكون أقل من المبلغ المتبقي',
  discountReasonRequired: 'سبب الخصم مطلوب',
  discountCompanyOnly: 'خصم التسوية من صلاحية حساب الشركة فقط',
} as const;
