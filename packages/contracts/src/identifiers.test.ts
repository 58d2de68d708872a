import { describe, expect, it } from 'vitest';
import { carInputSchema, charCount, personInputSchema, updateProfileBodySchema } from './index';

const car = {
  name: 'تويوتا كامري',
  model: 2021,
  color: 'أبيض',
  plateNumber: 'بغداد ١٢٣٤٥ أ',
  chassisNumber: 'JTD۱۲۳٤٥',
};

describe('identifiers typed with Arabic-Indic or Eastern digits', () => {
  it('gives a car body with the plate and chassis in Latin digits', () => {
    const body = carInputSchema.parse(car);
    expect(body.plateNumber).toBe('بغداد 12345 أ');
    expect(body.chassisNumber).toBe('JTD12345');
  });

  it('gives a person body with the phone and national id in Latin digits', () => {
    const body = personInputSchema.parse({
      fullName: 'علي',
      phone: '٠٧٧٠ ١٢٣ ٤٥٦٧',
      nationalId: '\u200f١٩٩٠٥',
    });
    expect(body.phone).toBe('0770 123 4567');
    expect(body.nationalId).toBe('19905');
    expect(personInputSchema.parse({ fullName: 'علي', phone: null }).phone).toBeNull();
  });

  it('gives a staff body with the phone in Latin digits', () => {
    const body = updateProfileBodySchema.parse({ fullName: 'سارة', phone: '٠٧٨١٢٣٤٥٦٧٨' });
    expect(body.phone).toBe('07812345678');
  });
});

describe('length limits in Arabic', () => {
  it('counts with the noun Arabic uses after the number', () => {
    expect(charCount(100)).toBe('100 حرف');
    expect(charCount(1000)).toBe('1000 حرف');
    expect(charCount(30)).toBe('30 حرفاً');
    expect(charCount(150)).toBe('150 حرفاً');
    expect(charCount(5)).toBe('5 أحرف');
  });

  it("says '100 حرف' when a car's name is too long", () => {
    const result = carInputSchema.safeParse({ ...car, name: 'ا'.repeat(101) });
    expect(result.error?.issues[0]?.message).toBe('اسم السيارة يجب ألا يزيد عن 100 حرف');
  });
});
