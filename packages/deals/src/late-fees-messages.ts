import { CHARGE_STATUS_LABELS_AR, chargedLineName, LATE_FEE_MODE_LABELS_AR } from '@cc/contracts';

/** Arabic texts of late fees: the settings form and the deal page's section (docs/domain/late-fees.md). */
export const LATE_FEE_MESSAGES = {
  // The settings form
  formTitle: 'غرامات التأخير',
  formHint:
    'غرامة واحدة عن كل قسط متأخر بعد انتهاء أيام السماح، تُضاف إلى المتبقي وتُسدَّد بعد الأقساط، ولا تُحسب مبلغاً مقبوضاً. لا تُفرض على أقساط انتهت مهلتها قبل تفعيلها.',
  mode: 'طريقة الاحتساب',
  modes: LATE_FEE_MODE_LABELS_AR,
  graceDays: 'أيام السماح بعد تاريخ الاستحقاق',
  fixedIqd: 'الغرامة بالدينار',
  fixedUsd: 'الغرامة بالدولار',
  percent: 'النسبة من المبلغ المتأخر (%)',
  percentHint: 'مثل 2 أو 2.5',
  capIqd: 'الحد الأعلى بالدينار',
  capUsd: 'الحد الأعلى بالدولار',
  capHint: 'اتركه فارغاً لغير حد',
  since: 'مفعّلة منذ',
  save: 'حفظ غرامات التأخير',
  saved: 'تم حفظ إعدادات غرامات التأخير',
  // The deal page
  section: 'غرامات التأخير',
  total: 'غرامات التأخير',
  installment: chargedLineName,
  dueDate: 'تاريخ الاستحقاق',
  chargedOn: 'تاريخ الغرامة',
  amount: 'الغرامة',
  paid: 'المدفوع منها',
  remaining: 'المتبقي منها',
  statuses: CHARGE_STATUS_LABELS_AR,
  waive: 'إعفاء',
  unwaive: 'إرجاع الغرامة',
  waiveTitle: (n: number) => `إعفاء من غرامة ${chargedLineName(n)}`,
  unwaiveTitle: (n: number) => `إرجاع غرامة ${chargedLineName(n)}`,
  waiveBody: 'لا يُحذف شيء: يُسجَّل الإعفاء قيداً بسببه، ويمكن إرجاع الغرامة لاحقاً.',
  unwaiveBody: 'تعود الغرامة مستحقة وتُضاف إلى المتبقي على الخطة.',
  reason: 'السبب',
  cancel: 'إلغاء',
  waived: 'تم إعفاء الغرامة',
  unwaived: 'تم إرجاع الغرامة',
  waiverLine: (kind: 'WAIVER' | 'UNWAIVE', date: string, by: string | null, reason: string) =>
    `${kind === 'WAIVER' ? 'أُعفيت' : 'أُرجعت'} في ${date}${by ? ` (${by})` : ''}: ${reason}`,
  loading: 'جارٍ التحميل…',
  loadFailed: 'تعذّر تحميل الغرامات',
} as const;
