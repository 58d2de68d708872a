import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { BASE, useTestApp } from '../../test/helper';
import { configureZodArabic } from './zod-arabic';

/** Arabic letters, digits and punctuation only: no English word, operator or pattern. */
const ARABIC_ONLY = /^[\u0600-\u06FF\s0-9٠-٩.,،:()-]+$/;

describe('zod messages in Arabic for every kind of issue', () => {
  configureZodArabic();
  const cases: [z.ZodType, unknown, string?][] = [
    [z.string(), undefined, 'هذا الحقل مطلوب'],
    [z.string(), 5, 'القيمة غير صالحة: يجب أن تكون نصاً'],
    [z.number().max(100), 101, 'يجب ألا تزيد القيمة على 100'],
    [z.number().lt(5), 5, 'يجب أن تكون القيمة أقل من 5'],
    [z.number().min(1), 0, 'يجب ألا تقل القيمة عن 1'],
    [z.string().max(100), 'x'.repeat(101), 'يجب ألا يزيد الطول على 100 حرف'],
    [z.string().max(30), 'x'.repeat(31), 'يجب ألا يزيد الطول على 30 حرفاً'],
    [z.string().max(5), 'x'.repeat(6), 'يجب ألا يزيد الطول على 5 أحرف'],
    [z.string().min(8), 'abc', 'يجب ألا يقل الطول عن 8 أحرف'],
    [z.string().min(1), '', 'هذا الحقل مطلوب'],
    [z.array(z.number()).max(2), [1, 2, 3], 'يجب ألا يزيد الطول على 2 عنصر'],
    [z.string().regex(/^\d+$/), 'abc', 'الصيغة غير صالحة'],
    [z.email(), 'nope'],
    [z.url(), 'nope'],
    [z.iso.date(), '2024-13-01'],
    [z.number().multipleOf(250), 100],
    [z.enum(['CASH', 'CARD']), 'CHEQUE', 'يرجى اختيار قيمة من القائمة'],
    [z.literal('ok'), 'no'],
    [z.strictObject({ a: z.string() }), { a: 'x', b: 1 }],
    [z.union([z.string(), z.number()]), true],
    [z.record(z.enum(['a']), z.string()), { b: 'x' }],
    [z.boolean(), 'yes'],
    [z.int(), 1.5],
  ];

  it.each(cases)('%s: %j', (schema, input, expected) => {
    const result = schema.safeParse(input);
    expect(result.success).toBe(false);
    for (const issue of result.error!.issues) {
      expect(issue.message).toMatch(ARABIC_ONLY);
      if (expected) expect(issue.message).toBe(expected);
    }
  });
});

describe('validation answers of the API', () => {
  const t = useTestApp();

  it('are Arabic even where a schema gives no message of its own', async () => {
    const company = (await t.login('company')).accessToken;
    const queries: Record<string, string>[] = [
      { size: '1000' },
      { page: '-1' },
      { sortDirection: 'up' },
      { size: 'x' },
    ];
    for (const query of queries) {
      const res = await t.get(`${BASE}/car`, company, query);
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      for (const e of res.json().errors as { message: string }[]) expect(e.message).toMatch(ARABIC_ONLY);
    }
  });
});
