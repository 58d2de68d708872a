import type { Installment } from '@cc/contracts';
import { DEMO_DEALS, DEMO_PAYMENTS } from '@cc/resources/testing';
import { describe, expect, it } from 'vitest';
import { type PrintRecord, plainText, resolveField } from './resolve';

const demo = DEMO_DEALS.find((d) => d.kind === 'CONTRACT' && d.contractNumber === 1001)!;
const instalment = (sequence: number): Installment => ({
  ...demo.paymentPlan.installments[0]!,
  id: sequence,
  sequence,
});
/** Contract 1001 with the values the tests read set here, so each expectation shows its input. */
const deal: PrintRecord = {
  ...demo,
  contractNumber: 1042,
  contractDate: '2026-03-15',
  price: '12345000',
  priceInWords: 'اثنا عشر مليوناً وثلاثمئة وخمسة وأربعون ألف دينار',
  currency: 'IQD',
  seller: {
    id: null,
    fullName: 'معرض الأمانة للسيارات',
    phone: '07700000000',
    nationalId: null,
    address: 'بغداد',
  },
  buyer: {
    id: 3,
    fullName: 'علي حسين كاظم',
    phone: '07701234567',
    nationalId: '199012345678',
    address: 'بغداد - الكرادة',
  },
  guarantor: { id: 4, fullName: 'مصطفى كريم علوان', phone: null, nationalId: null, address: null },
  car: {
    ...demo.car,
    model: 2022,
    year: 2022,
    color: 'أبيض',
    plateNumber: 'بغداد 12345 أ',
    chassisNumber: 'JTDBR32E720123456',
  },
  company: { name: 'معرض الأمانة للسيارات', phone: '07700000000', address: 'بغداد - شارع فلسطين' },
  paymentPlan: {
    ...demo.paymentPlan,
    paymentType: 'INSTALLMENTS',
    currency: 'IQD',
    downPayment: '3345000',
    paidAmount: '4095000',
    remainingAmount: '8250000',
    status: 'ACTIVE',
    installmentCount: 12,
    installmentAmount: '750000',
    firstDueDate: '2026-04-15',
    installments: Array.from({ length: 12 }, (_, i) => instalment(i + 1)),
  },
};
const text = (fieldId: string, record: PrintRecord = deal) => plainText(resolveField(record, fieldId));

describe('resolveField: each field as plain text', () => {
  it.each([
    // The spec fields: every party, car and plan field by path.
    ['seller.fullName', 'معرض الأمانة للسيارات'],
    ['buyer.fullName', 'علي حسين كاظم'],
    ['buyer.phone', '07701234567'],
    ['buyer.nationalId', '199012345678'],
    ['buyer.address', 'بغداد - الكرادة'],
    ['car.model', '2022'],
    ['car.year', '2022'],
    ['car.plateNumber', 'بغداد 12345 أ'],
    ['car.color', 'أبيض'],
    ['car.chassisNumber', 'JTDBR32E720123456'],
    ['contractNumber', '1042'],
    // The extra fields: the plan's aliases, the price in words, the company and the guarantor.
    ['price', '12,345,000\u00A0دينار'],
    ['downPayment', '3,345,000\u00A0دينار'],
    ['installmentCount', '12'],
    ['installmentAmount', '750,000\u00A0دينار'],
    ['currency', 'دينار'],
    ['amountInWords', deal.priceInWords],
    ['company.name', 'معرض الأمانة للسيارات'],
    ['guarantor.fullName', 'مصطفى كريم علوان'],
  ])('prints %s as %j', (fieldId, expected) => {
    expect(text(fieldId)).toBe(expected);
  });
});

describe('resolveField: the spec fields', () => {
  it('prints dates as yyyy/MM/dd isolated left to right', () => {
    expect(resolveField(deal, 'contractDate')).toEqual({
      type: 'text',
      segments: [{ text: '2026/03/15', dir: 'ltr' }],
    });
    expect(text('firstDueDate')).toBe('2026/04/15');
  });

  it('prints money grouped with the currency name, the number isolated', () => {
    expect(resolveField(deal, 'paymentPlan.paidAmount')).toEqual({
      type: 'text',
      segments: [{ text: '4,095,000', dir: 'ltr' }, { text: '\u00A0دينار' }],
    });
    expect(text('paymentPlan.remainingAmount')).toBe('8,250,000\u00A0دينار');
    const usd: PrintRecord = {
      ...deal,
      currency: 'USD',
      price: '15250.5',
      paymentPlan: { ...deal.paymentPlan, currency: 'USD' },
    };
    expect(text('price', usd)).toBe('15,250.50\u00A0دولار');
  });

  it('labels plan status and payment type in Arabic', () => {
    expect(text('paymentPlan.status')).toBe('قيد التسديد');
    expect(text('paymentPlan.paymentType')).toBe('أقساط');
    const paid = {
      ...deal,
      paymentPlan: { ...deal.paymentPlan, status: 'PAID', paymentType: 'CASH' },
    } as const;
    expect(text('paymentPlan.status', paid)).toBe('مسدد بالكامل');
    expect(text('paymentPlan.paymentType', paid)).toBe('نقداً');
  });
});

describe('resolveField: the extra fields', () => {
  it('names the deal with its kind: contracts and authorizations are numbered apart', () => {
    expect(text('dealName')).toBe('عقد رقم 1042');
    expect(text('dealName', { ...deal, kind: 'AUTHORIZATION', contractNumber: 4 })).toBe('وكالة رقم 4');
  });

  it('prints missing values empty, never "undefined" or "null"', () => {
    expect(text('guarantor.phone')).toBe('');
    expect(text('guarantor.fullName', { ...deal, guarantor: null })).toBe('');
    expect(text('no.such.field')).toBe('');
  });

  it('gives the logo as an image and the instalments as a table', () => {
    expect(resolveField(deal, 'company.logo')).toEqual({ type: 'image', src: null });
    const withLogo = { ...deal, company: { ...deal.company, logo: 'data:image/png;base64,AAAA' } };
    expect(resolveField(withLogo, 'company.logo')).toEqual({
      type: 'image',
      src: 'data:image/png;base64,AAAA',
    });
    const table = resolveField(deal, 'paymentPlan.installments');
    expect(table.type === 'table' && table.rows.map((r) => r.key)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12,
    ]);
  });
});

describe('resolveField: a receipt’s late fees', () => {
  const payment = DEMO_PAYMENTS.find((p) => p.dealId === demo.id && p.kind === 'PAYMENT')!;
  const withAllocations = (allocations: NonNullable<typeof payment.allocations>): PrintRecord => ({
    ...deal,
    receipt: { ...payment, currency: 'IQD', allocations },
  });

  it('prints what of the payment went to late fees apart, and nothing when none did', () => {
    const paidFees = withAllocations([
      { sequence: 9, amount: '500000' },
      { sequence: 2, amount: '25000', chargeId: 7 },
      { sequence: 3, amount: '5000', chargeId: 8 },
    ]);
    expect(plainText(resolveField(paidFees, 'receipt.lateFees')).replace(/\s/g, ' ')).toBe(
      'منها غرامات تأخير: 30,000 دينار',
    );
    expect(resolveField(withAllocations([{ sequence: 1, amount: '500000' }]), 'receipt.lateFees')).toEqual({
      type: 'text',
      segments: [],
    });
  });
});
