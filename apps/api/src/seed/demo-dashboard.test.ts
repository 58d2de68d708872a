import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Dashboard } from '@cc/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../db/client';
import { ensureReferenceData } from '../db/reference-data';
import { users } from '../db/schema';
import { createDashboardService } from '../features/dashboard/service';
import type { RequestContext } from '../lib/context';
import { seedDemo } from './demo';

// The demo seeded on a fixed day (the 18th, noon in Baghdad): its payments fall on real past days, so
// the home dashboard's «collected today» is not the whole month's.
const NOW = new Date('2026-03-18T09:00:00Z');
const root = mkdtempSync(path.join(tmpdir(), 'cc-seed-'));
let database: Database;
let dashboard: Dashboard;

beforeAll(async () => {
  database = await openDatabase({ dataDir: path.join(root, 'data') });
  await database.migrate();
  await ensureReferenceData(database.db);
  expect(await seedDemo(database.db, NOW)).toBe(true);
  const [account] = await database.db.select().from(users).where(eq(users.kind, 'COMPANY'));
  const ctx: RequestContext = {
    userId: account!.id,
    companyId: account!.companyId,
    kind: 'COMPANY',
    permissions: new Set(),
    signInId: 0,
    deviceId: null,
    ip: null,
  };
  dashboard = await createDashboardService(database.db).get(ctx, {}, NOW);
}, 120_000);
afterAll(async () => {
  await database?.close();
  rmSync(root, { recursive: true, force: true });
});

const n = (text: string) => Number(text);

describe('the demo seed', () => {
  it('dates its payments over real days: today collects less than this month, in each currency', () => {
    expect(dashboard.today).toBe('2026-03-18');
    for (const currency of ['IQD', 'USD'] as const) {
      expect(n(dashboard.collectedThisMonth[currency]), currency).toBeGreaterThan(0);
      expect(n(dashboard.collectedToday[currency]), currency).toBeLessThan(
        n(dashboard.collectedThisMonth[currency]),
      );
    }
    // Earlier months collected too (the down payments on the deals' dates, instalments near their dates).
    const earlier = dashboard.months
      .slice(0, -1)
      .filter((m) => n(m.collections.IQD) + n(m.collections.USD) > 0);
    expect(earlier.length).toBeGreaterThan(3);
  });
});
