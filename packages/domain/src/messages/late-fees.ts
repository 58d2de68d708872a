// Part of the package's Arabic texts (../messages.ts names them all).

/** Waiving a late fee and taking the waiver back. */
export const LATE_FEES_MESSAGES = {
  alreadyWaived: 'الغرامة معفاة مسبقاً',
  chargePaid: 'لا يمكن إعفاء غرامة دُفع منها شيء، يرجى عكس الدفعة أولاً',
  notWaived: 'الغرامة غير معفاة',
  clearanceBlocksUnwaive: 'لا يمكن إرجاع غرامة لعقد صدرت له براءة ذمة، يرجى إلغاء براءة الذمة أولاً',
} as const;
