import { z } from 'zod';

const TYPE_NAMES: Record<string, string> = {
  string: 'نصاً',
  number: 'رقماً',
  int: 'عدداً صحيحاً',
  boolean: 'قيمة منطقية (نعم أو لا)',
  object: 'كائناً',
  array: 'قائمة',
  date: 'تاريخاً',
  bigint: 'عدداً صحيحاً',
};

/** «3 أحرف», «11 حرفاً», «100 حرف»: the counted noun as Arabic grammar wants it. */
function counted(n: number | bigint, one: string, few: string, many: string): string {
  const v = Number(n);
  const rest = v % 100;
  if (v === 1) return `${one} واحد`;
  if (v === 2) return `${v} ${one}`;
  if (rest >= 3 && rest <= 10) return `${v} ${few}`;
  if (rest >= 11 && rest <= 99) return `${v} ${many}`;
  return `${v} ${one}`;
}

const UNITS: Record<string, [string, string, string]> = {
  string: ['حرف', 'أحرف', 'حرفاً'],
  array: ['عنصر', 'عناصر', 'عنصراً'],
  set: ['عنصر', 'عناصر', 'عنصراً'],
  file: ['بايت', 'بايت', 'بايتاً'],
};

const numberOf = (v: number | bigint) => (typeof v === 'bigint' ? v.toString() : String(v));

/**
 * Every validation message in Arabic, whatever zod's check: zod's own Arabic locale puts English type
 * names, operators and regular expressions in its texts («يفترض أن تكون number <= 100»), so each issue
 * kind gets its own wording here. Messages given in a schema (e.g. @cc/contracts' 'اسم المستخدم مطلوب')
 * still win.
 */
export function arabicIssueMessage(issue: z.core.$ZodRawIssue): string {
  switch (issue.code) {
    case 'invalid_type': {
      if (issue.input === undefined || issue.input === null) return 'هذا الحقل مطلوب';
      const expected = TYPE_NAMES[issue.expected];
      return expected ? `القيمة غير صالحة: يجب أن تكون ${expected}` : 'القيمة غير صالحة';
    }
    case 'too_big': {
      const unit = UNITS[issue.origin];
      if (unit) return `يجب ألا يزيد الطول على ${counted(issue.maximum as number, ...unit)}`;
      const max = numberOf(issue.maximum as number);
      return issue.inclusive ? `يجب ألا تزيد القيمة على ${max}` : `يجب أن تكون القيمة أقل من ${max}`;
    }
    case 'too_small': {
      const unit = UNITS[issue.origin];
      if (unit) {
        if (Number(issue.minimum) === 1) return 'هذا الحقل مطلوب';
        return `يجب ألا يقل الطول عن ${counted(issue.minimum as number, ...unit)}`;
      }
      const min = numberOf(issue.minimum as number);
      return issue.inclusive ? `يجب ألا تقل القيمة عن ${min}` : `يجب أن تكون القيمة أكبر من ${min}`;
    }
    case 'invalid_format':
      if (issue.format === 'email') return 'البريد الإلكتروني غير صالح';
      if (issue.format === 'url') return 'الرابط غير صالح';
      if (issue.format === 'date' || issue.format === 'datetime') return 'التاريخ غير صالح';
      return 'الصيغة غير صالحة';
    case 'not_multiple_of':
      return `يجب أن تكون القيمة من مضاعفات ${numberOf(issue.divisor as number)}`;
    case 'invalid_value':
      return issue.values.length === 1 ? 'القيمة غير مسموح بها' : 'يرجى اختيار قيمة من القائمة';
    case 'unrecognized_keys':
      return 'يحتوي الطلب على حقول غير معروفة';
    case 'invalid_key':
    case 'invalid_element':
    case 'invalid_union':
      return 'القيمة غير صالحة';
    default:
      return 'القيمة غير صالحة';
  }
}

/** Sets the Arabic messages for the whole process (called once at start-up). */
export function configureZodArabic() {
  z.config({ localeError: arabicIssueMessage, customError: undefined });
}
