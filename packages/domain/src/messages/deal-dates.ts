// Part of the package's Arabic texts (../messages.ts names them all).

export const DEAL_DATES_MESSAGES = {
  contractTooEarly: 'تاريخ العقد يجب ألا يسبق سنة 2000',
  contractTooLate: 'تاريخ العقد لا يمكن أن يتجاوز سنة من اليوم',
  firstDueBeforeContract: 'تاريخ أول قسط لا يمكن أن يسبق تاريخ العقد',
  firstDueTooLate: 'تاريخ أول قسط يجب أن يكون خلال عشر سنوات من تاريخ العقد',
  paidInFuture: 'تاريخ الدفع لا يمكن أن يكون بعد اليوم',
  paidBeforeContract: 'تاريخ الدفع لا يمكن أن يسبق تاريخ العقد',
} as const;
