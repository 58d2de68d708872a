import {
  allEndpoints,
  type EndpointDef,
  loadAllSchemas,
  loadedSchemasOf,
  PERMISSION_NAMES,
  type PermissionName,
} from '@cc/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { SignJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { createOtherCompany } from '../test/companies';
import { BASE, dataOf, TEST_SECRET, useTestApp } from '../test/helper';
import { permissions, rolePermissions, roles, userRoles, users } from './db/schema';
import { hashPassword } from './lib/passwords';
import { DEMO_PASSWORD } from './seed/demo';

/**
 * The access matrix, built from the endpoint declarations so a new route cannot be left out: every
 * declared route × every kind of caller → the status its access rule promises. "Passes" means the
 * access check let the call through (any answer but 401 and 403, and never a 5xx): ids in paths are
 * missing ones and bodies are empty, so nothing is changed by an allowed call.
 */
const t = useTestApp();

type Caller =
  | 'anonymous'
  | 'expired'
  | 'tampered'
  | 'staffWithout'
  | 'staffWith'
  | 'companyAccount'
  | 'superAdmin'
  | 'otherCompanyAccount';
type Expected = 401 | 403 | 'passes';

/** What the access rule promises each caller (`staffWith`: staff holding the route's permission). */
function expected(e: EndpointDef, caller: Caller): Expected {
  const { access } = e;
  // An uploaded file is public by route but guarded by its signed URL: without a valid signature, 403.
  if (e.path === '/files/:key') return 403;
  if (access.kind === 'public') return 'passes';
  if (caller === 'anonymous' || caller === 'expired' || caller === 'tampered') return 401;
  const company = caller === 'companyAccount' || caller === 'otherCompanyAccount';
  const staff = caller === 'staffWithout' || caller === 'staffWith';
  switch (access.kind) {
    case 'signedIn':
      return 'passes';
    case 'companyMember':
      return caller === 'superAdmin' ? 403 : 'passes';
    case 'companyAccount':
      return company ? 'passes' : 403;
    case 'companyAccountOrSuperAdmin':
      return staff ? 403 : 'passes';
    case 'superAdmin':
      return caller === 'superAdmin' ? 'passes' : 403;
    default:
      if ('permission' in access || 'permissions' in access)
        return company || caller === 'staffWith' ? 'passes' : 403;
      throw new Error(`No expectation for the access rule ${JSON.stringify(access)}: add one here.`);
  }
}

/** The permissions that let staff through (one is enough). */
const permissionsOf = (access: EndpointDef['access']): readonly PermissionName[] =>
  'permission' in access
    ? [access.permission as PermissionName]
    : 'permissions' in access
      ? (access.permissions as readonly PermissionName[])
      : [];

const MISSING_ID = '987654';
const urlOf = (e: EndpointDef) =>
  BASE +
  e.path.replace(/:(\w+)/g, (_, name: string) =>
    name === 'key' ? 'f0000000-0000-4000-8000-000000000000' : MISSING_ID,
  );

