import type { Person } from '@cc/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { createOtherCompany } from '../../../test/companies';
import { createDeal, insertPersons } from '../../../test/deals';
import { BASE, dataOf, useTestApp, useTokens } from '../../../test/helper';

const t = useTestApp();
const tk = useTokens(t, 'company', 'sales', 'accountant');
let otherPersonId: number;
let companyId: number;

beforeAll(async () => {
  companyId = await t.demoCompanyId();
  const other = await createOtherCompany(t);
  [otherPersonId] = (await insertPersons(t, other.companyId, 1)) as [number];
});

const create = (payload: object, token = tk.company) =>
  t.request({ method: 'POST', url: `${BASE}/persons`, payload, token });

describe('persons', () => {
  it('creates a person with the phone normalised (+964, Arabic-Indic digits)', async () => {
    const res = await create({
      fullName: 'سلام عبد الكريم',
      phone: '+964 ٧٧٠ ١٢٣ ٩٩٨٨',
      nationalId: '٢٠٠١٠٠٢٠٠٣',
    });
    const p = dataOf<Person>(res, 201);
    expect(p.phone).toBe('07701239988');
    expect(p.nationalId).toBe('2001002003');
    const got = await t.get(`${BASE}/persons/${p.id}`, tk.sales);
    expect(got.json().data).toEqual(p);
  });

  it('refuses a missing name and an invalid phone with Arabic field errors', async () => {
    const res = await create({ phone: '0123' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { field: string }) => e.field)).toContain('fullName');
    const phone = await create({ fullName: 'اسم', phone: '0123' });
    expect(phone.statusCode).toBe(400);
    expect(phone.json().errors).toEqual([
      { field: 'phone', message: 'رقم الهاتف غير صالح، أدخل رقم موبايل عراقي مثل 07701234567' },
    ]);
  });

  it('keeps the national id unique within the company (409 field error), not across companies', async () => {
    const first = await create({ fullName: 'أول', nationalId: '555000111' });
    expect(first.statusCode).toBe(201);
    const dup = await create({ fullName: 'ثان', nationalId: '555000111' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().errors).toEqual([{ field: 'nationalId', message: 'رقم الهوية مستخدم لحساب آخر' }]);
    const other = await createOtherCompany(t);
    const token = (await t.login(other.accountUsername)).accessToken;
    expect((await create({ fullName: 'ثالث', nationalId: '555000111' }, token)).statusCode).toBe(201);
  });

  it('searches Arabic-aware over name, phone and national id', async () => {
    await create({ fullName: 'أحمد إبراهيم الموسوي', phone: '07809998877', nationalId: 'A-77123' });
    const find = async (keyword: string) => {
      const res = await t.get(`${BASE}/persons`, tk.company, { keyword, size: '100' });
      expect(res.statusCode).toBe(200);
      return (res.json().data as Person[]).map((p) => p.fullName);
    };
    expect(await find('احمد ابراهيم')).toContain('أحمد إبراهيم الموسوي');
    expect(await find('٠٧٨٠٩٩٩')).toContain('أحمد إبراهيم الموسوي');
    expect(await find('a77123')).toContain('أحمد إبراهيم الموسوي');
    const page = await t.get(`${BASE}/persons`, tk.company, { sortBy: 'fullName' });
    expect(page.json().pagination.pageSize).toBe(10);
    expect((await t.get(`${BASE}/persons`, tk.company, { sortBy: 'phone' })).statusCode).toBe(400);
  });

  it('updates, and deletes only when no deal references the person (409)', async () => {
    const p = (await create({ fullName: 'مؤقت' })).json().data as Person;
    const put = await t.request({
      method: 'PUT',
      url: `${BASE}/persons/${p.id}`,
      payload: { fullName: 'مؤقت معدل', phone: '07712345678' },
      token: tk.sales,
    });
    expect(put.statusCode).toBe(200);
    expect(put.json().data.fullName).toBe('مؤقت معدل');
    await createDeal(t, { token: tk.company, companyId, buyerId: p.id });
    const del = await t.request({ method: 'DELETE', url: `${BASE}/persons/${p.id}`, token: tk.company });
    expect(del.statusCode).toBe(409);
    expect(del.json().message).toBe('لا يمكن حذف الحساب لأنه طرف في عقد أو وكالة');
    const free = (await create({ fullName: 'حر' })).json().data as Person;
    expect(
      (await t.request({ method: 'DELETE', url: `${BASE}/persons/${free.id}`, token: tk.company }))
        .statusCode,
    ).toBe(200);
    expect((await t.get(`${BASE}/persons/${free.id}`, tk.company)).statusCode).toBe(404);
  });

  it('answers 404 for another company’s person, and 403 without the permission', async () => {
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const res = await t.request({
        method,
        url: `${BASE}/persons/${otherPersonId}`,
        payload: method === 'PUT' ? { fullName: 'x' } : undefined,
        token: tk.company,
      });
      expect(res.statusCode, method).toBe(404);
    }
    expect((await t.get(`${BASE}/persons`, tk.accountant)).statusCode).toBe(403);
    expect((await create({ fullName: 'x' }, tk.accountant)).statusCode).toBe(403);
    expect((await t.get(`${BASE}/persons`)).statusCode).toBe(401);
  });
});
