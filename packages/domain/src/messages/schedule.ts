// Part of the package's Arabic texts (../messages.ts names them all).

export const SCHEDULE_MESSAGES = {
  invalidAmount: 'المبلغ الممول غير صالح',
  invalidCount: 'عدد الأقساط يجب أن يكون بين 1 و120',
  invalidDate: 'تاريخ أول قسط غير صالح',
  invalidStep: 'خطوة التقريب غير صالحة',
  tooSmall: 'المبلغ الممول أقل من أن يقسم على هذا العدد من الأقساط',
} as const;