describe('access matrix: every declared route × every kind of caller', () => {
  const tokens = {} as Record<Exclude<Caller, 'staffWith'>, string | undefined>;
  const staffWith = new Map<PermissionName, string>();

  beforeAll(async () => {
    await loadAllSchemas();
    const companyId = await t.demoCompanyId();
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    // One staff user per permission, holding a role with only that permission; and one with no role.
    const all = await t.db.select().from(permissions);
    for (const name of [...PERMISSION_NAMES, null]) {
      const username = `matrix-${name ?? 'none'}`.toLowerCase();
      await t.db.transaction(async (tx) => {
        const [user] = await tx
          .insert(users)
          .values({ companyId, kind: 'USER', username, fullName: 'موظف اختبار', passwordHash })
          .returning({ id: users.id });
        if (!name) return;
        const [role] = await tx
          .insert(roles)
          .values({ companyId, displayName: username, displayNameAr: username })
          .returning({ id: roles.id });
        const permission = all.find((p) => p.name === name)!;
        await tx.insert(rolePermissions).values({ companyId, roleId: role!.id, permissionId: permission.id });
        await tx.insert(userRoles).values({ companyId, userId: user!.id, roleId: role!.id });
      });
      const { accessToken } = await t.login(username);
      if (name) staffWith.set(name, accessToken);
      else tokens.staffWithout = accessToken;
    }
    const other = await createOtherCompany(t);
    [tokens.companyAccount, tokens.superAdmin, tokens.otherCompanyAccount] = await t.tokens(
      'company',
      'superadmin',
      other.accountUsername,
    );
    const sales = (await t.login('sales')).accessToken;
    const [header, body, signature] = sales.split('.') as [string, string, string];
    const flipped = signature[0] === 'A' ? `B${signature.slice(1)}` : `A${signature.slice(1)}`;
    tokens.tampered = `${header}.${body}.${flipped}`;
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
    tokens.expired = await new SignJWT({ sid: claims.sid, ver: claims.ver })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer(claims.iss)
      .setSubject(claims.sub)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(new TextEncoder().encode(TEST_SECRET));
    tokens.anonymous = undefined;
  });

  it('answers every route as its access rule promises', async () => {
    const failures: string[] = [];
    let cells = 0;
    for (const e of allEndpoints()) {
      const callers: [Caller, string | undefined][] = [
        ...(Object.entries(tokens) as [Caller, string | undefined][]),
      ];
      const needed = permissionsOf(e.access);
      if (needed.length > 0) {
        for (const p of needed) callers.push(['staffWith', staffWith.get(p)]);
      } else callers.push(['staffWith', staffWith.get('GET_CAR')]);
      for (const [caller, token] of callers) {
        const want = expected(e, caller);
        const res = await t.request({
          method: e.method,
          url: urlOf(e),
          token,
          ...(e.method === 'POST' || e.method === 'PUT' ? { payload: {} } : {}),
        });
        cells++;
        const got = res.statusCode;
        const ok = want === 'passes' ? got !== 401 && got !== 403 && got < 500 : got === want;
        if (!ok)
          failures.push(
            `${e.method} ${e.path} as ${caller}: expected ${want}, got ${got} ${res.body.slice(0, 120)}`,
          );
        if (got === 401 || got === 403) expect(res.json().message).toMatch(/[\u0600-\u06FF]/);
      }
    }
    console.log(`access matrix: ${allEndpoints().length} routes, ${cells} route × caller cells`);
    expect(failures).toEqual([]);
    expect(cells).toBeGreaterThanOrEqual(allEndpoints().length * 8);
  });

  it('lets every staff member read the branch names, while adding a branch keeps its permission', async () => {
    // Pinned: the filters and pickers of every screen show branches (docs/domain/permissions.md).
    const read = await t.request({ method: 'GET', url: `${BASE}/branches`, token: tokens.staffWithout });
    expect(read.statusCode).toBe(200);
    expect((read.json().data as { name: string }[]).length).toBeGreaterThan(0);
    const add = (token: string | undefined) =>
      t.request({ method: 'POST', url: `${BASE}/branches`, token, payload: { name: 'فرع المصفوفة' } });
    expect((await add(tokens.staffWithout)).statusCode).toBe(403);
    expect((await add(staffWith.get('GET_BRANCH'))).statusCode).toBe(403);
    expect((await add(staffWith.get('CREATE_BRANCH'))).statusCode).toBe(201);
  });

  it("answers another company's ids exactly like missing ones", async () => {
    const companyId = await t.demoCompanyId();
    // Real ids of the demo company, per path parameter of the routes that read or delete one record.
    const [demoStaff] = await t.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.companyId, companyId), eq(users.username, 'sales')));
    const idOf: Record<string, number> = {};
    const first = async (table: string, where = 'true') => {
      const { rows } = (await t.db.execute(
        sql.raw(`select id from ${table} where company_id = ${companyId} and ${where} order by id limit 1`),
      )) as unknown as { rows: { id: number }[] };
      return rows[0]!.id;
    };
    idOf['/car/:id'] = await first('cars');
    idOf['/persons/:id'] = await first('persons');
    idOf['/contracts/:id'] = await first('deals', `kind = 'CONTRACT'`);
    idOf['/authorizations/:id'] = await first('deals', `kind = 'AUTHORIZATION'`);
    idOf['/payment-plans/:id'] = await first('payment_plans');
    idOf['/payments/:id'] = await first('payments');
    idOf['/clearance/:id'] = await first('clearances');
    idOf['/users/:id'] = demoStaff!.id;
    idOf['/roles/company/:companyUserId'] = demoStaff!.id;

    const stranger = await createOtherCompany(t, 'iso');
    const [strangerToken] = await t.tokens(stranger.accountUsername);
    let compared = 0;
    for (const e of allEndpoints()) {
      if (e.method !== 'GET' && e.method !== 'DELETE') continue;
      const id = idOf[e.path];
      if (id === undefined) continue;
      const url = (value: string) => BASE + e.path.replace(/:\w+/, value);
      // A valid body where one is needed (cancelling a deal takes a reason), so the lookup is what answers.
      const payload = loadedSchemasOf(e).body ? { reason: 'اختبار العزل بين الشركات' } : undefined;
      const call = (value: string) =>
        t.request({
          method: e.method,
          url: url(value),
          token: strangerToken,
          ...(payload ? { payload } : {}),
        });
      const theirs = await call(String(id));
      const missing = await call(MISSING_ID);
      expect(theirs.statusCode, `${e.method} ${e.path}`).toBe(404);
      expect(theirs.json(), `${e.method} ${e.path}`).toEqual(missing.json());
      compared++;
    }
    expect(compared).toBeGreaterThanOrEqual(10);
    // …and the record is still there for its own company.
    const [companyToken] = await t.tokens('company');
    const car = await t.request({
      method: 'GET',
      url: `${BASE}/car/${idOf['/car/:id']}`,
      token: companyToken,
    });
    expect(car.statusCode).toBe(200);
  });
});

