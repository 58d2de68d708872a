import {
  ADMIN_AUDIT_ACTIONS,
  ADMIN_COMPANY_SORT_KEYS,
  type AdminCompanySortKey,
  encodeListCursor,
  LIST_CURSOR_INVALID,
} from '@cc/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { BASE, useTestApp, useTokens } from '../../../test/helper';
import { expectPagesOf, idsOf, pageThrough } from '../../../test/list-walk';
import { AUDIT_INDEXED_ADMIN_ACTIONS } from '../../db/schema';

// The admin lists' pages (lib/paging.ts): the companies (every sort, its counts and last activity
// computed for each company) and the admin audit, by number and stepped by cursor, the rows of a plain
// ORDER BY … OFFSET. Names, counts and statuses repeat, phones, accounts and activity are sometimes
// missing (nulls placed as PostgreSQL places them), and the rows are written in one transaction: equal
// dates, ties the id breaks.
const t = useTestApp();
const tk = useTokens(t, 'superadmin');
const TAG = 'شركة الصفحات';

beforeAll(async () => {
  await t.db.execute(sql`
    insert into companies (name, phone, status)
    select ${TAG} || ' ' || g % 7, case when g % 3 = 0 then null else '0770' || g % 11 end,
           case when g % 4 = 0 then 'SUSPENDED' else 'ACTIVE' end
    from generate_series(1, 45) g`);
  const mine = sql`select id from companies where name like ${`${TAG}%`}`;
  // An account for most; a few staff users; a few cars; activity for most, much of it at one instant.
  await t.db.execute(sql`
    insert into users (company_id, kind, username, password_hash, full_name)
    select id, 'COMPANY', 'pager' || id, 'x', 'حساب' from companies where id in (${mine}) and id % 6 <> 0`);
  await t.db.execute(sql`
    insert into users (company_id, kind, username, password_hash, full_name)
    select c.id, 'USER', 'pager' || c.id || 'u' || k, 'x', 'موظف'
    from companies c cross join lateral generate_series(1, c.id % 3) k where c.id in (${mine})`);
  await t.db.execute(sql`
    insert into cars (company_id, name, model, color, plate_number, chassis_number, status, search_text,
                      plate_key, chassis_key)
    select c.id, 'سيارة', 2020, 'أبيض', 'ص ' || c.id || '-' || k, 'PG' || c.id || 'K' || k, 'Pending', 'سيارة',
           'ص' || c.id || '-' || k, 'pg' || c.id || 'k' || k
    from companies c cross join lateral generate_series(1, c.id % 4) k where c.id in (${mine})`);
  await t.db.execute(sql`
    insert into audit_log (company_id, action, entity, at)
    select id, 'COMPANY_UPDATED', 'company',
           case when id % 3 = 0 then now() - (id % 5) * interval '1 hour' else now() end
    from companies where id in (${mine}) and id % 5 <> 0`);
  // Admin actions of the audit, most at one instant.
  await t.db.execute(sql`
    insert into audit_log (company_id, action, entity, at)
    select (select min(id) from companies), (${sql.raw(`array['${ADMIN_AUDIT_ACTIONS.join("','")}']`)})[1 + g % 5],
           'company', case when g % 4 = 0 then now() - g * interval '1 minute' else now() end
    from generate_series(1, 70) g`);
});

/** Each sort key's value for the tests' own plain ORDER BY (what the list answers, per company). */
const VALUE: Record<AdminCompanySortKey, SQL> = {
  id: sql`c.id`,
  name: sql`c.name`,
  username: sql`(select username from users u where u.company_id = c.id and u.kind = 'COMPANY')`,
  phone: sql`c.phone`,
  status: sql`c.status`,
  createdAt: sql`c.created_at`,
  usersCount: sql`(select count(*) from users u where u.company_id = c.id)`,
  carsCount: sql`(select count(*) from cars x where x.company_id = c.id)`,
  dealsCount: sql`(select count(*) from deals x where x.company_id = c.id)`,
  lastActivityAt: sql`date_trunc('milliseconds', (select max(at) from audit_log a where a.company_id = c.id))`,
};

const plainCompanies = (sortBy: AdminCompanySortKey, direction: 'asc' | 'desc', where = sql``) =>
  idsOf(
    t,
    sql`select c.id from companies c ${where}
        order by ${VALUE[sortBy]} ${sql.raw(direction)}, c.id ${sql.raw(direction)}`,
  );

