import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createOtherCompany, type OtherCompany } from '../../../test/companies';
import { BASE, dataOf, type LoginData, useTestApp } from '../../../test/helper';
import { companies } from '../../db/schema';

const t = useTestApp();
let company: LoginData;
let other: OtherCompany;
beforeAll(async () => {
  other = await createOtherCompany(t);
  company = await t.login('company');
});

const get = (token?: string) => t.get(`${BASE}/company`, token);
const put = (token: string | undefined, payload: object) =>
  t.request({ method: 'PUT', url: `${BASE}/company`, token, payload });

const valid = {
  name: 'معرض الأمانة للسيارات',
  phone: '07700000000',
  address: 'بغداد',
  timeZone: 'Asia/Baghdad',
  roundingStepIqd: 5000,
  roundingStepUsd: 0.5,
};
// A 1x1 PNG.
const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

describe('GET /company', () => {
  it('is read by every member of the company, rounding in major units', async () => {
    for (const username of ['company', 'sales']) {
      const res = await get((await t.login(username)).accessToken);
      expect(dataOf(res, 200)).toEqual({
        id: expect.any(Number),
        name: 'معرض الأمانة للسيارات',
        phone: '07700000000',
        address: 'بغداد - شارع فلسطين',
        logo: null,
        timeZone: 'Asia/Baghdad',
        roundingStepIqd: 1000,
        roundingStepUsd: 1,
        instalmentRemainder: 'LAST',
      });
    }
    const otherRes = await get((await t.login(other.staffUsername)).accessToken);
    expect(otherRes.json().data).toMatchObject({
      id: other.companyId,
      name: expect.stringContaining('other'),
    });
  });

  it('answers 401 anonymous and 403 to the super administrator', async () => {
    expect((await get()).statusCode).toBe(401);
    expect((await get((await t.login('superadmin')).accessToken)).statusCode).toBe(403);
  });
});

describe('PUT /company', () => {
  it('is for the company account only', async () => {
    expect((await put(undefined, valid)).statusCode).toBe(401);
    expect((await put((await t.login('sales')).accessToken, valid)).statusCode).toBe(403);
    expect((await put((await t.login('superadmin')).accessToken, valid)).statusCode).toBe(403);
  });

  it('saves the settings, converting rounding steps to minor units, audited without the logo', async () => {
    const res = await put(company.accessToken, { ...valid, logo: PNG });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ ...valid, logo: PNG });
    const [row] = await t.db.select().from(companies).where(eq(companies.id, res.json().data.id));
    expect(row).toMatchObject({ roundingStepIqd: 5000, roundingStepUsd: 50, address: 'بغداد' });
    const entry = await t.lastAudit('COMPANY_SETTINGS_UPDATED');
    expect(entry!.changes).toMatchObject({
      before: { roundingStepIqd: 1000, roundingStepUsd: 100, hasLogo: false },
      after: { roundingStepIqd: 5000, roundingStepUsd: 50, hasLogo: true, logoChanged: true },
    });
    expect(JSON.stringify(entry!.changes)).not.toContain('base64');
    // An omitted logo is kept; null removes it. Other members see the change at once.
    const kept = await put(company.accessToken, { ...valid, roundingStepUsd: 1.25 });
    expect(kept.json().data).toMatchObject({ logo: PNG, roundingStepUsd: 1.25 });
    const sales = await get((await t.login('sales')).accessToken);
    expect(sales.json().data.roundingStepUsd).toBe(1.25);
    const removed = await put(company.accessToken, { ...valid, logo: null });
    expect(removed.json().data.logo).toBeNull();
    // The other company is untouched.
    const [otherRow] = await t.db.select().from(companies).where(eq(companies.id, other.companyId));
    expect(otherRow).toMatchObject({ roundingStepIqd: 1000, roundingStepUsd: 100 });
  });

  it('validates with Arabic field errors', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '' }, 'name'],
      [{ timeZone: 'Mars/Olympus' }, 'timeZone'],
      [{ roundingStepIqd: 0 }, 'roundingStepIqd'],
      [{ roundingStepIqd: 250.5 }, 'roundingStepIqd'],
      [{ roundingStepUsd: 0 }, 'roundingStepUsd'],
      [{ roundingStepUsd: 0.125 }, 'roundingStepUsd'],
      [{ logo: 'data:text/html;base64,PGgxPg==' }, 'logo'],
      [{ logo: 'https://example.com/logo.png' }, 'logo'],
      [
        { logo: `data:image/png;base64,${Buffer.from('<svg onload="alert(1)"></svg>').toString('base64')}` },
        'logo',
      ],
      [{ logo: `data:image/jpeg;base64,${PNG.slice(PNG.indexOf(',') + 1)}` }, 'logo'],
    ];
    for (const [change, field] of cases) {
      const res = await put(company.accessToken, { ...valid, ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json().errors).toContainEqual({ field, message: expect.stringMatching(/[\u0600-\u06FF]/) });
    }
  });

  it('answers 413 in Arabic for a logo over 2 MB', async () => {
    const big = `data:image/png;base64,${'A'.repeat(Math.ceil(((2 * 1024 * 1024 + 10) * 4) / 3))}`;
    const res = await put(company.accessToken, { ...valid, logo: big });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', message: 'حجم الشعار أكبر من 2 ميغابايت' });
    const huge = await put(company.accessToken, { ...valid, logo: `${big}${'A'.repeat(1024 * 1024)}` });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toMatch(/[\u0600-\u06FF]/);
  });
});