/**
 * What each list route's rows are (the table their `id` comes from), for the isolation of lists. Every
 * GET route without a path parameter needs an entry: a new list route is added here by one line.
 * `null`: the answer holds no company's rows.
 */
const LIST_ROWS: Record<string, string | null> = {
  'GET /health': null,
  'GET /users/me': 'users',
  'GET /admin/stats': null, // super administrator only: counts over all companies
  // Super administrator only, over every company (features/admin/admin.test.ts checks them).
  'GET /admin/companies': null,
  'GET /admin/companies/export': null,
  'GET /admin/audit': null,
  'GET /car': 'cars',
  'GET /car/export': 'cars', // CSV: checked on the other company's chassis numbers
  'GET /persons': 'persons',
  'GET /contracts': 'deals',
  'GET /authorizations': 'deals',
  'GET /installments': 'installments',
  'GET /payments': 'payments',
  'GET /permissions': null, // the fixed permission catalogue, the same for everyone
  'GET /users': 'users',
  'GET /branches': 'branches',
  'GET /company': 'companies',
  // The caller's company's default rate (features/company/exchange-rate.test.ts: another company's is never seen).
  'GET /company/exchange-rate': null,
  'GET /templates/company/latest': 'templates',
  'GET /templates/company': 'templates',
  // The caller's company's bytes and quota (features/attachments/attachments.test.ts).
  'GET /files/usage': null,
  'GET /views': 'saved_views',
  // The caller's own boxes and handovers (features/cash-box/cash-box.test.ts: another company's are never seen).
  'GET /cash-box': null,
  'GET /cash-box/handovers': null,
  'GET /cash-box/receivers': null,
  // The company's boxes and closings (the demo has none): features/cash-box/cash-box-report.test.ts checks
  // another company's users and closings are never there.
  'GET /cash-box/overview': null,
  'GET /cash-box/closings': null,
  // Sums of the caller's company's sales and costs (features/car-costs/car-costs.test.ts).
  'GET /reports/profit': null,
  // The ledger's CSV runs GET /payments' query with the caller's company (features/deals/desk.test.ts).
  'GET /payments/export': null,
  // Clearances: features/clearance/clearance.test.ts checks another company's deals and clearances.
  'GET /clearance': null,
  'GET /clearance/export': null,
  // The collections queue: features/collections/collections.test.ts checks another company's deals.
  'GET /collections': null,
  'GET /collections/collectors': null,
  // The company's own texts; the batch of reminders reads the queue (features/collections/collections.test.ts).
  'GET /collections/templates': null,
  'GET /collections/reminders': null,
  'GET /collections/settings': null,
  'GET /collections/late-fees': null,
  // Figures per group, no rows of a table: features/reports/reports.test.ts checks the company's own.
  'GET /reports/aging': null,
  'GET /reports/collections': null,
  'GET /dashboard': null, // figures, no rows: features/dashboard/dashboard.test.ts checks the company's own
  // The caller's own notifications: features/notifications/notifications.test.ts checks they never cross
  // companies; the stream is an event stream (no page to read here); the push config is public.
  'GET /notifications': null,
  'GET /notifications/unread-count': null,
  'GET /notifications/stream': null,
  'GET /push/config': null,
  // One record's entries: another company's record answers like a missing one (the ids test below,
  // features/history/history.test.ts).
  'GET /history': null,
};

