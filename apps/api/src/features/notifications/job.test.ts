import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createOtherCompany, grantPermission, type OtherCompany } from '../../../test/companies';
import { createDeal, insertPersons } from '../../../test/deals';
import { useTestApp } from '../../../test/helper';
import { postgresDatabase } from '../../db/client';
import { notifications } from '../../db/schema';
import { inProcessBus } from './bus';
import { localClock, runNotificationJob } from './job';
import { createNotifier } from './notifier';

const t = useTestApp();
let other: OtherCompany;

/** The other company's notifications of its account, by key. */
const keys = async () =>
  (
    await t.db
      .select({ key: notifications.key, kind: notifications.kind })
      .from(notifications)
      .where(and(eq(notifications.companyId, other.companyId), eq(notifications.userId, other.accountId)))
  )
    .map((r) => r.key)
    .sort();

// Baghdad is UTC+3: 09:00Z is noon there, past the digest hour; 02:00Z is 05:00, before it.
const at = (iso: string) => new Date(iso);

beforeAll(async () => {
  other = await createOtherCompany(t);
  const account = (await t.login(other.accountUsername)).accessToken;
  const [buyer] = (await insertPersons(t, other.companyId, 1)) as [number];
  // 10 monthly instalments from 2030-01-15.
  await createDeal(t, { token: account, companyId: other.companyId, buyerId: buyer });
});

describe('the hourly job', () => {
  it('reads the local date and hour of the company time zone', () => {
    expect(localClock('Asia/Baghdad', at('2030-01-12T22:30:00Z'))).toEqual({ today: '2030-01-13', hour: 1 });
  });

  it('tells an instalment due within 3 days once, however often it runs', async () => {
    const notifier = createNotifier(inProcessBus(), null);
    // Four days ahead: nothing yet (the account made the deal, so it was not told of it either).
    await runNotificationJob(t.db, notifier, at('2030-01-11T09:00:00Z'));
    expect(await keys()).toEqual([]);
    await runNotificationJob(t.db, notifier, at('2030-01-12T09:00:00Z'));
    await runNotificationJob(t.db, notifier, at('2030-01-13T09:00:00Z'));
    await runNotificationJob(t.db, notifier, at('2030-01-13T10:00:00Z'));
    const dueSoon = (await keys()).filter((k) => k.startsWith('due-soon:'));
    expect(dueSoon).toHaveLength(1);
    expect(dueSoon[0]).toMatch(/:2030-01-15$/);
  });

  it('tells an overdue instalment once and makes one digest a day from the digest hour', async () => {
    const notifier = createNotifier(inProcessBus(), null);
    // 05:00 in Baghdad on the 16th: overdue, but no digest yet.
    await runNotificationJob(t.db, notifier, at('2030-01-16T02:00:00Z'));
    let all = await keys();
    expect(all.filter((k) => k.startsWith('overdue:'))).toHaveLength(1);
    expect(all.filter((k) => k.startsWith('digest:'))).toEqual([]);
    await runNotificationJob(t.db, notifier, at('2030-01-16T09:00:00Z'));
    await runNotificationJob(t.db, notifier, at('2030-01-16T15:00:00Z'));
    all = await keys();
    expect(all.filter((k) => k.startsWith('overdue:'))).toHaveLength(1);
    expect(all.filter((k) => k.startsWith('digest:'))).toEqual(['digest:2030-01-16']);
    const [digest] = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, other.accountId), eq(notifications.kind, 'OVERDUE_DIGEST')));
    expect(digest!.body).toBe('1 من الأقساط متأخرة: 1,000,000\u00A0د.ع');
  });

  it('catches up after a downtime: each instalment that fell overdue meanwhile is told, and that day’s digest', async () => {
    const notifier = createNotifier(inProcessBus(), null);
    // Down from 16 January to 12 March: February's instalment fell overdue meanwhile (within the
    // 30-day catch-up window), March's is due within 3 days.
    await runNotificationJob(t.db, notifier, at('2030-03-12T09:00:00Z'));
    const all = await keys();
    expect(all.filter((k) => k.startsWith('overdue:')).map((k) => k.slice(-10))).toEqual([
      '2030-01-15',
      '2030-02-15',
    ]);
    expect(all.filter((k) => k.startsWith('due-soon:')).map((k) => k.slice(-10))).toEqual([
      '2030-01-15',
      '2030-03-15',
    ]);
    expect(all.filter((k) => k.startsWith('digest:'))).toEqual(['digest:2030-01-16', 'digest:2030-03-12']);
  });

  it('makes nothing on a second run of the day, and tells a new recipient only what he was not told', async () => {
    const woken: number[] = [];
    const bus = inProcessBus();
    const notifier = createNotifier({ ...bus, publish: async (ids) => void woken.push(...ids) }, null);
    const now = at('2030-03-12T11:00:00Z');
    await runNotificationJob(t.db, notifier, now);
    woken.length = 0;
    const before = await keys();
    expect(await runNotificationJob(t.db, notifier, now)).toEqual([]);
    expect(woken).toEqual([]);
    expect(await keys()).toEqual(before);

    // The staff's role gets the notifications: the next run tells him what is open today (February's
    // instalment overdue, March's due soon, today's digest), and the account nothing again.
    await grantPermission(t, other, 'GET_NOTIFICATTIONS');
    const made = await runNotificationJob(t.db, notifier, now);
    expect(new Set(made.map((n) => n.userId))).toEqual(new Set([other.staffId]));
    const staffKeys = (
      await t.db
        .select({ key: notifications.key })
        .from(notifications)
        .where(eq(notifications.userId, other.staffId))
    )
      .map((r) => r.key)
      .sort();
    expect(staffKeys.map((k) => k.replace(/:\d+:/, ':'))).toEqual([
      'digest:2030-03-12',
      'due-soon:2030-03-15',
      'overdue:2030-02-15',
    ]);
    expect(await keys()).toEqual(before);
    expect(woken).toEqual([other.staffId]);
    expect(await runNotificationJob(t.db, notifier, now)).toEqual([]);
  });
});

describe.skipIf(!process.env.DATABASE_URL)('two server processes on one PostgreSQL', () => {
  it('create each notification exactly once when their jobs run at the same time', async () => {
    const url = (t.config.databaseUrl as string | undefined)!;
    const second = postgresDatabase(url, 4);
    try {
      const one = createNotifier(inProcessBus(), null);
      const two = createNotifier(inProcessBus(), null);
      const now = at('2030-04-20T09:00:00Z');
      const [a, b] = await Promise.all([
        runNotificationJob(t.db, one, now),
        runNotificationJob(second.db, two, now),
      ]);
      const made = [...a, ...b].map((c) => c.id);
      expect(new Set(made).size).toBe(made.length);
      expect(made.length).toBeGreaterThan(0);
      const dupes = await t.db.execute(
        sql`select company_id, user_id, key from notifications group by 1, 2, 3 having count(*) > 1`,
      );
      expect((dupes as unknown as { rows: unknown[] }).rows).toEqual([]);
      expect((await keys()).filter((k) => k === 'digest:2030-04-20')).toHaveLength(1);
    } finally {
      await second.close();
    }
  });
});
