import { encodeListCursor, LIST_CURSOR_INVALID, PERSON_SORT_KEYS } from '@cc/contracts';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { BASE, useTestApp, useTokens } from '../../../test/helper';
import { expectPagesOf, idsOf, pageThrough } from '../../../test/list-walk';

// The persons list's pages (lib/paging.ts): by number and stepped by cursor, every sort both ways, the
// rows of a plain ORDER BY … OFFSET. Names repeat and most persons are written in one transaction, so
// their dates added are equal to the microsecond: ties the id breaks, on both sides of every cursor.
const t = useTestApp();
const tk = useTokens(t, 'company');
let companyId: number;

beforeAll(async () => {
  companyId = await t.demoCompanyId();
  await t.db.execute(sql`
    insert into persons (company_id, full_name, search_text)
    select ${companyId}, 'زبون ' || g % 17, 'زبون ' || g % 17 || ' | walk' from generate_series(1, 230) g`);
  // A few added earlier, one by one, and one exactly as old as the batch.
  await t.db.execute(sql`
    insert into persons (company_id, full_name, search_text, created_at)
    select ${companyId}, 'قديم ' || g, 'قديم ' || g, now() - g * interval '1 day' from generate_series(1, 12) g`);
  await t.db.execute(sql`
    insert into persons (company_id, full_name, search_text, created_at)
    select ${companyId}, 'زبون 3', 'زبون 3 | walk', created_at from persons
    where company_id = ${companyId} and search_text like '%walk' order by id limit 1`);
}, 60_000);

const COLUMN = { id: 'id', fullName: 'full_name', createdAt: 'created_at' } as const;

/** The list's ids as a plain ORDER BY gives them (newest first without a sort). */
const plainOrder = (sortBy: keyof typeof COLUMN | undefined, direction: 'asc' | 'desc', keyword = '') => {
  const dir = sql.raw(direction);
  const order = sortBy ? sql`${sql.raw(COLUMN[sortBy])} ${dir}, id ${dir}` : sql`id desc`;
  return idsOf(
    t,
    sql`select id from persons where company_id = ${companyId}
        ${keyword ? sql`and search_text like ${`%${keyword}%`}` : sql``} order by ${order}`,
  );
};

describe('GET /persons pages', () => {
  it.each(
    PERSON_SORT_KEYS.flatMap((sortBy) =>
      (['asc', 'desc'] as const).map((sortDirection) => ({ sortBy, sortDirection })),
    ),
  )('by number and by cursor hold the rows of a plain OFFSET (%j)', async ({ sortBy, sortDirection }) => {
    const expected = await plainOrder(sortBy, sortDirection);
    expect(expected.length).toBeGreaterThan(240);
    const read = pageThrough(t, `${BASE}/persons`, tk.company, { sortBy, sortDirection });
    await expectPagesOf(read, expected, 11, `${sortBy} ${sortDirection}`);
  });

  it('pages the list as it opens (newest first) and a search the same way', async () => {
    await expectPagesOf(
      pageThrough(t, `${BASE}/persons`, tk.company),
      await plainOrder(undefined, 'desc'),
      30,
      'newest first',
    );
    await expectPagesOf(
      pageThrough(t, `${BASE}/persons`, tk.company, { keyword: 'walk', sortBy: 'createdAt' }),
      await plainOrder('createdAt', 'asc', 'walk'),
      20,
      'keyword, by date added',
    );
  });

  it('refuses a cursor it cannot read, a date among them, with an Arabic message, never a 500', async () => {
    const cursors = [
      encodeListCursor({ sortBy: 'createdAt', direction: 'asc', value: 'أمس', id: 5 }),
      encodeListCursor({ sortBy: 'createdAt', direction: 'asc', value: '2024-02-31T00:00:00.000Z', id: 5 }),
      encodeListCursor({ sortBy: 'createdAt', direction: 'asc', value: 20240101, id: 5 }),
      encodeListCursor({ sortBy: 'id', direction: 'asc', value: 'خمسة', id: 5 }),
      encodeListCursor({ sortBy: 'price', direction: 'asc', value: 5, id: 5 }),
      'abc',
    ];
    for (const after of cursors) {
      const res = await t.get(`${BASE}/persons`, tk.company, { page: '2', sortBy: 'createdAt', after });
      expect(res.statusCode, after).toBe(400);
      expect(res.body, after).toContain(LIST_CURSOR_INVALID);
    }
  });
});