/** The query a list needs besides paging. */
const LIST_QUERY: Record<string, string> = { '/views': '&resource=cars' };

/** A valid body per POST and PUT route with a path id, so the id lookup (not validation) answers. */
const BODY_WITH_ID: Record<string, unknown> = {
  'PUT /car/:id': {
    name: 'سيارة',
    model: 2020,
    color: 'أبيض',
    plateNumber: 'عزل 1',
    chassisNumber: 'ISOLATION1',
  },
  'PUT /persons/:id': { fullName: 'شخص العزل' },
  'PUT /car/:id/purchase': { amount: '1', currency: 'IQD', date: '2020-01-01', sellerName: 'بائع العزل' },
  'POST /car/:id/expenses': { kind: 'OTHER', amount: '1', currency: 'IQD', date: '2020-01-01' },
  'POST /car/:id/photos': { fileKey: '00000000-0000-4000-8000-000000000000' },
  'POST /persons/:id/documents': { fileKey: '00000000-0000-4000-8000-000000000000', kind: 'OTHER' },
  'DELETE /contracts/:id': { reason: 'اختبار العزل بين الشركات' },
  'DELETE /authorizations/:id': { reason: 'اختبار العزل بين الشركات' },
  'PUT /payment-plans/:id/schedule': { installmentCount: 5, firstDueDate: '2031-01-15' },
  'POST /payments/:id/reverse': { reason: 'اختبار العزل بين الشركات' },
  'POST /roles/company/:companyUserId': { displayNameAr: 'دور العزل' },
  'POST /permissions/link-to-role/:roleId': { permissionIds: [1] },
  'DELETE /permissions/unlink-from-role/:roleId': { permissionIds: [1] },
  'PUT /users/:id': { fullName: 'موظف العزل', phone: '07700000000' },
  'PUT /users/:id/roles': { roleIds: [] },
  'PUT /users/:id/status': { status: 'INACTIVE' },
  'PUT /users/:id/password': { password: 'Isolation-Passw0rd!' },
  'PUT /branches/:id': { name: 'فرع العزل' },
  'PUT /branches/:id/status': { status: 'INACTIVE' },
  'PUT /templates/:id': { name: 'قالب العزل', fields: [] },
  'PUT /templates/:id/default': {},
  'POST /payment-plans/:id/discount': { amount: '1', reason: 'اختبار العزل بين الشركات' },
  'POST /payment-plans/:id/repossess': { reason: 'اختبار العزل بين الشركات', outcome: 'KEEP_DEBT' },
  'POST /payment-plans/:id/undo-repossession': { reason: 'اختبار العزل بين الشركات' },
  'POST /payment-plans/:id/refund': { amount: '1', method: 'CASH', reason: 'اختبار العزل بين الشركات' },
  'POST /payment-plans/:id/settle': { total: '1', method: 'CASH' },
  'POST /late-fees/:id/waive': { reason: 'اختبار العزل بين الشركات' },
  'POST /late-fees/:id/unwaive': { reason: 'اختبار العزل بين الشركات' },
};

