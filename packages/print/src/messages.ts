import {
  PAYMENT_METHOD_LABELS,
  PAYMENT_TYPE_LABELS,
  PLAN_STATUS_LABELS,
  SELLER_TYPE_LABELS,
} from '@cc/contracts';
import { PRINT_TITLES } from './titles';

/** Arabic texts of the print page and of the values it prints. */
export const PRINT_MESSAGES = {
  /** Route titles (the document title until the record names the PDF). */
  titles: PRINT_TITLES,
  /** Promissory notes (كمبيالات): the page's title, its range and what it says when none is owed. */
  notes: {
    title: 'كمبيالات',
    from: 'من الكمبيالة',
    to: 'إلى الكمبيالة',
    none: 'لا توجد أقساط غير مدفوعة لطباعة كمبيالات لها',
    perPage: (count: number, perPage: number) => `${count} كمبيالة، ${perPage} في كل صفحة`,
  },
  statementTitle: 'كشف حساب',
  print: 'طباعة',
  back: 'رجوع',
  loading: 'جار التحميل...',
  /** A load the page cannot print without failed (the deal, the payment, the template). */
  loadFailed: 'تعذر تحميل الصفحة للطباعة',
  /** Loads the page prints without (shown above the sheet, never printed). */
  logoFailed: 'تعذر تحميل شعار الشركة، وستُطبع الصفحة بدونه',
  coverFailed: 'تعذر تحميل صورة السيارة، وستُطبع الصفحة بدونها',
  noCover: 'لا صورة غلاف لهذه السيارة، وستُطبع الصفحة بدونها',
  imageFailed: 'تعذر تحميل صورة من صور القالب، وستُطبع الصفحة بدونها',
  contract: 'عقد',
  authorization: 'وكالة',
  receipt: 'وصل قبض',
  clearance: 'براءة ذمة',
  /**
   * The money documents besides the receipt (docs/domain/printing.md#money-documents): printed from
   * fixed layouts, never from the company's receipt template, because none of them is proof of money
   * received.
   */
  documents: {
    /** Document titles (the printed heading), by what the entry is. */
    reversalOfPayment: 'سند عكس دفعة',
    reversalOfDiscount: 'سند عكس خصم',
    reversalOfWriteOff: 'سند إلغاء شطب',
    reversalOfRefund: 'سند عكس مبلغ مُعاد',
    discount: 'إشعار خصم تسوية',
    writeOff: 'إشعار شطب المتبقي',
    refund: 'سند صرف مبلغ مُعاد للمشتري',
    /** The saved PDF's name, then the entry's number. */
    fileReversal: 'سند عكس',
    fileDiscount: 'إشعار خصم',
    fileWriteOff: 'إشعار شطب',
    fileRefund: 'سند صرف',
    voidedFile: 'ملغى',
    voucherNumber: 'رقم السند:',
    noteNumber: 'رقم الإشعار:',
    date: 'التاريخ:',
    reversedReceipt: 'الوصل المعكوس',
    reversedDiscount: 'إشعار الخصم المعكوس',
    reversedWriteOff: 'إشعار الشطب الملغى',
    reversedRefund: 'سند الصرف المعكوس',
    receiptNumber: 'رقم الوصل:',
    onDate: 'بتاريخ:',
    payer: 'الدافع',
    grantee: 'الخصم ممنوح إلى',
    buyer: 'المشتري',
    /** The buyer, to whom a refund is paid. */
    payee: 'صُرف المبلغ إلى',
    name: 'السيد/السيدة:',
    phone: 'رقم الهاتف:',
    nationalId: 'رقم الهوية:',
    amountReturned: 'المبلغ المُعاد:',
    discountVoided: 'الخصم الملغى:',
    discountAmount: 'مبلغ الخصم:',
    writeOffVoided: 'مبلغ الشطب الملغى:',
    writeOffAmount: 'مبلغ الشطب:',
    refundVoided: 'مبلغ الصرف الملغى:',
    refundMethod: 'طريقة الصرف:',
    inWords: 'كتابةً:',
    reverseReason: 'سبب العكس:',
    discountReason: 'سبب الخصم:',
    writeOffReason: 'سبب الشطب:',
    refundReason: 'سبب الإرجاع:',
    /** Why a write-off was cancelled: the undoing of the car's repossession. */
    voidReason: 'سبب الإلغاء:',
    dealNumber: { CONTRACT: 'رقم العقد:', AUTHORIZATION: 'رقم الوكالة:' },
    remainingAfterReversal: 'المتبقي بعد العكس:',
    remainingAfterDiscount: 'المتبقي بعد الخصم:',
    remainingAfterWriteOff: 'المتبقي بعد الشطب:',
    /** What remains after a refund or its reversal: unchanged, still owed by the buyer. */
    remainingOnBuyer: 'المتبقي على المشتري:',
    car: 'السيارة:',
    plate: 'رقم اللوحة:',
    reversalOfPaymentText:
      'بهذا السند يُلغى الوصل المذكور أعلاه ويُعاد مبلغه إلى الدافع، ويُضاف المبلغ إلى المتبقي على العقد. هذا السند ليس إثباتاً لاستلام أي مبلغ.',
    reversalOfDiscountText:
      'بهذا السند يُلغى إشعار الخصم المذكور أعلاه، ويُضاف مبلغه إلى المتبقي على العقد. هذا السند ليس إثباتاً لاستلام أي مبلغ.',
    discountText:
      'خُصم هذا المبلغ من المتبقي على العقد تسويةً، ولم يُستلم به أي مبلغ. هذا الإشعار ليس إثباتاً لاستلام أي مبلغ.',
    reversalOfWriteOffText:
      'بهذا السند يُلغى إشعار الشطب المذكور أعلاه بالتراجع عن استرجاع السيارة، ويُضاف مبلغه إلى المتبقي على العقد. هذا السند ليس إثباتاً لاستلام أي مبلغ.',
    reversalOfRefundText:
      'بهذا السند يُلغى سند الصرف المذكور أعلاه ويُردّ مبلغه إلى الشركة، ولا يتغيّر به المتبقي على العقد.',
    writeOffText:
      'شُطب هذا المبلغ من المتبقي على العقد عند استرجاع السيارة، ولم يُستلم به أي مبلغ. هذا الإشعار ليس إثباتاً لاستلام أي مبلغ.',
    refundText:
      'صرفت الشركة هذا المبلغ إلى المشتري المذكور أعلاه، مُعاداً إليه مما دفعه عن السيارة المسترجعة. هذا السند ليس إثباتاً لاستلام أي مبلغ من المشتري.',
    forCompany: 'عن الشركة',
    receivedBack: 'توقيع مستلم المبلغ المُعاد',
    /** The buyer's signatures on a refund voucher, and on its reversal. */
    refundReceivedBy: 'توقيع مستلم المبلغ',
    refundedBack: 'توقيع المُعيد للمبلغ',
    signatureLine: '........................................',
  },
  /** The mark over a reversed entry's print: the stamp, then what cancelled it (by the entry's kind). */
  voided: {
    stamp: 'ملغى',
    receipt: 'أُلغي هذا الوصل بسند العكس رقم',
    discount: 'أُلغي هذا الإشعار بسند العكس رقم',
    writeOff: 'أُلغي هذا الإشعار بسند إلغاء الشطب رقم',
    refund: 'أُلغي هذا السند بسند العكس رقم',
    onDate: 'بتاريخ',
    reason: 'السبب:',
  },
  logoAlt: 'شعار الشركة',
  imageAlt: 'صورة',
  planStatuses: PLAN_STATUS_LABELS,
  paymentTypes: PAYMENT_TYPE_LABELS,
  dealStatuses: { ACTIVE: 'نافذ', CANCELLED: 'ملغى' },
  sellerTypes: SELLER_TYPE_LABELS,
  paymentMethods: PAYMENT_METHOD_LABELS,
  handedOver: 'المسلَّم',
  lateFeesPaid: 'منها غرامات تأخير:',
  atRate: 'بسعر صرف',
  table: {
    sequence: 'ت',
    dueDate: 'تاريخ الاستحقاق',
    amount: 'مبلغ القسط',
    empty: 'لا توجد أقساط',
  },
  /** The columns of a statement's ledger table. */
  statement: {
    date: 'التاريخ',
    kind: 'البيان',
    number: 'رقم السند',
    debit: 'مدين',
    credit: 'دائن',
    balance: 'الرصيد',
    empty: 'لا توجد حركات',
  },
} as const;
