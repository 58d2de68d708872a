import { describe, expect, it } from 'vitest';
import { carStatusAtSale, planTerms } from './plan-terms';

const iqd = {
  currency: 'IQD',
  paymentType: 'INSTALLMENTS',
  price: '12,000,000',
  downPayment: '2000000',
  installmentCount: 3,
  firstDueDate: '2025-02-10',
  roundingStep: 1000,
} as const;

describe('planTerms', () => {
  it('spreads what the down payment leaves over the instalments, rounded to the step, the last taking the rest', () => {
    const r = planTerms(iqd);
    expect(r).toEqual({
      ok: true,
      value: {
        price: 12_000_000,
        downPayment: 2_000_000,
        installmentAmount: 3_333_000,
        deferred: [],
        schedule: [
          { sequence: 1, dueDate: '2025-02-10', amount: 3_333_000 },
          { sequence: 2, dueDate: '2025-03-10', amount: 3_333_000 },
          { sequence: 3, dueDate: '2025-04-10', amount: 3_334_000 },
        ],
      },
    });
  });

  it('spreads a USD price in cents with a one-dollar step', () => {
    const r = planTerms({
      ...iqd,
      currency: 'USD',
      price: '1000.50',
      downPayment: null,
      installmentCount: 2,
      roundingStep: 100,
    });
    expect(r.ok && r.value.schedule.map((s) => s.amount)).toEqual([50_000, 50_050]);
  });

  it('takes the whole price at signing for a cash deal, and refuses a smaller down payment', () => {
    expect(planTerms({ ...iqd, paymentType: 'CASH', downPayment: undefined })).toEqual({
      ok: true,
      value: { price: 12_000_000, downPayment: 12_000_000, schedule: [], installmentAmount: 0, deferred: [] },
    });
    expect(planTerms({ ...iqd, paymentType: 'CASH' })).toEqual({
      ok: false,
      errors: [{ field: 'downPayment', message: 'في البيع النقدي تكون الدفعة المقدمة مساوية للسعر' }],
    });
  });

  it('refuses a down payment over the price, and one equal to it on instalments', () => {
    expect(planTerms({ ...iqd, downPayment: '12000001' })).toEqual({
      ok: false,
      errors: [{ field: 'downPayment', message: 'الدفعة المقدمة يجب ألا تزيد عن السعر' }],
    });
    expect(planTerms({ ...iqd, downPayment: '12000000' })).toEqual({
      ok: false,
      errors: [{ field: 'downPayment', message: 'الدفعة المقدمة تساوي السعر، اختر البيع النقدي' }],
    });
  });

  it('names a zero price and an unreadable down payment at once', () => {
    expect(planTerms({ ...iqd, price: '0', downPayment: '2000000.5' })).toEqual({
      ok: false,
      errors: [
        { field: 'price', message: 'السعر يجب أن يكون أكبر من صفر' },
        { field: 'downPayment', message: 'لا يقبل الدينار العراقي كسوراً عشرية' },
      ],
    });
  });

  it('puts a schedule refusal on its field', () => {
    const r = planTerms({ ...iqd, installmentCount: 121 });
    expect(r.ok ? null : r.errors.map((e) => e.field)).toEqual(['installmentCount']);
    const tooSmall = planTerms({ ...iqd, downPayment: '11999000', installmentCount: 2 });
    expect(tooSmall.ok ? null : tooSmall.errors).toEqual([
      { field: 'installmentCount', message: 'المبلغ الممول أقل من أن يقسم على هذا العدد من الأقساط' },
    ]);
  });
});

describe('carStatusAtSale', () => {
  it('sells the car at once only when the whole price is recorded at signing', () => {
    expect(carStatusAtSale({ price: 12_000_000, recordedAtSigning: 12_000_000 })).toBe('Paid');
    expect(carStatusAtSale({ price: 12_000_000, recordedAtSigning: 2_000_000 })).toBe('Active');
    expect(carStatusAtSale({ price: 12_000_000, recordedAtSigning: 0 })).toBe('Active');
  });
});