/** The table of each path parameter's ids, per route family. */
const PARAM_TABLE: [RegExp, string][] = [
  // An expense of another company's car answers 404 (features/car-costs/car-costs.test.ts).
  [/^\/car\/:id\/expenses\/:expenseId/, ''],
  // A photo or a document of another company's car or card answers 404 (features/attachments/attachments.test.ts).
  [/^\/car\/:id\/photos\/:photoId/, ''],
  [/^\/persons\/:id\/documents\/:documentId/, ''],
  [/^\/car\/:id/, 'cars'],
  [/^\/persons\/:id/, 'persons'],
  [/^\/contracts\/:id/, 'deals:CONTRACT'],
  [/^\/authorizations\/:id/, 'deals:AUTHORIZATION'],
  [/^\/payment-plans\/:id/, 'payment_plans'],
  [/^\/payments\/:id/, 'payments'],
  [/^\/users\/:id/, 'users:USER'],
  [/^\/branches\/:id/, 'branches'],
  [/^\/roles\/company\/:companyUserId/, 'users:USER'],
  [/:roleId/, 'roles'],
  [/^\/templates\/:id/, 'templates'],
  [/^\/views\/:id/, 'saved_views'],
  [/^\/files\/:key/, ''], // file keys are random UUIDs, checked by the files tests
  // A clearance's path takes a deal id (issue) or a clearance id (read, void): checked by
  // features/clearance/clearance.test.ts; a notification's, by features/notifications/notifications.test.ts.
  [/^\/clearance\/:id/, ''],
  // A deal's collection calls: another company's deal answers 404 (features/collections/collections.test.ts).
  [/^\/collections\/:id/, ''],
  // Statements: another company's deal or card answers 404 (features/reports/statements.test.ts).
  [/^\/statements\//, ''],
  // A late fee's id: another company's charge answers 404 (features/deals/late-fees.test.ts).
  [/^\/late-fees\/:id/, ''],
  // A closing or a handover of another company answers 404 (features/cash-box/cash-box.test.ts).
  [/^\/cash-box\//, ''],
  [/^\/notifications\/:id/, ''],
  // The super administrator's company pages: every company by design (features/admin/admin.test.ts).
  [/^\/admin\/companies\/:id/, ''],
];

describe('company isolation of lists, paths, queries and bodies', () => {
  let demoId: number;
  let stranger: Awaited<ReturnType<typeof createOtherCompany>>;
  let demoToken: string;
  let strangerToken: string;
  const strangerChassis: string[] = [];
  /** One id of each table (or `table:KIND`) per company. */
  const ids = { demo: {} as Record<string, number>, stranger: {} as Record<string, number> };

  const rowsOf = async <T>(query: string) =>
    ((await t.db.execute(sql.raw(query))) as unknown as { rows: T[] }).rows;
  const firstId = async (company: number, key: string) => {
    const [table, kind] = key.split(':') as [string, string | undefined];
    const where = kind ? ` and kind = '${kind}'` : '';
    const column = table === 'companies' ? 'id' : 'company_id';
    const [row] = await rowsOf<{ id: number }>(
      `select id from ${table} where ${column} = ${company}${where} order by id limit 1`,
    );
    return row?.id;
  };

  beforeAll(async () => {
    await loadAllSchemas();
    demoId = await t.demoCompanyId();
    stranger = await createOtherCompany(t, 'lists');
    [demoToken, strangerToken] = await t.tokens('company', stranger.accountUsername);
    // The stranger gets a row in every table a list shows: cars, persons, deals, plans, a payment, a
    // template and a saved view (its users, role and branch come with the company).
    const { insertCars, insertPersons, createDeal } = await import('../test/deals');
    const carIds = await insertCars(t, stranger.companyId, 2);
    const chassis = await rowsOf<{ chassis_number: string }>(
      `select chassis_number from cars where id in (${carIds.join(',')})`,
    );
    strangerChassis.push(...chassis.map((c) => c.chassis_number));
    const [buyerId] = (await insertPersons(t, stranger.companyId, 2)) as [number];
    await createDeal(t, { token: strangerToken, companyId: stranger.companyId, buyerId });
    await createDeal(t, {
      token: strangerToken,
      companyId: stranger.companyId,
      buyerId,
      path: '/authorizations',
    });
    const planId = await firstId(stranger.companyId, 'payment_plans');
    const create = async (path: string, token: string, payload: object) =>
      dataOf(await t.request({ method: 'POST', url: `${BASE}${path}`, token, payload }), 201);
    await create('/payments', strangerToken, { planId, amount: '1000', method: 'CASH' });
    await create('/templates', strangerToken, { name: 'قالب الشركة الأخرى', fields: [] });
    // The demo company has no template of its own yet: one, so its template lists are not empty.
    await create('/templates', demoToken, { name: 'قالب الشركة', fields: [] });
    await create('/views', demoToken, { resource: 'cars', name: 'عرض الشركة', state: {} });
    await create('/views', strangerToken, { resource: 'cars', name: 'عرض الشركة الأخرى', state: {} });
    const keys = [
      'cars',
      'persons',
      'deals:CONTRACT',
      'deals:AUTHORIZATION',
      'payment_plans',
      'payments',
      'users:USER',
      'roles',
      'templates',
      'saved_views',
      'branches',
    ];
    for (const key of keys) {
      ids.demo[key] = (await firstId(demoId, key))!;
      ids.stranger[key] = (await firstId(stranger.companyId, key))!;
    }
  });

  it("answers every list with the caller's company's rows only", async () => {
    const lists = allEndpoints().filter((e) => e.method === 'GET' && !e.path.includes(':'));
    const missing = lists.map((e) => `${e.method} ${e.path}`).filter((k) => !(k in LIST_ROWS));
    expect(missing, 'list routes without an entry in LIST_ROWS').toEqual([]);
    let checked = 0;
    for (const e of lists) {
      const table = LIST_ROWS[`${e.method} ${e.path}`];
      if (!table) continue;
      for (const [token, own, other] of [
        [demoToken, demoId, stranger.companyId],
        [strangerToken, stranger.companyId, demoId],
      ] as const) {
        const res = await t.request({
          method: 'GET',
          url: `${BASE}${e.path}?size=100${LIST_QUERY[e.path] ?? ''}`,
          token,
        });
        expect(res.statusCode, `${e.path}: ${res.body.slice(0, 200)}`).toBe(200);
        if (e.path === '/car/export') {
          // The stranger's cars never appear in the demo company's export, and vice versa.
          const theirs = own === demoId ? strangerChassis : ['DEMO'];
          for (const c of theirs) expect(res.body, `${e.path} as company ${own}`).not.toContain(c);
          if (own !== demoId) for (const c of strangerChassis) expect(res.body).toContain(c);
          checked++;
          continue;
        }
        const data = res.json().data;
        const rows = (Array.isArray(data) ? data : data ? [data] : []) as { id: number }[];
        const column = table === 'companies' ? 'id' : 'company_id';
        // Rows of no company are the shared built-ins (the system templates), offered to every company.
        const shared = table === 'templates' ? ' and not system' : '';
        const foreign = new Set(
          (
            await rowsOf<{ id: number }>(
              `select id from ${table} where ${column} is distinct from ${own}${shared}`,
            )
          ).map((r) => r.id),
        );
        const leaked = rows.filter((r) => foreign.has(r.id)).map((r) => r.id);
        expect(leaked, `${e.path} as company ${own} shows rows of company ${other}`).toEqual([]);
        // Not vacuous: each company sees rows of its own in every list.
        expect(rows.length, `${e.path} as company ${own} shows its own rows`).toBeGreaterThan(0);
        checked++;
      }
    }
    expect(checked).toBeGreaterThanOrEqual(2 * Object.values(LIST_ROWS).filter(Boolean).length);
    console.log(`isolation: ${checked} list answers (2 companies) hold only the caller's company's rows`);
  });

  it("answers another company's ids in any path exactly like missing ids, whatever the method", async () => {
    let compared = 0;
    for (const e of allEndpoints()) {
      if (!e.path.includes(':')) continue;
      const family = PARAM_TABLE.find(([pattern]) => pattern.test(e.path));
      expect(family, `${e.method} ${e.path}: add its parameter's table to PARAM_TABLE`).toBeDefined();
      if (!family![1]) continue;
      const needsBody = Boolean(loadedSchemasOf(e).body);
      const key = `${e.method} ${e.path}`;
      if (needsBody) expect(key in BODY_WITH_ID, `${key}: add a valid body to BODY_WITH_ID`).toBe(true);
      const query = e.path.endsWith('/toggle-all') ? '?enableAll=false' : '';
      const call = (id: number) =>
        t.request({
          method: e.method,
          url: `${BASE}${e.path.replace(/:\w+/, String(id))}${query}`,
          token: demoToken,
          ...(needsBody ? { payload: BODY_WITH_ID[key] as object } : {}),
        });
      const theirs = await call(ids.stranger[family![1]]!);
      const missing = await call(Number(MISSING_ID));
      expect(theirs.statusCode, `${key} with the other company's id: ${theirs.body}`).toBe(404);
      expect(theirs.json(), key).toEqual(missing.json());
      compared++;
    }
    expect(compared).toBeGreaterThanOrEqual(30);
    console.log(
      `isolation: ${compared} routes with a path id answer another company's id like a missing one`,
    );
    // Nothing of the stranger's changed: its car, user and payment are as they were.
    const [car] = await rowsOf<{ name: string }>(`select name from cars where id = ${ids.stranger.cars}`);
    expect(car!.name).not.toBe('سيارة');
    const [user] = await rowsOf<{ status: string }>(
      `select status from users where id = ${ids.stranger['users:USER']}`,
    );
    expect(user!.status).toBe('ACTIVE');
    const [branch] = await rowsOf<{ name: string; status: string }>(
      `select name, status from branches where id = ${ids.stranger.branches}`,
    );
    expect(branch).toEqual({ name: 'فرع أربيل', status: 'ACTIVE' });
    const [reversal] = await rowsOf<{ n: number }>(
      `select count(*)::int as n from payments where company_id = ${stranger.companyId} and reversal_of_id is not null`,
    );
    expect(reversal!.n).toBe(0);
  });

  it("answers another company's ids in queries and bodies exactly like missing ids", async () => {
    const carOfDemo = async () => {
      const { insertCars } = await import('../test/deals');
      return (await insertCars(t, demoId, 1))[0]!;
    };
    const buyer = ids.demo.persons!;
    const { dealBody } = await import('../test/deals');
    const deal = (over: Record<string, unknown>, car: number) => dealBody(car, buyer, over);
    /** One case per id a query or body names: the call with a given id, and the table the id is of. */
    const cases: { name: string; table: string; call: (id: number) => Promise<LightMyRequestResponse> }[] =
      [];
    const get = (url: string) => (id: number) =>
      t.request({ method: 'GET', url: `${BASE}${url}${id}`, token: demoToken });
    const post =
      (url: string, body: (id: number) => Promise<object> | object, method: 'POST' | 'PUT' = 'POST') =>
      async (id: number) =>
        t.request({ method, url: `${BASE}${url}`, token: demoToken, payload: await body(id) });
    cases.push(
      { name: 'GET /contracts?id', table: 'deals:CONTRACT', call: get('/contracts?id=') },
      { name: 'GET /contracts?carId', table: 'cars', call: get('/contracts?carId=') },
      { name: 'GET /contracts?personId', table: 'persons', call: get('/contracts?personId=') },
      { name: 'GET /authorizations?personId', table: 'persons', call: get('/authorizations?personId=') },
      { name: 'GET /installments?dealId', table: 'deals:CONTRACT', call: get('/installments?dealId=') },
      { name: 'GET /payments?planId', table: 'payment_plans', call: get('/payments?planId=') },
      { name: 'GET /payments?dealId', table: 'deals:CONTRACT', call: get('/payments?dealId=') },
      { name: 'GET /payments?personId', table: 'persons', call: get('/payments?personId=') },
      { name: 'GET /history car', table: 'cars', call: get('/history?entity=car&id=') },
      { name: 'GET /history person', table: 'persons', call: get('/history?entity=person&id=') },
      { name: 'GET /history deal', table: 'deals:CONTRACT', call: get('/history?entity=deal&id=') },
      { name: 'GET /history user', table: 'users:USER', call: get('/history?entity=user&id=') },
      {
        name: 'POST /payments planId',
        table: 'payment_plans',
        call: post('/payments', (id) => ({ planId: id, amount: '1000', method: 'CASH' })),
      },
      { name: 'POST /contracts carId', table: 'cars', call: post('/contracts', (id) => deal({}, id)) },
      {
        name: 'POST /contracts buyerId',
        table: 'persons',
        call: post('/contracts', async (id) => deal({ buyerId: id }, await carOfDemo())),
      },
      {
        name: 'POST /contracts guarantorId',
        table: 'persons',
        call: post('/contracts', async (id) => deal({ guarantorId: id }, await carOfDemo())),
      },
      {
        name: 'POST /contracts sellerId',
        table: 'persons',
        call: post('/contracts', async (id) =>
          deal({ sellerType: 'PERSON', sellerId: id }, await carOfDemo()),
        ),
      },
      {
        name: 'POST /authorizations templateId',
        table: 'templates',
        call: post('/authorizations', async (id) => deal({ templateId: id }, await carOfDemo())),
      },
      {
        name: 'POST /users roleIds',
        table: 'roles',
        call: post('/users', (id) => ({
          username: `iso${id}`,
          password: 'Isolation-Passw0rd!',
          fullName: 'موظف العزل',
          phone: '07700000001',
          roleIds: [id],
        })),
      },
      {
        name: 'PUT /users/:id/roles roleIds',
        table: 'roles',
        call: (id) =>
          t.request({
            method: 'PUT',
            url: `${BASE}/users/${ids.demo['users:USER']}/roles`,
            token: demoToken,
            payload: { roleIds: [id] },
          }),
      },
      {
        name: 'PUT /users/:id branchId',
        table: 'branches',
        call: (id) =>
          t.request({
            method: 'PUT',
            url: `${BASE}/users/${ids.demo['users:USER']}`,
            token: demoToken,
            payload: { fullName: 'موظف العزل', phone: '07700000002', branchId: id },
          }),
      },
    );
    ids.stranger.branches = stranger.branchId;
    for (const c of cases) {
      const theirs = await c.call(ids.stranger[c.table]!);
      const missing = await c.call(Number(MISSING_ID));
      expect(theirs.statusCode, `${c.name}: ${theirs.body.slice(0, 200)}`).toBe(missing.statusCode);
      expect(theirs.json(), c.name).toEqual(missing.json());
      if (theirs.statusCode < 300) expect(theirs.json().data, `${c.name}: an empty list`).toEqual([]);
    }
    console.log(
      `isolation: ${cases.length} query and body ids of another company answered like missing ones`,
    );
  });
});
