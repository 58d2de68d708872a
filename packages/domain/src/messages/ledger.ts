// Part of the package's Arabic texts (../messages.ts names them all).

/** Entries of the ledger: payments, discounts, reversals, and the cancellation they block. */
export const LEDGER_MESSAGES = {
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
} as const;
