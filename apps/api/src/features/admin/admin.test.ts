import {
  ADMIN_AUDIT_ACTIONS,
  type AdminCompany,
  type AdminStats,
  allEndpoints,
  endpoints,
  loadAllSchemas,
  PASSWORD_POLICY_MESSAGE,
  SERVER_MESSAGES,
} from '@cc/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createDeal, insertCars } from '../../../test/deals';
import { BASE, expectError, useTestApp, useTokens } from '../../../test/helper';
import { companyStatusChanges, users } from '../../db/schema';

const t = useTestApp();
const tk = useTokens(t, 'superadmin', 'company', 'sales');

const post = (url: string, token: string | undefined, payload?: object) =>
  t.request({ method: 'POST', url: `${BASE}${url}`, token, ...(payload ? { payload } : {}) });
const put = (url: string, token: string | undefined, payload: object) =>
  t.request({ method: 'PUT', url: `${BASE}${url}`, token, payload });
const get = (url: string, token: string | undefined) => t.get(`${BASE}${url}`, token);

let made = 0;
/** Onboards a company through the API; answers its detail and temporary password. */
async function onboard(over: Record<string, unknown> = {}) {
  const n = ++made;
  const res = await post('/admin/companies', tk.superadmin, {
    name: `معرض الاختبار ${n}`,
    phone: '٠٧٧٠١١١٢٢٣٣',
    address: 'أربيل',
    username: `dealer${n}-${process.pid}`,
    branchName: 'الفرع الرئيسي',
    ...over,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { company: AdminCompany; temporaryPassword: string };
}

const signIn = (username: string, password: string) => post('/auth/login', undefined, { username, password });

/** Signs in with the temporary password and sets its own: the tokens of the usable session. */
async function firstSignIn(username: string, temporary: string) {
  const login = await signIn(username, temporary);
  expect(login.statusCode, login.body).toBe(200);
  const res = await put('/users/me/password', login.json().data.accessToken, {
    currentPassword: temporary,
    newPassword: 'Dealer-own-passw0rd',
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { accessToken: string; refreshToken: string };
}

describe('access to the admin calls', () => {
  it('answers 401 to anonymous callers and 403 to company members, on every admin route', async () => {
    await loadAllSchemas();
    const admin = allEndpoints().filter((e) => e.path.startsWith('/admin'));
    expect(admin.length).toBe(Object.keys(endpoints.admin).length);
    for (const e of admin) {
      const url = `${BASE}${e.path.replace(':id', '1')}`;
      const payload = e.method === 'GET' ? {} : { payload: {} };
      const anonymous = await t.request({ method: e.method, url, ...payload });
      expect(anonymous.statusCode, `${e.method} ${e.path}`).toBe(401);
      for (const token of [tk.company, tk.sales]) {
        const res = await t.request({ method: e.method, url, token, ...payload });
        expectError(res, 403, 'FORBIDDEN', SERVER_MESSAGES.forbidden);
      }
    }
  });
});

describe('POST /admin/companies', () => {
  it('refuses an incomplete body with Arabic field errors', async () => {
    const res = await post('/admin/companies', tk.superadmin, { username: 'a b' });
    expect(res.statusCode).toBe(400);
    const fields = (res.json().errors as { field: string; message: string }[]).map((e) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['name', 'username', 'branchName']));
    for (const e of res.json().errors) expect(e.message).toMatch(/[\u0600-\u06FF]/);
    const tz = await post('/admin/companies', tk.superadmin, {
      name: 'شركة',
      username: 'tz-check',
      branchName: 'فرع',
      timeZone: 'Mars/Olympus',
    });
    expect(tz.json().errors).toEqual([{ field: 'timeZone', message: 'المنطقة الزمنية غير معروفة' }]);
  });

  it('keeps usernames unique across every company, whatever their case', async () => {
    for (const username of ['company', 'SALES', 'superadmin']) {
      const res = await post('/admin/companies', tk.superadmin, {
        name: 'شركة مكررة',
        username,
        branchName: 'فرع',
      });
      expectError(res, 409, 'CONFLICT', SERVER_MESSAGES.usernameTaken, [
        { field: 'username', message: SERVER_MESSAGES.usernameTaken },
      ]);
    }
    const first = await onboard();
    const again = await post('/admin/companies', tk.superadmin, {
      name: 'شركة ثانية',
      username: first.company.username!.toUpperCase(),
      branchName: 'فرع',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors[0].field).toBe('username');
  });

  it('creates the company, its account with a temporary password, its first branch; audited without the password', async () => {
    const { company, temporaryPassword } = await onboard({ timeZone: undefined });
    expect(temporaryPassword).toMatch(/^(?=.*[A-Za-z])(?=.*\d)[A-Za-z\d]{12}$/);
    expect(company).toMatchObject({
      status: 'ACTIVE',
      timeZone: 'Asia/Baghdad',
      phone: '07701112233', // Arabic-Indic digits stored as Latin ones
      address: 'أربيل',
      usersCount: 1,
      carsCount: 0,
      dealsCount: 0,
      branchesCount: 1,
      mustChangePassword: true,
      statusHistory: [],
    });
    expect(company.lastActivityAt).not.toBeNull();
    const entry = await t.lastAudit('COMPANY_CREATED', company.id);
    expect(entry?.companyId).toBe(company.id);
    expect(JSON.stringify(entry?.changes)).not.toContain(temporaryPassword);
    const [account] = await t.db.select().from(users).where(eq(users.companyId, company.id));
    expect(account).toMatchObject({ kind: 'COMPANY', mustChangePassword: true, username: company.username });
    // The detail answers the same company.
    const detail = await get(`/admin/companies/${company.id}`, tk.superadmin);
    expect(detail.json().data).toEqual(company);
    expect((await get('/admin/companies/987654', tk.superadmin)).statusCode).toBe(404);
  });
});

describe('the first sign-in of a new company', () => {
  it('must change the temporary password before any other call', async () => {
    const { company, temporaryPassword } = await onboard();
    const login = await signIn(company.username!, temporaryPassword);
    expect(login.statusCode).toBe(200);
    expect(login.json().data.user.mustChangePassword).toBe(true);
    const token = login.json().data.accessToken;
    const me = await get('/users/me', token);
    expect(me.statusCode).toBe(200);
    expect(me.json().data.mustChangePassword).toBe(true);
    for (const url of ['/car', '/persons', '/dashboard', '/templates/company', '/company']) {
      expectError(
        await get(url, token),
        403,
        'PASSWORD_CHANGE_REQUIRED',
        SERVER_MESSAGES.passwordChangeRequired,
      );
    }
    // The same password again, or a weak one, is refused.
    const same = await put('/users/me/password', token, {
      currentPassword: temporaryPassword,
      newPassword: temporaryPassword,
    });
    expect(same.statusCode).toBe(400);
    expect(same.json().errors).toEqual([
      { field: 'newPassword', message: SERVER_MESSAGES.newPasswordSameAsCurrent },
    ]);
    const weak = await put('/users/me/password', token, {
      currentPassword: temporaryPassword,
      newPassword: 'short',
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors).toContainEqual({ field: 'newPassword', message: PASSWORD_POLICY_MESSAGE });
    const changed = await put('/users/me/password', token, {
      currentPassword: temporaryPassword,
      newPassword: 'Dealer-own-passw0rd',
    });
    expect(changed.statusCode).toBe(200);
    const fresh = changed.json().data.accessToken;
    expect((await get('/users/me', fresh)).json().data.mustChangePassword).toBe(false);
    const cars = await get('/car', fresh);
    expect(cars.statusCode).toBe(200);
    expect(cars.json().pagination.totalItems).toBe(0);
    // The temporary password no longer signs in; the new one does, without the flag.
    expect((await signIn(company.username!, temporaryPassword)).statusCode).toBe(401);
    const again = await signIn(company.username!, 'Dealer-own-passw0rd');
    expect(again.json().data.user.mustChangePassword).toBe(false);
    // Logging out works with a temporary password too (public route).
    const other = await onboard();
    const tmp = await signIn(other.company.username!, other.temporaryPassword);
    const out = await post('/auth/logout', undefined, { refreshToken: tmp.json().data.refreshToken });
    expect(out.statusCode).toBe(204);
  });
});

describe('isolation between the new company and the demo company', () => {
  let fresh: string;
  let dealerCompanyId: number;
  const demo: Record<string, number | string> = {};

  beforeAll(async () => {
    const { company, temporaryPassword } = await onboard();
    dealerCompanyId = company.id;
    fresh = (await firstSignIn(company.username!, temporaryPassword)).accessToken;
    // The demo company's records of every kind, one each.
    const first = async (url: string) => {
      const res = await get(url, tk.company);
      expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
      const data = res.json().data;
      return (Array.isArray(data) ? data[0] : data).id as number;
    };
    demo.car = await first('/car?size=1');
    demo.person = await first('/persons?size=1');
    demo.contract = await first('/contracts?size=1');
    demo.authorization = await first('/authorizations?size=1');
    demo.payment = await first('/payments?size=1');
    demo.user = await first('/users?size=1');
    demo.account = (await get('/users/me', tk.company)).json().data.id;
    const template = await post('/templates', tk.company, { name: 'قالب المعرض', fields: [] });
    expect(template.statusCode, template.body).toBe(201);
    demo.template = template.json().data.id;
    const view = await post('/views', tk.company, { resource: 'cars', name: 'عرض المعرض', state: {} });
    expect(view.statusCode, view.body).toBe(201);
    demo.view = view.json().data.id;
    const role = await post(`/roles/company/${demo.account}`, tk.company, { displayNameAr: 'دور المعرض' });
    expect(role.statusCode, role.body).toBe(201);
    demo.role = role.json().data.id;
    const file = await post('/files', tk.company, {
      contentType: 'image/png',
      dataBase64:
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    });
    expect(file.statusCode, file.body).toBe(201);
    demo.file = file.json().data.key;
  });

  it("sees none of the demo company's cars, persons, deals, payments, templates, files, roles, users or views", async () => {
    const lists: [string, string][] = [
      ['/car?size=100', 'car'],
      ['/persons?size=100', 'person'],
      ['/contracts?size=100', 'contract'],
      ['/authorizations?size=100', 'authorization'],
      ['/payments?size=100', 'payment'],
      ['/users?size=100', 'user'],
      ['/views?resource=cars', 'view'],
    ];
    const myAccount = (await get('/users/me', fresh)).json().data.id;
    for (const [url] of lists) {
      const res = await get(url, fresh);
      expect(res.statusCode, url).toBe(200);
      const rows = res.json().data as { id: number }[];
      // Nothing but its own account: every other list is empty.
      expect(
        rows.map((r) => r.id),
        url,
      ).toEqual(url.startsWith('/users') ? [myAccount] : []);
    }
    const templates = await get('/templates/company', fresh);
    expect(templates.statusCode).toBe(200);
    const shown = templates.json().data as { id: number; system: boolean }[];
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.every((tpl) => tpl.system)).toBe(true);
    const branches = (await get('/branches', fresh)).json().data as { name: string }[];
    expect(branches.map((b) => b.name)).toEqual(['الفرع الرئيسي']);
    const company = (await get('/company', fresh)).json().data;
    expect(company.id).toBe(dealerCompanyId);
    const roles = await get(`/roles/company/${myAccount}`, fresh);
    expect(roles.statusCode, roles.body).toBe(200);
    expect(roles.json().data).toEqual([]);

    const byId: [string, string][] = [
      [`/car/${demo.car}`, 'GET'],
      [`/persons/${demo.person}`, 'GET'],
      [`/contracts/${demo.contract}`, 'GET'],
      [`/authorizations/${demo.authorization}`, 'GET'],
      [`/payments/${demo.payment}`, 'GET'],
      [`/users/${demo.user}`, 'GET'],
      [`/templates/${demo.template}`, 'GET'],
      [`/roles/company/${demo.account}`, 'GET'],
      [`/permissions/role/${demo.role}`, 'GET'],
      [`/files/${demo.file}/url`, 'GET'],
      [`/views/${demo.view}`, 'DELETE'],
    ];
    for (const [url, method] of byId) {
      const res = await t.request({ method: method as 'GET', url: `${BASE}${url}`, token: fresh });
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(404);
    }
    // The view is still the demo company's.
    const views = (await get('/views?resource=cars', tk.company)).json().data as { id: number }[];
    expect(views.map((v) => v.id)).toContain(demo.view);
  });

  it("and the demo company sees none of the new company's data", async () => {
    const car = await post('/car', fresh, {
      name: 'سيارة الوكيل الجديد',
      model: 2022,
      color: 'أسود',
      plateNumber: 'أربيل 777',
      chassisNumber: 'NEWDEALER777',
    });
    expect(car.statusCode, car.body).toBe(201);
    const person = await post('/persons', fresh, { fullName: 'زبون الوكيل الجديد' });
    expect(person.statusCode, person.body).toBe(201);
    const carId = car.json().data.id;
    const personId = person.json().data.id;
    expect((await get(`/car/${carId}`, tk.company)).statusCode).toBe(404);
    expect((await get(`/persons/${personId}`, tk.company)).statusCode).toBe(404);
    const demoCars = (await get('/car?size=100&keyword=NEWDEALER777', tk.company)).json();
    expect(demoCars.pagination.totalItems).toBe(0);
    const demoPersons = (await get('/persons?size=100&keyword=الوكيل الجديد', tk.company)).json();
    expect(demoPersons.pagination.totalItems).toBe(0);
    // …while the new company sees its own.
    expect((await get(`/car/${carId}`, fresh)).statusCode).toBe(200);
  });
});

describe('PUT /admin/companies/{id}/status', () => {
  it('suspends: the open session is refused at its next call, sign-ins and refreshes too; reactivation restores', async () => {
    const { company, temporaryPassword } = await onboard();
    const session = await firstSignIn(company.username!, temporaryPassword);
    expect((await get('/car', session.accessToken)).statusCode).toBe(200);

    const noReason = await put(`/admin/companies/${company.id}/status`, tk.superadmin, {
      status: 'SUSPENDED',
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors).toEqual([{ field: 'reason', message: 'السبب مطلوب' }]);

    const suspended = await put(`/admin/companies/${company.id}/status`, tk.superadmin, {
      status: 'SUSPENDED',
      reason: 'لم تسدد الاشتراك',
    });
    expect(suspended.statusCode, suspended.body).toBe(200);
    expect(suspended.json().data.status).toBe('SUSPENDED');
    expect(suspended.json().data.statusHistory).toEqual([
      { status: 'SUSPENDED', reason: 'لم تسدد الاشتراك', at: expect.any(String), byUsername: 'superadmin' },
    ]);

    // The open session's next call, its refresh and a new sign-in: all refused, saying why.
    expectError(
      await get('/car', session.accessToken),
      401,
      'ACCOUNT_SUSPENDED',
      SERVER_MESSAGES.companySuspended,
    );
    expectError(
      await post('/auth/refresh-token', undefined, { refreshToken: session.refreshToken }),
      403,
      'ACCOUNT_SUSPENDED',
      SERVER_MESSAGES.companySuspended,
    );
    expectError(
      await signIn(company.username!, 'Dealer-own-passw0rd'),
      403,
      'ACCOUNT_SUSPENDED',
      SERVER_MESSAGES.companySuspended,
    );
    // A wrong password still says only that the credentials are wrong.
    expect((await signIn(company.username!, 'wrong-passw0rd')).json().code).toBe('INVALID_CREDENTIALS');

    const twice = await put(`/admin/companies/${company.id}/status`, tk.superadmin, {
      status: 'SUSPENDED',
      reason: 'مرة أخرى',
    });
    expectError(twice, 409, 'CONFLICT', SERVER_MESSAGES.companyAlreadySuspended);
    const entry = await t.lastAudit('COMPANY_SUSPENDED', company.id);
    expect(entry?.changes).toMatchObject({ after: { status: 'SUSPENDED', reason: 'لم تسدد الاشتراك' } });

    // The demo company is untouched.
    expect((await get('/car', tk.company)).statusCode).toBe(200);

    const back = await put(`/admin/companies/${company.id}/status`, tk.superadmin, {
      status: 'ACTIVE',
      reason: 'تم السداد',
    });
    expect(back.statusCode).toBe(200);
    expect(back.json().data.statusHistory.map((h: { status: string }) => h.status)).toEqual([
      'ACTIVE',
      'SUSPENDED',
    ]);
    expect((await get('/car', session.accessToken)).statusCode).toBe(200);
    expect((await signIn(company.username!, 'Dealer-own-passw0rd')).statusCode).toBe(200);
    expect(await t.lastAudit('COMPANY_REACTIVATED', company.id)).toBeDefined();
    const rows = await t.db
      .select()
      .from(companyStatusChanges)
      .where(eq(companyStatusChanges.companyId, company.id));
    expect(rows).toHaveLength(2);
  });

  it('answers 404 for a missing company', async () => {
    const res = await put('/admin/companies/987654/status', tk.superadmin, {
      status: 'SUSPENDED',
      reason: 'x',
    });
    expectError(res, 404, 'NOT_FOUND', SERVER_MESSAGES.companyNotFound);
  });
});

describe('POST /admin/companies/{id}/reset-password', () => {
  it('answers a new temporary password once, ends the sessions and makes the account change it again', async () => {
    const { company, temporaryPassword } = await onboard();
    const session = await firstSignIn(company.username!, temporaryPassword);
    const res = await post(`/admin/companies/${company.id}/reset-password`, tk.superadmin);
    expect(res.statusCode, res.body).toBe(200);
    const reset = res.json().data.temporaryPassword as string;
    expect(reset).not.toBe(temporaryPassword);
    expect((await get('/car', session.accessToken)).statusCode).toBe(401);
    expect((await signIn(company.username!, 'Dealer-own-passw0rd')).statusCode).toBe(401);
    const login = await signIn(company.username!, reset);
    expect(login.json().data.user.mustChangePassword).toBe(true);
    expect((await get('/car', login.json().data.accessToken)).json().code).toBe('PASSWORD_CHANGE_REQUIRED');
    const entry = await t.lastAudit('COMPANY_PASSWORD_RESET', company.id);
    expect(JSON.stringify(entry)).not.toContain(reset);
    const detail = (await get(`/admin/companies/${company.id}`, tk.superadmin)).json().data;
    expect(detail.mustChangePassword).toBe(true);
    expect((await post('/admin/companies/987654/reset-password', tk.superadmin)).statusCode).toBe(404);
  });
});

describe('PUT /admin/companies/{id}', () => {
  it('edits name, phone and address, audited with before and after', async () => {
    const { company } = await onboard();
    const res = await put(`/admin/companies/${company.id}`, tk.superadmin, {
      name: 'معرض النور',
      phone: null,
      address: 'الموصل',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ name: 'معرض النور', phone: null, address: 'الموصل' });
    const entry = await t.lastAudit('COMPANY_UPDATED', company.id);
    expect(entry?.changes).toMatchObject({
      before: { name: company.name, phone: company.phone },
      after: { name: 'معرض النور', phone: null, address: 'الموصل' },
    });
    const empty = await put(`/admin/companies/${company.id}`, tk.superadmin, { name: ' ' });
    expect(empty.json().errors).toEqual([{ field: 'name', message: 'اسم الشركة مطلوب' }]);
    expect((await put('/admin/companies/987654', tk.superadmin, { name: 'x' })).statusCode).toBe(404);
  });
});

describe('GET /admin/companies', () => {
  let named: AdminCompany;
  beforeAll(async () => {
    named = (await onboard({ name: 'مؤسسة الأمانة للسيارات' })).company;
  });

  const list = async (query: string) => {
    const res = await get(`/admin/companies?${query}`, tk.superadmin);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { data: AdminCompany[]; pagination: { totalItems: number; lastPage: number } };
  };

  it('lists every company with its account, counts and last activity, newest first', async () => {
    const { data, pagination } = await list('size=100');
    expect(pagination.totalItems).toBe(data.length);
    expect(data.map((c) => c.id)).toEqual([...data.map((c) => c.id)].sort((a, b) => b - a));
    const demoId = await t.demoCompanyId();
    const demo = data.find((c) => c.id === demoId)!;
    expect(demo.username).toBe('company');
    expect(demo.usersCount).toBeGreaterThanOrEqual(3);
    expect(demo.carsCount).toBeGreaterThan(0);
    expect(demo.dealsCount).toBeGreaterThan(0);
    expect(demo.lastActivityAt).not.toBeNull();
  });

  it('searches Arabic-aware (hamza, taa marbuta, digits) and filters by status', async () => {
    for (const keyword of ['الامانه', 'مؤسسة', named.username!.toUpperCase()]) {
      const { data } = await list(`keyword=${encodeURIComponent(keyword)}`);
      expect(
        data.map((c) => c.id),
        keyword,
      ).toContain(named.id);
    }
    const byPhone = await list(`keyword=${encodeURIComponent('٠٧٧٠١١١٢٢٣٣')}`);
    expect(byPhone.data.map((c) => c.id)).toContain(named.id);
    expect((await list('keyword=zzz-nothing')).data).toEqual([]);
    await put(`/admin/companies/${named.id}/status`, tk.superadmin, {
      status: 'SUSPENDED',
      reason: 'اختبار',
    });
    const suspended = await list('status=SUSPENDED&size=100');
    expect(suspended.data.map((c) => c.id)).toContain(named.id);
    expect(suspended.data.every((c) => c.status === 'SUSPENDED')).toBe(true);
    const active = await list('status=ACTIVE&size=100');
    expect(active.data.map((c) => c.id)).not.toContain(named.id);
    await put(`/admin/companies/${named.id}/status`, tk.superadmin, { status: 'ACTIVE', reason: 'اختبار' });
    const bad = await get('/admin/companies?status=SLEEPING', tk.superadmin);
    expect(bad.json().errors).toEqual([{ field: 'status', message: 'حالة الشركة غير معروفة' }]);
  });

  it('sorts by any column and pages', async () => {
    const byCars = (await list('sortBy=carsCount&sortDirection=desc&size=100')).data;
    const counts = byCars.map((c) => c.carsCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const byName = (await list('sortBy=name&size=100')).data.map((c) => c.name);
    expect(byName.length).toBeGreaterThan(2);
    const pageOne = await list('size=1&page=0');
    const pageTwo = await list('size=1&page=1');
    expect(pageOne.data).toHaveLength(1);
    expect(pageOne.data[0]!.id).not.toBe(pageTwo.data[0]!.id);
    expect(pageOne.pagination.lastPage).toBe(pageOne.pagination.totalItems - 1);
  });

  it('exports the filtered list as CSV with Arabic titles', async () => {
    const res = await get(
      `/admin/companies/export?keyword=${encodeURIComponent('الأمانة')}&columns=name,username,status`,
      tk.superadmin,
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r\n/);
    expect(lines[0]).toBe('اسم الشركة,اسم المستخدم,الحالة');
    expect(lines.some((l) => l.includes('مؤسسة الأمانة للسيارات') && l.includes(named.username!))).toBe(true);
    const bad = await get('/admin/companies/export?columns=password', tk.superadmin);
    expect(bad.statusCode).toBe(400);
  });
});

describe('GET /admin/stats', () => {
  it('counts companies by status, users, cars, deals, payments this month per currency and new companies per month', async () => {
    const read = async () => (await get('/admin/stats', tk.superadmin)).json().data as AdminStats;
    const before = await read();
    expect(before.companies).toBe(before.activeCompanies + before.suspendedCompanies);
    expect(before.paymentsThisMonth.map((p) => p.currency)).toEqual(['IQD', 'USD']);
    expect(before.newCompaniesPerMonth).toHaveLength(12);
    const thisMonth = new Date().toISOString().slice(0, 7);
    expect(before.newCompaniesPerMonth.at(-1)!.month).toBe(thisMonth);

    const { company, temporaryPassword } = await onboard();
    const token = (await firstSignIn(company.username!, temporaryPassword)).accessToken;
    const buyer = await post('/persons', token, { fullName: 'مشتري الإحصاءات' });
    await insertCars(t, company.id, 1);
    await createDeal(t, { token, companyId: company.id, buyerId: buyer.json().data.id });
    await put(`/admin/companies/${company.id}/status`, tk.superadmin, {
      status: 'SUSPENDED',
      reason: 'اختبار',
    });
    const after = await read();
    expect(after.companies).toBe(before.companies + 1);
    expect(after.suspendedCompanies).toBe(before.suspendedCompanies + 1);
    expect(after.users).toBe(before.users + 1);
    expect(after.cars).toBe(before.cars + 2); // the deal's own car and the one inserted
    expect(after.deals).toBe(before.deals + 1);
    // The deal's down payment (2,000,000 IQD) is money received today; USD unchanged.
    expect(after.paymentsThisMonth[0]!.amountMinor - before.paymentsThisMonth[0]!.amountMinor).toBe(
      2_000_000,
    );
    expect(after.paymentsThisMonth[1]).toEqual(before.paymentsThisMonth[1]);
    expect(after.newCompaniesPerMonth.at(-1)!.count).toBe(before.newCompaniesPerMonth.at(-1)!.count + 1);
  });
});

describe('GET /admin/audit', () => {
  it("lists the platform's admin actions, newest first, with who, which company and what", async () => {
    const { company } = await onboard();
    await put(`/admin/companies/${company.id}/status`, tk.superadmin, {
      status: 'SUSPENDED',
      reason: 'تدقيق',
    });
    await post(`/admin/companies/${company.id}/reset-password`, tk.superadmin);
    const res = await get(`/admin/audit?companyId=${company.id}`, tk.superadmin);
    expect(res.statusCode, res.body).toBe(200);
    const entries = res.json().data as { action: string; actorUsername: string; companyName: string }[];
    expect(entries.map((e) => e.action)).toEqual([
      'COMPANY_PASSWORD_RESET',
      'COMPANY_SUSPENDED',
      'COMPANY_CREATED',
    ]);
    for (const e of entries)
      expect(e).toMatchObject({ actorUsername: 'superadmin', companyName: company.name });
    const all = await get('/admin/audit?size=100', tk.superadmin);
    const actions = new Set((all.json().data as { action: string }[]).map((e) => e.action));
    // Only admin actions: sign-ins and company changes of the dealers are not listed.
    for (const a of actions) expect(ADMIN_AUDIT_ACTIONS).toContain(a);
    const one = await get('/admin/audit?action=COMPANY_SUSPENDED', tk.superadmin);
    expect((one.json().data as { action: string }[]).every((e) => e.action === 'COMPANY_SUSPENDED')).toBe(
      true,
    );
  });
});
