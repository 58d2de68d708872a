import { encodeListCursor, LIST_CURSOR_INVALID } from '@cc/contracts';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { BASE, useTestApp, useTokens } from '../../../test/helper';
import { expectPagesOf, idsOf, pageThrough } from '../../../test/list-walk';

// The notifications list's pages (lib/paging.ts): unread first, newest first, by number and stepped by
// cursor (the unread flag and the id), the rows of a plain ORDER BY … OFFSET; only the unread ones the
// same way. The counts give the total.
const t = useTestApp();
const tk = useTokens(t, 'sales');
let userId: number;

beforeAll(async () => {
  userId = (await t.login('sales')).user.id;
  const [company] = (
    (await t.db.execute(sql`select company_id from users where id = ${userId}`)) as unknown as {
      rows: { company_id: number }[];
    }
  ).rows;
  // Read and unread interleaved, as the job writes them, one in three read.
  await t.db.execute(sql`
    insert into notifications (company_id, user_id, kind, key, title, body, read_at)
    select ${company!.company_id}, ${userId}, 'INSTALLMENT_OVERDUE', 'walk:' || g, 'قسط متأخر', 'القسط ' || g,
           case when g % 3 = 0 then now() end
    from generate_series(1, 140) g`);
});

const plainOrder = (unreadOnly: boolean) =>
  idsOf(
    t,
    sql`select id from notifications where user_id = ${userId}
        ${unreadOnly ? sql`and read_at is null order by id desc` : sql`order by (read_at is null) desc, id desc`}`,
  );

describe('GET /notifications pages', () => {
  it('by number and by cursor hold the rows of a plain OFFSET, unread first', async () => {
    const expected = await plainOrder(false);
    expect(expected.length).toBeGreaterThanOrEqual(140);
    for (const size of [10, 7])
      await expectPagesOf(pageThrough(t, `${BASE}/notifications`, tk.sales), expected, size, `all ×${size}`);
  });

  it('pages only the unread ones the same way', async () => {
    const expected = await plainOrder(true);
    expect(expected.length).toBeGreaterThan(90);
    await expectPagesOf(
      pageThrough(t, `${BASE}/notifications`, tk.sales, { unread: 'true' }),
      expected,
      9,
      'unread',
    );
  });

  it('refuses a cursor that is not one of the list, never a 500', async () => {
    for (const value of [5, -1, 'نعم', null]) {
      const after = encodeListCursor({ sortBy: 'unreadFirst', direction: 'desc', value, id: 7 });
      const res = await t.get(`${BASE}/notifications`, tk.sales, { page: '2', after });
      expect(res.statusCode, String(value)).toBe(400);
      expect(res.body).toContain(LIST_CURSOR_INVALID);
    }
  });
});
