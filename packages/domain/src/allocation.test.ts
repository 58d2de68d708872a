import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  allocatePayments,
  type InstallmentInput,
  installmentStatus,
  isOverdue,
  type PaymentInput,
  planStatus,
} from './allocation';

const plan = [
  { sequence: 1, dueDate: '2025-01-31', amount: 1000 },
  { sequence: 2, dueDate: '2025-02-28', amount: 1000 },
  { sequence: 3, dueDate: '2025-03-31', amount: 1500 },
];

const allocate = <I extends InstallmentInput>(payments: PaymentInput[], installments: readonly I[]) => {
  const r = allocatePayments(installments, payments);
  if (!r.ok) throw new Error(r.code);
  return r.value;
};

describe('allocatePayments', () => {
  it('fills the earliest due first and splits a payment across instalments', () => {
    const a = allocate(
      [
        { id: 'a', amount: 600 },
        { id: 'b', amount: 900 },
      ],
      plan,
    );
    expect(a.installments.map((i) => [i.sequence, i.paidAmount, i.remainingAmount, i.status])).toEqual([
      [1, 1000, 0, 'PAID'],
      [2, 500, 500, 'PARTIAL'],
      [3, 0, 1500, 'PENDING'],
    ]);
    expect(a.payments.map((p) => [p.id, p.splits, p.remainingAfter])).toEqual([
      ['a', [{ sequence: 1, amount: 600 }], 2900],
      [
        'b',
        [
          { sequence: 1, amount: 400 },
          { sequence: 2, amount: 500 },
        ],
        2000,
      ],
    ]);
    expect(a.totals).toEqual({ totalAmount: 3500, chargeAmount: 0, paidAmount: 1500, remainingAmount: 2000 });
    expect(planStatus(a.totals)).toBe('ACTIVE');
  });

  it('orders by due date then sequence, whatever the input order, and keeps extra fields', () => {
    const shuffled = [
      { id: 30, sequence: 3, dueDate: '2025-03-31', amount: 1500 },
      { id: 11, sequence: 1, dueDate: '2025-01-31', amount: 1000 },
      { id: 22, sequence: 2, dueDate: '2025-01-31', amount: 1000 },
    ];
    const a = allocate([{ id: 1, amount: 1500 }], shuffled);
    expect(a.installments.map((i) => [i.id, i.paidAmount])).toEqual([
      [11, 1000],
      [22, 500],
      [30, 0],
    ]);
  });

  it('ignores reversed payments', () => {
    const a = allocate(
      [
        { id: 1, amount: 3000, reversed: true },
        { id: 2, amount: 3500 },
      ],
      plan,
    );
    expect(a.payments[0]).toMatchObject({ reversed: true, splits: [], remainingAfter: 3500 });
    expect(a.totals.remainingAmount).toBe(0);
    expect(a.installments.every((i) => i.status === 'PAID')).toBe(true);
    expect(planStatus(a.totals)).toBe('PAID');
  });

  it('refuses a payment beyond what remains, naming it, rather than over-filling', () => {
    const r = allocatePayments(plan, [
      { id: 1, amount: 3000 },
      { id: 2, amount: 501 },
    ]);
    expect(r).toEqual({
      ok: false,
      code: 'OVERPAYMENT',
      error: 'المبلغ المدفوع أكبر من المبلغ المتبقي',
      paymentId: 2,
    });
  });

  it('refuses zero, negative and fractional amounts', () => {
    expect(allocatePayments(plan, [{ id: 1, amount: 0 }])).toMatchObject({
      ok: false,
      code: 'INVALID_PAYMENT',
    });
    expect(allocatePayments(plan, [{ id: 1, amount: 10.5 }])).toMatchObject({
      ok: false,
      code: 'INVALID_PAYMENT',
    });
    expect(allocatePayments([{ sequence: 1, dueDate: '2025-01-01', amount: -1 }], [])).toMatchObject({
      ok: false,
      code: 'INVALID_INSTALLMENT',
    });
  });

  it('with no payments everything is pending; with no instalments the plan is paid', () => {
    expect(allocate([], plan).installments.map((i) => i.status)).toEqual(['PENDING', 'PENDING', 'PENDING']);
    expect(planStatus(allocate([], []).totals)).toBe('PAID');
  });

  it('never over-fills, fills in due order and accounts for every payment', () => {
    const installments = fc
      .array(
        fc.record({
          dueDate: fc.integer({ min: 0, max: 400 }),
          amount: fc.integer({ min: 0, max: 100_000 }),
        }),
        { minLength: 1, maxLength: 30 },
      )
      .map((items) =>
        items.map((x, k) => ({
          sequence: k + 1,
          dueDate: new Date(Date.UTC(2025, 0, 1 + x.dueDate)).toISOString().slice(0, 10),
          amount: x.amount,
        })),
      );
    const scenario = installments.chain((insts) => {
      const total = insts.reduce((s, x) => s + x.amount, 0);
      const shapes = fc.array(
        fc.record({ weight: fc.integer({ min: 1, max: 1000 }), reversed: fc.boolean() }),
        {
          maxLength: 40,
        },
      );
      return shapes.map((ps) => {
        // Share the total among the non-reversed payments by weight (rounded down, so the sum stays within
        // it and often equals it); reversed ones may be of any size.
        const weights = ps.filter((p) => !p.reversed).reduce((s, p) => s + p.weight, 0);
        const payments = ps
          .map((p, k) => ({
            id: k,
            reversed: p.reversed,
            amount: p.reversed ? p.weight * 1000 : Math.floor((p.weight * total) / Math.max(weights, 1)),
          }))
          .filter((p) => p.amount > 0);
        return { insts, payments, total };
      });
    });
    fc.assert(
      fc.property(scenario, ({ insts, payments, total }) => {
        const a = allocate(payments, insts);
        const paidSum = payments.filter((p) => !p.reversed).reduce((s, p) => s + p.amount, 0);
        expect(a.totals).toEqual({
          totalAmount: total,
          chargeAmount: 0,
          paidAmount: paidSum,
          remainingAmount: total - paidSum,
        });
        expect(a.installments.reduce((s, i) => s + i.paidAmount, 0)).toBe(paidSum);
        let open = false;
        for (const i of a.installments) {
          expect(i.paidAmount).toBeGreaterThanOrEqual(0);
          expect(i.paidAmount).toBeLessThanOrEqual(i.amount);
          expect(i.status).toBe(installmentStatus(i.amount, i.paidAmount));
          if (open) expect(i.paidAmount).toBe(0);
          if (i.status !== 'PAID') open = true;
        }
        for (let k = 1; k < a.installments.length; k++) {
          const [prev, cur] = [a.installments[k - 1]!, a.installments[k]!];
          expect(
            prev.dueDate < cur.dueDate || (prev.dueDate === cur.dueDate && prev.sequence < cur.sequence),
          ).toBe(true);
        }
        for (const p of a.payments) {
          expect(p.splits.reduce((s, x) => s + x.amount, 0)).toBe(p.reversed ? 0 : p.amount);
        }
      }),
    );
  });

  it('refuses, and never over-fills, whenever payments exceed the total', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 5000 }), { minLength: 1, maxLength: 10 }),
        fc.array(fc.integer({ min: 1, max: 5000 }), { maxLength: 10 }),
        (amounts, paymentAmounts) => {
          const insts = amounts.map((amount, k) => ({ sequence: k + 1, dueDate: '2025-01-01', amount }));
          const total = amounts.reduce((s, x) => s + x, 0);
          const payments = paymentAmounts.map((amount, id) => ({ id, amount }));
          const r = allocatePayments(insts, payments);
          const exceeds = paymentAmounts.reduce((s, x) => s + x, 0) > total;
          expect(r.ok).toBe(!exceeds);
        },
      ),
    );
  });
});

