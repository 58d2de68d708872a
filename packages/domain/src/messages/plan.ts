// Part of the package's Arabic texts (../messages.ts names them all).

/** A new plan's amounts (planTerms). */
export const PLAN_MESSAGES = {
  pricePositive: 'السعر يجب أن يكون أكبر من صفر',
  downPaymentTooLarge: 'الدفعة المقدمة يجب ألا تزيد عن السعر',
  cashMustBeFull: 'في البيع النقدي تكون الدفعة المقدمة مساوية للسعر',
  nothingFinanced: 'الدفعة المقدمة تساوي السعر، اختر البيع النقدي',
  notActive: 'خطة الدفع غير نشطة (مسددة أو ملغاة)',
  nothingToReschedule: 'لا توجد أقساط غير مدفوعة لإعادة جدولتها',
  firstDueBeforeKept: 'تاريخ أول قسط يجب ألا يسبق آخر قسط مدفوع جزئياً أو كلياً',
} as const;
