import { STAFF_SORT_KEYS, type StaffSortKey } from '@cc/contracts';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createOtherCompany, type OtherCompany } from '../../../test/companies';
import { BASE, useTestApp } from '../../../test/helper';
import { expectPagesOf, idsOf, pageThrough } from '../../../test/list-walk';

// The staff list's pages (lib/paging.ts): by number and stepped by cursor, every sort both ways, the
// rows of a plain ORDER BY … OFFSET. Names and statuses repeat and the users are written in one
// transaction (equal dates added): ties the id breaks.
const t = useTestApp();
let other: OtherCompany;
let token: string;

beforeAll(async () => {
  other = await createOtherCompany(t, 'staffpages');
  await t.db.execute(sql`
    insert into users (company_id, kind, username, password_hash, full_name, phone, status)
    select ${other.companyId}, 'USER', 'walker' || g, 'x', 'موظف ' || g % 6,
           case when g % 4 = 0 then null else '0770000' || lpad(g::text, 4, '0') end,
           case when g % 3 = 0 then 'INACTIVE' else 'ACTIVE' end
    from generate_series(1, 75) g`);
  token = (await t.login(other.accountUsername)).accessToken;
});

const COLUMN: Record<StaffSortKey, string> = {
  id: 'id',
  username: 'username',
  fullName: 'full_name',
  status: 'status',
  createdAt: 'created_at',
};

/** The company's users in a plain ORDER BY (by id ascending without a sort). */
const plainOrder = (sortBy: StaffSortKey, direction: 'asc' | 'desc', status?: string) =>
  idsOf(
    t,
    sql`select id from users where company_id = ${other.companyId}
        ${status ? sql`and status = ${status}` : sql``}
        order by ${sql.raw(COLUMN[sortBy])} ${sql.raw(direction)}, id ${sql.raw(direction)}`,
  );

describe('GET /users pages', () => {
  it.each(
    STAFF_SORT_KEYS.flatMap((sortBy) =>
      (['asc', 'desc'] as const).map((sortDirection) => ({ sortBy, sortDirection })),
    ),
  )('by number and by cursor hold the rows of a plain OFFSET (%j)', async ({ sortBy, sortDirection }) => {
    const expected = await plainOrder(sortBy, sortDirection);
    expect(expected.length).toBeGreaterThan(75);
    await expectPagesOf(
      pageThrough(t, `${BASE}/users`, token, { sortBy, sortDirection }),
      expected,
      8,
      `${sortBy} ${sortDirection}`,
    );
  });

  it('pages the list as it opens (by id) and a status filter the same way', async () => {
    await expectPagesOf(pageThrough(t, `${BASE}/users`, token), await plainOrder('id', 'asc'), 10, 'by id');
    await expectPagesOf(
      pageThrough(t, `${BASE}/users`, token, {
        status: 'INACTIVE',
        sortBy: 'fullName',
        sortDirection: 'desc',
      }),
      await plainOrder('fullName', 'desc', 'INACTIVE'),
      6,
      'inactive, by name',
    );
  });
});
