// Part of the package's Arabic texts (../messages.ts names them all).

/** The deferred portions of a down payment (باقي المقدمة). */
export const DEFERRED_MESSAGES = {
  tooMany: 'لا يمكن تقسيم باقي المقدمة إلى أكثر من 12 دفعة',
  amountPositive: 'مبلغ الدفعة يجب أن يكون أكبر من صفر',
  dateInvalid: 'تاريخ الدفعة غير صالح',
  dateNotAfterContract: 'تاريخ دفعة باقي المقدمة يجب أن يكون بعد تاريخ العقد',
  dateAfterFirstDue: 'تاريخ دفعة باقي المقدمة يجب ألا يتجاوز تاريخ أول قسط',
  moreThanDown: 'مجموع دفعات باقي المقدمة يجب ألا يزيد عن الدفعة المقدمة',
  cashHasNone: 'البيع النقدي لا يقبل تأجيل جزء من المبلغ',
  firstDueBeforeDeferred: 'تاريخ أول قسط لا يمكن أن يسبق آخر دفعة من باقي المقدمة',
} as const;
