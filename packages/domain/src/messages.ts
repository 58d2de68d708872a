// Every Arabic text this package produces, in one place for review (conventions: one messages module
// per package). Number words live in `arabic-words.ts` because they are grammar, not messages.

/**
 * The Arabic texts of this package's refusals, for review and for reuse (a form can show the same text
 * before the call).
 *
 * @example
 * ```ts
 * MESSAGES.schedule.tooSmall; // 'المبلغ الممول أقل من أن يقسم على هذا العدد من الأقساط'
 * ```
 */
export const MESSAGES = {
  money: {
    empty: 'يرجى إدخال المبلغ',
    invalid: 'المبلغ غير صالح، أدخل أرقاماً فقط',
    negative: 'لا يمكن أن يكون المبلغ سالباً',
    tooLarge: 'المبلغ كبير جداً',
    unknownCurrency: 'العملة غير مدعومة',
    tooManyDecimals: {
      IQD: 'لا يقبل الدينار العراقي كسوراً عشرية',
      USD: 'لا يقبل الدولار أكثر من رقمين بعد الفاصلة العشرية',
    },
  },
  schedule: {
    invalidAmount: 'المبلغ الممول غير صالح',
    invalidCount: 'عدد الأقساط يجب أن يكون بين 1 و120',
    invalidDate: 'تاريخ أول قسط غير صالح',
    invalidStep: 'خطوة التقريب غير صالحة',
    tooSmall: 'المبلغ الممول أقل من أن يقسم على هذا العدد من الأقساط',
  },
  dealDates: {
    contractTooEarly: 'تاريخ العقد يجب ألا يسبق سنة 2000',
    contractTooLate: 'تاريخ العقد لا يمكن أن يتجاوز سنة من اليوم',
    firstDueBeforeContract: 'تاريخ أول قسط لا يمكن أن يسبق تاريخ العقد',
    firstDueTooLate: 'تاريخ أول قسط يجب أن يكون خلال عشر سنوات من تاريخ العقد',
    paidInFuture: 'تاريخ الدفع لا يمكن أن يكون بعد اليوم',
    paidBeforeContract: 'تاريخ الدفع لا يمكن أن يسبق تاريخ العقد',
  },
  allocation: {
    invalidInstallment: 'بيانات القسط غير صالحة',
    invalidPayment: 'مبلغ الدفعة غير صالح',
    overpayment: 'المبلغ المدفوع أكبر من المبلغ المتبقي',
  },
} as const;
