import { z } from 'zod';

const TYPE_NAMES: Record<string, string> = {
  string: 'نصاً',
  number: 'رقماً',
  int: 'عدداً صحيحاً',
  boolean: 'قيمة منطقية (true/false)',
  object: 'كائناً',
  array: 'قائمة',
  date: 'تاريخاً',
  bigint: 'عدداً صحيحاً',
};

/**
 * Arabic validation messages: zod's Arabic locale, with readable wording for the commonest case
 * (a missing or wrongly typed field), which the locale words with English type names.
 * Messages given in a schema (e.g. @cc/contracts' 'اسم المستخدم مطلوب') still win.
 */
export function configureZodArabic() {
  z.config(z.locales.ar());
  z.config({
    customError: (issue) => {
      if (issue.code !== 'invalid_type') return undefined;
      if (issue.input === undefined || issue.input === null) return 'هذا الحقل مطلوب';
      const expected = TYPE_NAMES[issue.expected];
      return expected ? `القيمة غير صالحة: يجب أن تكون ${expected}` : undefined;
    },
  });
}
