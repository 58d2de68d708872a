import { describe, expect, it } from 'vitest';
import { repossessionRefusal, undoRepossessionRefusal, writtenOffShares } from './repossession';

describe('repossession rules', () => {
  it('takes only a car still being paid for', () => {
    expect(repossessionRefusal({ planStatus: 'ACTIVE' })).toBeNull();
    expect(repossessionRefusal({ planStatus: 'PAID' })?.code).toBe('PAID_IN_FULL');
    expect(repossessionRefusal({ planStatus: 'REPOSSESSED' })?.code).toBe('ALREADY_REPOSSESSED');
    expect(repossessionRefusal({ planStatus: 'CANCELLED' })?.code).toBe('DEAL_CANCELLED');
  });

  it('undoes only a repossession with no refund standing and its car unsold', () => {
    const facts = { planStatus: 'REPOSSESSED', refundedAmount: 0, carAvailable: true } as const;
    expect(undoRepossessionRefusal(facts)).toBeNull();
    expect(undoRepossessionRefusal({ ...facts, planStatus: 'ACTIVE' })?.code).toBe('NOT_REPOSSESSED');
    expect(undoRepossessionRefusal({ ...facts, refundedAmount: 1 })?.code).toBe('REFUND_STANDS');
    expect(undoRepossessionRefusal({ ...facts, carAvailable: false })?.code).toBe('CAR_SOLD_AGAIN');
  });
});

describe('writtenOffShares', () => {
  const lines = [{ paidAmount: 1000 }, { paidAmount: 1000 }, { paidAmount: 1000 }];

  it('puts the write-off on the latest-settled lines', () => {
    expect(writtenOffShares(lines, { writtenOff: 1500, settled: 3000, total: 3000 })).toEqual([0, 500, 1000]);
    expect(writtenOffShares(lines, { writtenOff: 0, settled: 3000, total: 3000 })).toEqual([0, 0, 0]);
  });

  it('counts the late fees it settled first: they are settled after every line', () => {
    // 3,000 of lines and 200 of fees settled; the write-off of 700 took the 200 of fees and 500 of lines.
    expect(writtenOffShares(lines, { writtenOff: 700, settled: 3200, total: 3000 })).toEqual([0, 0, 500]);
    // A write-off within the fees leaves every line paid in money.
    expect(writtenOffShares(lines, { writtenOff: 150, settled: 3200, total: 3000 })).toEqual([0, 0, 0]);
  });

  it('never puts more on a line than was settled of it', () => {
    const partly = [{ paidAmount: 1000 }, { paidAmount: 400 }, { paidAmount: 0 }];
    expect(writtenOffShares(partly, { writtenOff: 900, settled: 1400, total: 3000 })).toEqual([500, 400, 0]);
  });
});
