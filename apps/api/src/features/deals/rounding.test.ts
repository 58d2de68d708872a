import type { Deal } from '@cc/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { createOtherCompany, type OtherCompany } from '../../../test/companies';
import { createDeal, insertPersons } from '../../../test/deals';
import { BASE, dataOf, expectError, useTestApp } from '../../../test/helper';

// Where the rounding's remainder goes (docs/domain/schedules.md): the company's setting, read by the
// server when it makes a schedule, a deal's or a reschedule's.

const t = useTestApp();
let other: OtherCompany;
let token: string;
let buyer: number;

const settings = (instalmentRemainder?: string) => ({
  name: 'معرض التقريب',
  phone: null,
  address: null,
  timeZone: 'Asia/Baghdad',
  roundingStepIqd: 100000,
  roundingStepUsd: 1,
  ...(instalmentRemainder !== undefined ? { instalmentRemainder } : {}),
});
const save = (body: object) => t.request({ method: 'PUT', url: `${BASE}/company`, token, payload: body });
/** 12,000,000 with 2,000,000 down over 3 (10,000,000 to spread), or `over` instead. */
const amounts = async (over: Record<string, unknown> = {}) => {
  const deal: Deal = await createDeal(t, {
    token,
    companyId: other.companyId,
    buyerId: buyer,
    over: { installmentCount: 3, ...over },
  });
  return {
    lines: deal.paymentPlan.installments.filter((i) => i.sequence > 0).map((i) => i.amount),
    regular: deal.paymentPlan.installmentAmount,
  };
};

beforeAll(async () => {
  other = await createOtherCompany(t);
  token = (await t.login(other.accountUsername)).accessToken;
  [buyer] = (await insertPersons(t, other.companyId, 1)) as [number];
});

describe('the rounding remainder of a company', () => {
  it('is the last instalment by default, and kept when a save leaves it out', async () => {
    dataOf(await save(settings()), 200);
    expect(dataOf(await t.get(`${BASE}/company`, token), 200).instalmentRemainder).toBe('LAST');
    expect(await amounts()).toEqual({ lines: ['3300000', '3300000', '3400000'], regular: '3300000' });
  });

  it('goes to the first instalment, or each to the nearest step, as the company chooses', async () => {
    expect(dataOf(await save(settings('FIRST')), 200).instalmentRemainder).toBe('FIRST');
    expect(dataOf(await save(settings()), 200).instalmentRemainder).toBe('FIRST');
    expect(await amounts()).toEqual({ lines: ['3400000', '3300000', '3300000'], regular: '3300000' });
    dataOf(await save(settings('NEAREST')), 200);
    // 11,000,000 / 3 = 3,666,666: nearer 3,700,000, the last takes the difference.
    expect(await amounts({ price: '13000000' })).toEqual({
      lines: ['3700000', '3700000', '3600000'],
      regular: '3700000',
    });
  });

  it('is refused with an Arabic field error when unknown', async () => {
    expectError(
      await save(settings('MIDDLE')),
      400,
      'VALIDATION_FAILED',
      'البيانات المدخلة غير صالحة، يرجى مراجعة الحقول',
      [{ field: 'instalmentRemainder', message: 'اختر أين يذهب باقي التقريب' }],
    );
  });
});
