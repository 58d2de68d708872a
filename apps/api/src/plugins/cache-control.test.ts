import { allEndpoints } from '@cc/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { BASE, useTestApp, useTokens } from '../../test/helper';

/**
 * No API answer is kept by a browser or proxy cache (`Cache-Control: no-store`): a shared computer's
 * back button or a company proxy must not hand a profile, a national id or a balance to the next person.
 * Only a file read through its signed link may be kept (privately, until the link expires).
 */
const t = useTestApp();
const tk = useTokens(t, 'company', 'superadmin');

describe('Cache-Control of the API', () => {
  it('is no-store on every signed-in GET without a path id, whatever it answers', async () => {
    const checked: string[] = [];
    for (const e of allEndpoints()) {
      if (e.method !== 'GET' || e.path.includes(':') || e.access.kind === 'public') continue;
      const token = e.access.kind === 'superAdmin' ? tk.superadmin : tk.company;
      const res = await t.get(BASE + e.path, token);
      // The notification stream is an event stream with its own caching rule (no-cache, no-transform).
      if (String(res.headers['content-type']).startsWith('text/event-stream')) continue;
      expect(res.headers['cache-control'], `GET ${e.path} (${res.statusCode})`).toBe('no-store');
      checked.push(e.path);
    }
    expect(checked).toEqual(expect.arrayContaining(['/users/me', '/persons', '/car', '/car/export']));
    expect(checked.length).toBeGreaterThan(20);
  });

  it("is no-store on a person's card (national id), on the tokens of a sign-in and on a refusal", async () => {
    const { rows } = (await t.db.execute(
      sql`select id from persons where national_id is not null order by id limit 1`,
    )) as unknown as { rows: { id: number }[] };
    const person = await t.get(`${BASE}/persons/${rows[0]!.id}`, tk.company);
    expect(person.statusCode).toBe(200);
    expect(person.json().data.nationalId).toBeTruthy();
    expect(person.headers['cache-control']).toBe('no-store');

    const login = await t.request({
      method: 'POST',
      url: `${BASE}/auth/login`,
      payload: { username: 'sales', password: 'Demo@12345' },
    });
    expect(login.statusCode).toBe(200);
    expect(login.headers['cache-control']).toBe('no-store');

    const refused = await t.get(`${BASE}/users/me`);
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['cache-control']).toBe('no-store');
  });
});
