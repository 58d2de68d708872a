// Part of the package's Arabic texts (../messages.ts names them all).

export const MONEY_MESSAGES = {
  empty: 'يرجى إدخال المبلغ',
  invalid: 'المبلغ غير صالح، أدخل أرقاماً فقط',
  negative: 'لا يمكن أن يكون المبلغ سالباً',
  tooLarge: 'المبلغ كبير جداً',
  unknownCurrency: 'العملة غير مدعومة',
  tooManyDecimals: {
    IQD: 'لا يقبل الدينار العراقي كسوراً عشرية',
    USD: 'لا يقبل الدولار أكثر من رقمين بعد الفاصلة العشرية',
  },
} as const;
