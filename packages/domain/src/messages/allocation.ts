// Part of the package's Arabic texts (../messages.ts names them all).

export const ALLOCATION_MESSAGES = {
  invalidInstallment: 'بيانات القسط غير صالحة',
  invalidPayment: 'مبلغ الدفعة غير صالح',
  overpayment: 'المبلغ المدفوع أكبر من المبلغ المتبقي',
} as const;
