import type { ListCursor } from '@cc/contracts';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helper';
import { createLargeCompany, explainText, pageQueriesOf } from '../../../test/query-plan';
import { type PageRequest, readPage } from '../../lib/paging';
import { summaryDrift } from '../dashboard/summaries';
import { countQuery, listPage, markAllRead, markRead, notificationList, unreadCount } from './repository';

// GET /notifications at scale: the job tells every recipient of every due and overdue
// instalment, so a company account holds thousands (10,323 at 100,000 cars). Each page of the list
// (unread first, newest first) and its total must read an index range of the user's rows, never the
// whole table and never a sort of every notification of the user (migration 0019). On whichever
// database the run uses.
const USERS = 20;
const PER_USER = 2_000;
const t = useTestApp();
let userId: number;
let companyId: number;

beforeAll(async () => {
  companyId = await createLargeCompany(t.db);
  const inserted = (await t.db.execute(sql`
    insert into users (company_id, kind, username, password_hash, full_name)
    select ${companyId}, 'USER', 'plan-user-' || g, 'x', 'موظف ' || g from generate_series(1, ${USERS}) g
    returning id`)) as unknown as { rows: { id: number }[] };
  const ids = inserted.rows.map((r) => Number(r.id));
  userId = ids[0]!;
  // Every user's notifications interleaved (as the job writes them), every third one read.
  await t.db.execute(sql`
    insert into notifications (company_id, user_id, kind, key, title, body, link, read_at)
    select ${companyId}, (${sql.raw(`'{${ids.join(',')}}'`)}::int[])[1 + g % ${USERS}], 'INSTALLMENT_OVERDUE',
           'overdue:' || g, 'قسط متأخر', 'القسط رقم ' || g || ' متأخر', '/contracts/' || g,
           case when g % 3 = 0 then now() end
    from generate_series(1, ${USERS * PER_USER}) g`);
  await t.db.execute(sql`vacuum analyze notifications`);
}, 120_000);

const plan = (query: Parameters<typeof explainText>[1]) => explainText(t.db, query);

/** The plans of the row queries one page request of the user's list runs (lib/paging.ts). */
async function pagePlans(unread: boolean, request: PageRequest): Promise<string[]> {
  const queries = await pageQueriesOf(t.db, notificationList(t.db, userId, unread), request);
  return Promise.all(queries.map((q) => plan(q)));
}

describe(`notifications, ${PER_USER} for each of ${USERS} users`, () => {
  it('serves each page of the list and its total from an index range, without sorting', async () => {
    const wrong: string[] = [];
    for (const unread of [false, true]) {
      const spec = notificationList(t.db, userId, unread);
      const [middle] = (await readPage(t.db, spec, { page: 300, size: 1 })).rows;
      const { value, id } = spec.keyOf(middle!);
      const cursor: ListCursor = { sortBy: spec.sort.key, direction: 'desc', value: value as number, id };
      const requests: PageRequest[] = [
        { page: 0, size: 10 },
        { page: 1, size: 10 },
        { page: 50, size: 10 },
        { page: 31, size: 10, after: cursor },
        { page: 29, size: 10, before: cursor },
      ];
      for (const request of requests) {
        const plans = await pagePlans(unread, request);
        expect(plans.length).toBeGreaterThan(0);
        for (const explained of plans) {
          // Never the whole table; the whole list never walks every id for the user's (a scan of the
          // primary key filtered by user: the unread ones may, when the statistics say they are among
          // the newest); the pages a user opens (the first ones, the ones stepped to) read their rows in
          // order, with no sort. A deep page may sort the user's own rows when the planner finds that
          // cheaper.
          const whole = unread
            ? /Seq Scan/.test(explained)
            : /Seq Scan|using notifications_pkey/.test(explained);
          const stepped = request.after ?? request.before;
          if (
            whole ||
            ((request.page < 2 || stepped) && /Sort {2}\(/.test(explained)) ||
            (stepped && !/Index Cond: .*(ROW\(|\bid [<>])/.test(explained))
          )
            wrong.push(`page ${JSON.stringify({ unread, ...request })}\n${explained}`);
        }
      }
      const total = await plan(countQuery(userId, unread));
      if (/Seq Scan|using notifications_pkey/.test(total)) wrong.push(`total ${unread}\n${total}`);
    }
    expect(wrong).toEqual([]);
  });

  it('answers unread first, newest first, with the total', async () => {
    const { rows, total } = await readPage(t.db, notificationList(t.db, userId, false), {
      page: 0,
      size: 2_000,
    });
    expect(rows).toHaveLength(PER_USER);
    const unread = rows.filter((r) => r.readAt === null);
    expect(unread.length).toBeGreaterThan(0);
    expect(unread.length).toBeLessThan(PER_USER);
    // Every unread one before every read one, each group by id descending.
    expect(rows.map((r) => r.id)).toEqual([
      ...unread.map((r) => r.id).sort((a, b) => b - a),
      ...rows
        .filter((r) => r.readAt !== null)
        .map((r) => r.id)
        .sort((a, b) => b - a),
    ]);
    expect(total).toEqual({ total: PER_USER, estimate: false });
  });
});

describe('the counts the list and the bell read', () => {
  it('follow inserts, reads and deletes, per user, at each commit', async () => {
    const total = async (unread: boolean) =>
      (await listPage(t.db, userId, unread, { page: 0, size: 10 })).total.total;
    const readBefore = await unreadCount(t.db, userId);
    expect(await total(false)).toBe(PER_USER);
    expect(await total(true)).toBe(readBefore);
    const [first] = (await listPage(t.db, userId, true, { page: 0, size: 1 })).rows;
    expect(await markRead(t.db, userId, first!.id)).toBe(true);
    expect(await markRead(t.db, userId, first!.id)).toBe(true);
    expect(await unreadCount(t.db, userId)).toBe(readBefore - 1);
    // A page past the end still answers the total.
    const pastTheEnd = await listPage(t.db, userId, false, { page: 10_000, size: 10 });
    expect(pastTheEnd).toMatchObject({ rows: [], total: { total: PER_USER, estimate: false } });
    // A rolled-back change counts nothing.
    await t.db
      .transaction(async (tx) => {
        await markAllRead(tx, userId);
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    expect(await unreadCount(t.db, userId)).toBe(readBefore - 1);
    expect(await markAllRead(t.db, userId)).toBe(readBefore - 1);
    expect(await unreadCount(t.db, userId)).toBe(0);
    expect(await total(true)).toBe(0);
    await t.db.execute(sql`delete from notifications where user_id = ${userId} and id % 2 = 0`);
    const [left] = (
      (await t.db.execute(
        sql`select count(*)::int as n from notifications where user_id = ${userId}`,
      )) as unknown as { rows: { n: number }[] }
    ).rows;
    expect(await total(false)).toBe(left!.n);
    expect(await summaryDrift(t.db, companyId)).toEqual([]);
  });
});
