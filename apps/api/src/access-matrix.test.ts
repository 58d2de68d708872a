import {
  allEndpoints,
  type EndpointDef,
  loadAllSchemas,
  loadedSchemasOf,
  PERMISSION_NAMES,
  type PermissionName,
} from '@cc/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { createOtherCompany } from '../test/companies';
import { BASE, TEST_SECRET, useTestApp } from '../test/helper';
import { permissions, rolePermissions, roles, userRoles, users } from './db/schema';
import { DEMO_PASSWORD } from './db/seed';
import { hashPassword } from './lib/passwords';

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