describe('allocatePayments with charges (late fees)', () => {
  const charges = [
    { id: 'a', sequence: 1, amount: 100 },
    { id: 'b', sequence: 2, amount: 50 },
  ];

  it('settles every instalment before any charge, then the charges in the order given', () => {
    const r = allocatePayments(plan, [{ id: 1, amount: 3600 }], charges);
    if (!r.ok) throw new Error(r.code);
    expect(r.value.installments.map((i) => i.status)).toEqual(['PAID', 'PAID', 'PAID']);
    expect(r.value.charges.map((c) => [c.id, c.paidAmount, c.status])).toEqual([
      ['a', 100, 'PAID'],
      ['b', 0, 'PENDING'],
    ]);
    expect(r.value.payments[0]!.splits).toEqual([
      { sequence: 1, amount: 1000 },
      { sequence: 2, amount: 1000 },
      { sequence: 3, amount: 1500 },
      { sequence: 1, amount: 100, chargeId: 'a' },
    ]);
    expect(r.value.totals).toEqual({
      totalAmount: 3500,
      chargeAmount: 150,
      paidAmount: 3600,
      remainingAmount: 50,
    });
  });

  it('counts charges in what remains: paying the instalments alone leaves them owed', () => {
    const r = allocatePayments(plan, [{ id: 1, amount: 3500 }], charges);
    if (!r.ok) throw new Error(r.code);
    expect(r.value.totals.remainingAmount).toBe(150);
    expect(planStatus(r.value.totals)).toBe('ACTIVE');
    expect(allocatePayments(plan, [{ id: 1, amount: 3651 }], charges).ok).toBe(false);
  });

  it('refuses a charge that is not a positive safe integer', () => {
    for (const amount of [0, -5, 1.5]) {
      expect(allocatePayments(plan, [], [{ id: 1, sequence: 1, amount }]).ok).toBe(false);
    }
  });

  it('never pays a charge while an instalment is open, and accounts for every payment', () => {
    const scenario = fc
      .record({
        insts: fc.array(fc.integer({ min: 0, max: 50_000 }), { minLength: 1, maxLength: 12 }),
        charges: fc.array(fc.integer({ min: 1, max: 5_000 }), { maxLength: 6 }),
        weights: fc.array(fc.integer({ min: 1, max: 1000 }), { maxLength: 20 }),
      })
      .map(({ insts, charges, weights }) => {
        const lines = insts.map((amount, k) => ({
          sequence: k + 1,
          dueDate: new Date(Date.UTC(2025, 0, 1 + 31 * k)).toISOString().slice(0, 10),
          amount,
        }));
        const owed = insts.reduce((s, x) => s + x, 0) + charges.reduce((s, x) => s + x, 0);
        const sum = weights.reduce((s, w) => s + w, 0);
        const payments = weights
          .map((w, id) => ({ id, amount: Math.floor((w * owed) / Math.max(sum, 1)) }))
          .filter((p) => p.amount > 0);
        return { lines, charges: charges.map((amount, k) => ({ id: k, sequence: 1, amount })), payments };
      });
    fc.assert(
      fc.property(scenario, ({ lines, charges, payments }) => {
        const r = allocatePayments(lines, payments, charges);
        if (!r.ok) throw new Error(r.code);
        const { installments, charges: settled, totals } = r.value;
        const paid = payments.reduce((s, p) => s + p.amount, 0);
        expect(totals.paidAmount).toBe(paid);
        expect(totals.paidAmount + totals.remainingAmount).toBe(totals.totalAmount + totals.chargeAmount);
        const onLines = installments.reduce((s, i) => s + i.paidAmount, 0);
        const onCharges = settled.reduce((s, c) => s + c.paidAmount, 0);
        expect(onLines + onCharges).toBe(paid);
        if (installments.some((i) => i.status !== 'PAID')) expect(onCharges).toBe(0);
        for (const c of settled) expect(c.paidAmount).toBeLessThanOrEqual(c.amount);
        for (const p of r.value.payments) expect(p.splits.reduce((s, x) => s + x.amount, 0)).toBe(p.amount);
      }),
    );
  });
});

describe('isOverdue', () => {
  const inst = { dueDate: '2025-01-31', amount: 1000, paidAmount: 400 };
  it('is due before today and not fully paid', () => {
    expect(isOverdue(inst, '2025-02-01')).toBe(true);
    expect(isOverdue(inst, '2025-01-31')).toBe(false);
    expect(isOverdue({ ...inst, paidAmount: 1000 }, '2025-02-01')).toBe(false);
  });
});
