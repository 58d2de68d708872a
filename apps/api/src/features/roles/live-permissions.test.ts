import { beforeAll, describe, expect, it } from 'vitest';
import { BASE, type LoginData, useTestApp } from '../../../test/helper';
import { useSecondProcess } from '../../../test/second-process';
import { openStream } from '../../../test/sse';
import { permissions } from '../../db/schema';

// The open sessions of a role's holders are told when the role's permissions change
// (docs/domain/permissions.md#changing-permissions-takes-effect-on-the-next-call).
const t = useTestApp({ build: { streamMaxMs: 60_000, streamHeartbeatMs: 10_000 } });
let origin: string;
let company: LoginData;
let salesRoleId: number;
let getCar: number;

const call = (method: 'POST' | 'DELETE' | 'PUT', url: string, payload: object) =>
  t.request({ method, url: `${BASE}${url}`, token: company.accessToken, payload });

/** The id of the user's first company role, as the login answers it. */
const firstRoleOf = (login: LoginData) => (login.user.companyRoles as { id: number }[])[0]!.id;

const permissionFrames = (stream: Awaited<ReturnType<typeof openStream>>) =>
  stream.frames.filter((f) => f.event === 'permissions');

beforeAll(async () => {
  origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
  company = await t.login('company');
  const sales = await t.login('sales');
  salesRoleId = firstRoleOf(sales);
  const rows = await t.db.select().from(permissions);
  getCar = rows.find((p) => p.name === 'GET_CAR')!.id;
});

describe('live permission changes on the stream', () => {
  it('tells an open session of the role when the company revokes one of its permissions, and it reopens', async () => {
    const sales = await t.login('sales');
    const stream = await openStream(origin, sales.accessToken);
    const accountant = await openStream(origin, (await t.login('accountant')).accessToken);
    await new Promise((r) => setTimeout(r, 100));
    const res = await call('DELETE', `/permissions/unlink-from-role/${salesRoleId}`, {
      permissionIds: [getCar],
    });
    expect(res.statusCode, res.body).toBe(200);
    try {
      await stream.waitFor(() => stream.ended());
      expect(permissionFrames(stream)).toHaveLength(1);
      // The client reopens the stream, so the notifications it gets follow its new permissions.
      expect(stream.frames.at(-1)).toMatchObject({ event: 'end', data: '{"reason":"reconnect"}' });
      // Another role's session is not told.
      await new Promise((r) => setTimeout(r, 100));
      expect(permissionFrames(accountant)).toHaveLength(0);
      expect(accountant.ended()).toBe(false);
    } finally {
      accountant.close();
      expect(
        (await call('POST', `/permissions/link-to-role/${salesRoleId}`, { permissionIds: [getCar] }))
          .statusCode,
      ).toBe(200);
    }
  });

  it('says nothing when the call changes nothing (revoking a permission the role lacks)', async () => {
    const stream = await openStream(origin, (await t.login('accountant')).accessToken);
    const accountantRole = firstRoleOf(await t.login('accountant'));
    await new Promise((r) => setTimeout(r, 100));
    expect(
      (await call('DELETE', `/permissions/unlink-from-role/${accountantRole}`, { permissionIds: [getCar] }))
        .statusCode,
    ).toBe(200);
    await new Promise((r) => setTimeout(r, 200));
    expect(permissionFrames(stream)).toHaveLength(0);
    stream.close();
  });

  it("tells a user's open session when the company changes the user's roles", async () => {
    const sales = await t.login('sales');
    const stream = await openStream(origin, sales.accessToken);
    await new Promise((r) => setTimeout(r, 100));
    const url = `/users/${sales.user.id}/roles`;
    expect((await call('PUT', url, { roleIds: [] })).statusCode).toBe(200);
    try {
      await stream.waitFor(() => permissionFrames(stream).length === 1);
    } finally {
      expect((await call('PUT', url, { roleIds: [salesRoleId] })).statusCode).toBe(200);
    }
  });

  it('lets a staff member without GET_NOTIFICATTIONS open the stream (for these events), with no notifications', async () => {
    const url = `/permissions/unlink-from-role/${salesRoleId}`;
    const notes = (await t.db.select().from(permissions)).find((p) => p.name === 'GET_NOTIFICATTIONS')!.id;
    expect((await call('DELETE', url, { permissionIds: [notes] })).statusCode).toBe(200);
    try {
      const sales = await t.login('sales');
      const stream = await openStream(origin, sales.accessToken);
      const list = await t.request({ method: 'GET', url: `${BASE}/notifications`, token: sales.accessToken });
      expect(list.statusCode).toBe(403);
      stream.close();
    } finally {
      expect(
        (await call('POST', `/permissions/link-to-role/${salesRoleId}`, { permissionIds: [notes] }))
          .statusCode,
      ).toBe(200);
    }
  });
});

describe.skipIf(!process.env.DATABASE_URL)('two server processes on one PostgreSQL', () => {
  const other = useSecondProcess(t, 42);

  it('tells a session open on one process of a change made through the other (LISTEN/NOTIFY)', async () => {
    const stream = await openStream(origin, (await t.login('sales')).accessToken);
    await new Promise((r) => setTimeout(r, 100));
    const change = (method: 'POST' | 'DELETE', path: string) =>
      other.call(method, `/permissions/${path}/${salesRoleId}`, {
        body: { permissionIds: [getCar] },
        token: company.accessToken,
      });
    const res = await change('DELETE', 'unlink-from-role');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    try {
      await stream.waitFor(() => permissionFrames(stream).length === 1);
    } finally {
      expect((await change('POST', 'link-to-role')).status).toBe(200);
    }
  });
});
