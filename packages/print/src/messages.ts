/** Arabic texts of the print page and of the values it prints. */
export const PRINT_MESSAGES = {
  print: 'طباعة',
  back: 'رجوع',
  loading: 'جار التحميل...',
  contract: 'عقد',
  authorization: 'وكالة',
  receipt: 'وصل قبض',
  logoAlt: 'شعار الشركة',
  imageAlt: 'صورة',
  planStatuses: { ACTIVE: 'قيد التسديد', PAID: 'مسدد بالكامل', CANCELLED: 'ملغى' },
  paymentTypes: { CASH: 'نقداً', INSTALLMENTS: 'أقساط' },
  installmentStatuses: { PENDING: 'غير مدفوع', PARTIAL: 'مدفوع جزئياً', PAID: 'مدفوع' },
  dealStatuses: { ACTIVE: 'نافذ', CANCELLED: 'ملغى' },
  sellerTypes: { COMPANY: 'الشركة', PERSON: 'شخص' },
  paymentMethods: { CASH: 'نقداً', TRANSFER: 'تحويل' },
  table: {
    sequence: 'ت',
    dueDate: 'تاريخ الاستحقاق',
    amount: 'مبلغ القسط',
    empty: 'لا توجد أقساط',
  },
} as const;
