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
  /** A new plan's amounts (planTerms). */
  plan: {
    pricePositive: 'السعر يجب أن يكون أكبر من صفر',
    downPaymentTooLarge: 'الدفعة المقدمة يجب ألا تزيد عن السعر',
    cashMustBeFull: 'في البيع النقدي تكون الدفعة المقدمة مساوية للسعر',
    nothingFinanced: 'الدفعة المقدمة تساوي السعر، اختر البيع النقدي',
    notActive: 'خطة الدفع غير نشطة (مسددة أو ملغاة)',
    nothingToReschedule: 'لا توجد أقساط غير مدفوعة لإعادة جدولتها',
    firstDueBeforeKept: 'تاريخ أول قسط يجب ألا يسبق آخر قسط مدفوع جزئياً أو كلياً',
  },
  /** Entries of the ledger: payments, discounts, reversals, and the cancellation they block. */
  ledger: {
    amountPositive: 'المبلغ يجب أن يكون أكبر من صفر',
    handedAmountRequired: 'المبلغ المسلَّم مطلوب',
    exchangeRateRequired: 'سعر الصرف مطلوب',
    handedAmountMismatch: 'المبلغ لا يساوي المبلغ المسلَّم محوّلاً بسعر الصرف',
    /** A payment larger than what remains, naming the remaining amount (formatted). */
    overpayment: (remaining: string) => `المبلغ أكبر من المتبقي على خطة الدفع، المتبقي ${remaining}`,
    /** A settlement discount larger than what remains, naming the remaining amount (formatted). */
    discountTooLarge: (remaining: string) => `الخصم أكبر من المتبقي على خطة الدفع، المتبقي ${remaining}`,
    reversalNotReversible: 'لا يمكن عكس قيد عكس',
    paymentAlreadyReversed: 'هذه الدفعة معكوسة مسبقاً',
    clearanceBlocksReversal: 'لا يمكن عكس دفعة لعقد صدرت له براءة ذمة، يرجى إلغاء براءة الذمة أولاً',
    dealAlreadyCancelled: { CONTRACT: 'العقد ملغى مسبقاً', AUTHORIZATION: 'الوكالة ملغاة مسبقاً' },
    dealHasPayments: {
      CONTRACT: 'لا يمكن إلغاء العقد لوجود دفعات مسجلة عليه، يرجى عكس الدفعات أولاً',
      AUTHORIZATION: 'لا يمكن إلغاء الوكالة لوجود دفعات مسجلة عليها، يرجى عكس الدفعات أولاً',
    },
  },
  /** The deferred portions of a down payment (باقي المقدمة). */
  deferred: {
    tooMany: 'لا يمكن تقسيم باقي المقدمة إلى أكثر من 12 دفعة',
    amountPositive: 'مبلغ الدفعة يجب أن يكون أكبر من صفر',
    dateInvalid: 'تاريخ الدفعة غير صالح',
    dateNotAfterContract: 'تاريخ دفعة باقي المقدمة يجب أن يكون بعد تاريخ العقد',
    dateAfterFirstDue: 'تاريخ دفعة باقي المقدمة يجب ألا يتجاوز تاريخ أول قسط',
    moreThanDown: 'مجموع دفعات باقي المقدمة يجب ألا يزيد عن الدفعة المقدمة',
    cashHasNone: 'البيع النقدي لا يقبل تأجيل جزء من المبلغ',
    firstDueBeforeDeferred: 'تاريخ أول قسط لا يمكن أن يسبق آخر دفعة من باقي المقدمة',
  },
  /** Early settlement (تسوية مبكرة): one payment of what remains, less an optional discount. */
  settlement: {
    nothingRemains: 'لا يوجد مبلغ متبقٍ على خطة الدفع لتسويته',
    stale: (remaining: string) =>
      `تغيّر المتبقي على خطة الدفع منذ حساب التسوية، المتبقي الآن ${remaining}. يرجى مراجعة التسوية من جديد`,
    discountNotLess: 'خصم التسوية يجب أن يكون أقل من المبلغ المتبقي',
    discountReasonRequired: 'سبب الخصم مطلوب',
    discountCompanyOnly: 'خصم التسوية من صلاحية حساب الشركة فقط',
  },
  /** Repossessing a deal's car, its write-off, refunds to the buyer, and the undo. */
  repossession: {
    dealCancelled: 'لا يمكن استرجاع سيارة صفقة ملغاة',
    alreadyRepossessed: 'السيارة مسترجعة مسبقاً',
    paidInFull: 'لا يمكن استرجاع سيارة سُدد ثمنها بالكامل',
    notRepossessed: 'الصفقة غير مسترجعة: الشطب وإرجاع المبلغ للصفقات المسترجعة فقط',
    refundTooLarge: (refundable: string) =>
      `المبلغ المُعاد أكبر مما دفعه المشتري، يمكن إرجاع ${refundable} كحد أقصى`,
    writeOffFixed: 'لا يُعكس الشطب وحده، يُلغى بالتراجع عن الاسترجاع',
    refundStands: 'لا يمكن التراجع عن الاسترجاع مع وجود مبلغ مُعاد للمشتري، يرجى عكس الإرجاع أولاً',
    carSoldAgain: 'لا يمكن التراجع عن الاسترجاع: السيارة بيعت مجدداً أو لم تعد متاحة',
    refundExceedsPaid:
      'لا يمكن عكس الدفعة: المبلغ المُعاد للمشتري أكبر مما يبقى مدفوعاً بعدها، يرجى عكس الإرجاع أولاً',
    cancelRepossessed: 'لا يمكن إلغاء صفقة مسترجعة، يمكن التراجع عن الاسترجاع أولاً',
  },
  /** Waiving a late fee and taking the waiver back. */
  lateFees: {
    alreadyWaived: 'الغرامة معفاة مسبقاً',
    chargePaid: 'لا يمكن إعفاء غرامة دُفع منها شيء، يرجى عكس الدفعة أولاً',
    notWaived: 'الغرامة غير معفاة',
    clearanceBlocksUnwaive: 'لا يمكن إرجاع غرامة لعقد صدرت له براءة ذمة، يرجى إلغاء براءة الذمة أولاً',
  },
} as const;