describe('GET /admin/companies pages', () => {
  it.each(
    ADMIN_COMPANY_SORT_KEYS.flatMap((sortBy) =>
      (['asc', 'desc'] as const).map((sortDirection) => ({ sortBy, sortDirection })),
    ),
  )('by number and by cursor hold the rows of a plain OFFSET (%j)', async ({ sortBy, sortDirection }) => {
    const expected = await plainCompanies(sortBy, sortDirection);
    expect(expected.length).toBeGreaterThan(45);
    await expectPagesOf(
      pageThrough(t, `${BASE}/admin/companies`, tk.superadmin, { sortBy, sortDirection }),
      expected,
      7,
      `${sortBy} ${sortDirection}`,
    );
  });

  it('pages the list as it opens (newest first) and a filtered, searched list the same way', async () => {
    await expectPagesOf(
      pageThrough(t, `${BASE}/admin/companies`, tk.superadmin),
      await plainCompanies('id', 'desc'),
      10,
      'newest first',
    );
    await expectPagesOf(
      pageThrough(t, `${BASE}/admin/companies`, tk.superadmin, {
        status: 'ACTIVE',
        keyword: 'الصفحات',
        sortBy: 'lastActivityAt',
        sortDirection: 'desc',
      }),
      await plainCompanies(
        'lastActivityAt',
        'desc',
        sql`where c.status = 'ACTIVE' and c.name like ${`${TAG}%`}`,
      ),
      4,
      'active, searched, by last activity',
    );
  });

  it('exports every matching company in the list order, the export taking no cursor', async () => {
    const res = await t.get(`${BASE}/admin/companies/export`, tk.superadmin, {
      sortBy: 'usersCount',
      sortDirection: 'desc',
      columns: 'id',
    });
    expect(res.statusCode).toBe(200);
    const ids = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r\n/)
      .slice(1)
      .map(Number);
    expect(ids).toEqual(await plainCompanies('usersCount', 'desc'));
  });

  it('refuses a cursor that is not one of the list, never a 500', async () => {
    const cursors = [
      encodeListCursor({ sortBy: 'lastActivityAt', direction: 'asc', value: 'اليوم', id: 1 }),
      encodeListCursor({ sortBy: 'carsCount', direction: 'asc', value: 'كثير', id: 1 }),
      encodeListCursor({ sortBy: 'price', direction: 'asc', value: 1, id: 1 }),
    ];
    for (const after of cursors) {
      const res = await t.get(`${BASE}/admin/companies`, tk.superadmin, { page: '1', after });
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain(LIST_CURSOR_INVALID);
    }
  });
});

describe('GET /admin/audit pages', () => {
  const actions = sql.raw(`('${ADMIN_AUDIT_ACTIONS.join("','")}')`);

  it('its index holds every action the list reads, so a page walks the index (no sort of them all)', async () => {
    expect([...AUDIT_INDEXED_ADMIN_ACTIONS].sort()).toEqual([...ADMIN_AUDIT_ACTIONS].sort());
    const plan = (await t.db.execute(
      sql`explain select id from audit_log where action in ${actions} order by at desc, id desc limit 10 offset 50`,
    )) as unknown as { rows: Record<string, string>[] };
    expect(plan.rows.map((r) => Object.values(r)[0]).join('\n')).toContain('audit_log_admin_at_idx');
  });

  it('by number and by cursor hold the rows of a plain OFFSET, newest first', async () => {
    const expected = await idsOf(
      t,
      sql`select id from audit_log where action in ${actions} order by at desc, id desc`,
    );
    expect(expected.length).toBeGreaterThan(100);
    await expectPagesOf(pageThrough(t, `${BASE}/admin/audit`, tk.superadmin), expected, 9, 'every action');
    const [{ id: companyId }] = (
      (await t.db.execute(sql`select min(id) as id from companies`)) as unknown as { rows: [{ id: number }] }
    ).rows;
    await expectPagesOf(
      pageThrough(t, `${BASE}/admin/audit`, tk.superadmin, {
        action: 'COMPANY_SUSPENDED',
        companyId: String(companyId),
      }),
      await idsOf(
        t,
        sql`select id from audit_log where action = 'COMPANY_SUSPENDED' and company_id = ${companyId}
            order by at desc, id desc`,
      ),
      4,
      'one action of one company',
    );
  });
});
