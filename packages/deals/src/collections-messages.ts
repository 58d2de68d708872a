import {
  CONTACT_KIND_LABELS_AR,
  CONTACT_OUTCOME_LABELS_AR,
  type DealKind,
  PROMISE_STATUS_LABELS_AR,
} from '@cc/contracts';
import { DEAL_TITLES } from './titles';

/** Arabic texts of the collections screen, its contact dialog and its reminders. */
export const COLLECTIONS_MESSAGES = {
  title: DEAL_TITLES.collections,
  caption: 'العقود المتأخرة والوعود المستحقة',
  /** The queue's two tabs: the deals being collected, and those marked in default. */
  tabs: { queue: 'قائمة التحصيل', defaulted: 'المتعثرة' },
  tabsLabel: 'قوائم التحصيل',
  defaultedCaption: 'العقود المعلَّمة كمتعثرة',
  /** A deal's default mark on its page (docs/domain/collections.md#default). */
  defaultMark: {
    marked: 'معلَّم كمتعثر منذ',
    mark: 'تعليم كمتعثر',
    clear: 'إلغاء التعثر',
    markTitle: 'تعليم العقد كمتعثر',
    markHint:
      'يخرج العقد من قائمة التحصيل إلى قائمة المتعثرة وتتوقف إشعارات أقساطه، ولا يتغير شيء في الحسابات.',
    clearTitle: 'إلغاء تعليم التعثر',
    clearHint: 'يعود العقد إلى قائمة التحصيل وتعود إشعارات أقساطه.',
    reason: 'السبب',
  },
  columns: {
    contractNumber: 'العقد',
    buyer: 'المشتري',
    phone: 'الهاتف',
    guarantor: 'الكفيل',
    car: 'السيارة',
    overdueAmount: 'المبلغ المتأخر',
    daysOverdue: 'أيام التأخير',
    lastContact: 'آخر تواصل',
    nextActionOn: 'الإجراء التالي',
    collector: 'المحصّل',
    promise: 'الوعد',
  },
  days: (n: number) =>
    n === 0 ? 'لا تأخير' : n === 1 ? 'يوم واحد' : n === 2 ? 'يومان' : n <= 10 ? `${n} أيام` : `${n} يوماً`,
  brokenPromise: 'وعد لم يُوفَ',
  lateFees: 'غرامات',
  promiseToday: 'وعد يستحق اليوم',
  kinds: CONTACT_KIND_LABELS_AR,
  outcomes: CONTACT_OUTCOME_LABELS_AR,
  promiseStatuses: PROMISE_STATUS_LABELS_AR,
  view: { CONTRACT: 'عرض العقد', AUTHORIZATION: 'عرض الوكالة' } satisfies Record<DealKind, string>,
  logContact: 'تسجيل تواصل',
  assign: 'إسناد إلى محصّل',
  assignTitle: (kind: DealKind, number: number) =>
    `إسناد ${kind === 'CONTRACT' ? 'العقد' : 'الوكالة'} ${number} إلى محصّل`,
  assignSave: 'إسناد',
  assigned: 'تم إسناد العقود',
  nobody: 'بدون محصّل',
  assignAll: 'إسناد الكل',
  assignAllTitle: (count: number | null) =>
    count === null ? 'إسناد العقود المعروضة إلى محصّل' : `إسناد العقود المعروضة (${count}) إلى محصّل`,
  assignAllHint: 'يُسند كل عقد يطابق البحث والتصفية الحالية، لا الصفحة المعروضة فقط.',
  // Reminders
  remind: 'تذكير',
  loading: 'جارٍ تحضير الرسائل',
  remindAll: 'تذكير الكل',
  remindAllHint: 'رسائل العقود المطابقة للتصفية الحالية، الأكثر إلحاحاً أولاً. تُسجَّل كل رسالة عند فتحها.',
  recipient: 'إلى',
  toBuyers: 'المشترين',
  toGuarantors: 'الكفلاء',
  reminderCount: (n: number) =>
    n === 0
      ? 'لا توجد رسائل'
      : n === 1
        ? 'رسالة واحدة'
        : n === 2
          ? 'رسالتان'
          : n <= 10
            ? `${n} رسائل`
            : `${n} رسالة`,
  reminderCap: (max: number) => `(أول ${max} فقط؛ ضيّق التصفية لرؤية البقية)`,
  // The settings section of reminder texts
  templatesTitle: DEAL_TITLES.reminderTexts,
  placeholdersHint: 'المتغيرات المتاحة (تُستبدل عند التحضير):',
  preview: 'معاينة',
  restoreDefault: 'استعادة النص الافتراضي',
  saveTemplates: 'حفظ النصوص',
  templatesSaved: 'تم حفظ نصوص التذكير',
  // The aging report (/reports/aging)
  agingTitle: DEAL_TITLES.aging,
  aging: {
    groupBy: 'التجميع حسب',
    currency: 'العملة',
    allCurrencies: 'كل العملات',
    allBranches: 'كل الفروع',
    currencyTitle: { IQD: 'بالدينار العراقي', USD: 'بالدولار الأمريكي' },
    total: 'الإجمالي',
    count: 'عدد الأقساط',
    instalments: (n: number) =>
      n === 1 ? 'قسط واحد' : n === 2 ? 'قسطان' : n <= 10 ? `${n} أقساط` : `${n} قسطاً`,
    caption: (today: string) =>
      `المبالغ غير المسددة من الأقساط المستحقة قبل ${today}، كل قسط في فئة أيام تأخيره. لا تُجمع العملتان.`,
    truncated: 'يظهر أكبر 500 مشترٍ في كل عملة؛ الإجمالي يشمل الجميع.',
    exportCsv: 'تصدير CSV',
    print: 'طباعة',
    loading: 'جار تحميل التقرير',
    empty: 'لا توجد مبالغ متأخرة',
  },
  // The collections report (/reports/collections)
  reportTitle: DEAL_TITLES.collectionsReport,
  report: {
    from: 'من تاريخ',
    to: 'إلى تاريخ',
    caption: (from: string, to: string) =>
      `من ${from} إلى ${to}. المستلم: الدفعات القائمة (مع المقدمات)، والمستحق: أقساط الفترة ومقدماتها. لا تُجمع العملتان.`,
    ratesTitle: 'نسبة التحصيل',
    received: 'المستلم',
    due: 'المستحق في الفترة',
    rate: 'نسبة التحصيل',
    receivedTitle: 'المستلم',
    amount: 'المبلغ',
    count: 'عدد الدفعات',
    nothing: 'لا مستلم ولا مستحق في هذه الفترة',
    promisesTitle: 'الوعود بالتسديد',
    noPromises: 'لا وعود في هذه الفترة',
    collector: 'سجّلها',
    made: 'الوعود',
    kept: 'وُفي بها',
    broken: 'لم يُوفَ بها',
    pending: 'قائمة',
  },
  // A statement of account (/statements/deal/:id, /statements/person/:id)
  statement: {
    title: DEAL_TITLES.statement,
    loading: 'جار تحميل كشف الحساب',
    chargesInBalance: 'منها غرامات تأخير',
    writtenOffTotal: 'شُطب عند الاسترجاع',
    refundedTotal: 'أُعيد للمشتري',
    printDeal: (deal: string) => `طباعة كشف ${deal}`,
    name: 'الاسم',
    phone: 'الهاتف',
    nationalId: 'رقم الهوية',
    on: 'بتاريخ',
    ledger: 'الحركات',
    schedule: 'جدول الأقساط',
    deal: 'العقد',
    date: 'التاريخ',
    kind: 'البيان',
    number: 'رقم السند',
    debit: 'مدين',
    credit: 'دائن',
    balance: 'الرصيد',
    note: 'ملاحظة',
    total: 'الإجمالي',
    totals: 'الإجمالي حسب العملة',
    sequence: 'القسط',
    downPayment: 'المقدمة',
    dueDate: 'تاريخ الاستحقاق',
    amount: 'المبلغ',
    paid: 'المدفوع',
    remaining: 'المتبقي',
    status: 'الحالة',
    cancelled: 'ملغى',
    repossessed: 'مسترجعة',
    writtenOff: 'مشطوب',
    noDeals: 'لا توجد عقود لهذا الحساب',
    open: 'كشف حساب',
  },
  // The settings section «التحصيل»
  settingsTitle: DEAL_TITLES.collectionSettings,
  bandsForm: {
    title: 'فئات أعمار الديون',
    label: 'حدود الفئات بالأيام',
    hint: 'أرقام تصاعدية مفصولة بفواصل، مثل 30، 60، 90، 180. الفئة الأخيرة مفتوحة.',
    bands: 'الفئات',
    notNumbers: 'اكتب أعداداً صحيحة من الأيام مفصولة بفواصل',
    save: 'حفظ الفئات',
    saved: 'تم حفظ إعدادات التحصيل',
  },
  // Filters
  branch: 'الفرع',
  collectorFilter: 'محصّل معيّن',
  noContact: 'بلا تواصل منذ',
  noContactDays: (n: number) => `${n} أيام أو أكثر`,
  // The contact dialog
  dialogTitle: (kind: DealKind, number: number, buyer: string) =>
    `التواصل بشأن ${kind === 'CONTRACT' ? 'العقد' : 'الوكالة'} ${number} — ${buyer}`,
  log: 'سجل التواصل',
  logEmpty: 'لا يوجد تواصل مسجّل بعد',
  logFailed: 'تعذر تحميل سجل التواصل',
  kind: 'طريقة التواصل',
  outcome: 'النتيجة',
  note: 'ملاحظة',
  promiseDate: 'تاريخ الوعد',
  promiseAmount: 'مبلغ الوعد',
  nextActionOn: 'تاريخ الإجراء التالي',
  nextActionHint: 'يُترك فارغاً: غداً إذا لم يرد، وتاريخ الوعد إذا وعد',
  save: 'حفظ التواصل',
  cancel: 'إغلاق',
  saved: 'تم تسجيل التواصل',
  by: 'بواسطة',
} as const;
