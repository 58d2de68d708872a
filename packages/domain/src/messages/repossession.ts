// Part of the package's Arabic texts (../messages.ts names them all).

/** Repossessing a deal's car, its write-off, refunds to the buyer, and the undo. */
export const REPOSSESSION_MESSAGES = {
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
} as const;
