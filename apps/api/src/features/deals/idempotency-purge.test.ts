import type { Deal } from '@cc/contracts';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createOtherCompany } from '../../../test/companies';
import { createDeal, insertPersons } from '../../../test/deals';
import { BASE, useTestApp } from '../../../test/helper';
import { idempotencyKeys } from '../../db/schema';
import { inProcessBus } from '../notifications/bus';
import { runNotificationJob } from '../notifications/job';
import { createNotifier } from '../notifications/notifier';

const t = useTestApp();
let token: string;
let companyId: number;
let planId: number;

beforeAll(async () => {
  const other = await createOtherCompany(t);
  companyId = other.companyId;
  token = (await t.login(other.accountUsername)).accessToken;
  const [buyerId] = (await insertPersons(t, companyId, 1)) as [number];
  const deal: Deal = await createDeal(t, { token, companyId, buyerId });
  planId = deal.paymentPlan.id;
});

const pay = (key: string) =>
  t.request({
    method: 'POST',
    url: `${BASE}/payments`,
    payload: { planId, amount: '1000', method: 'CASH' },
    token,
    headers: { 'idempotency-key': key },
  });

const storedKeys = async () =>
  (
    await t.db
      .select({ key: idempotencyKeys.key })
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.companyId, companyId))
  )
    .map((r) => r.key)
    .sort();

describe('stored Idempotency-Key answers', () => {
  it('are deleted by the hourly job once older than 30 days; a younger one still answers its retry', async () => {
    const old = await pay('old-key');
    const recent = await pay('recent-key');
    expect([old.statusCode, recent.statusCode]).toEqual([201, 201]);
    await t.db.execute(
      sql`update idempotency_keys set created_at = now() - interval '31 days' where key = 'old-key'`,
    );
    await t.db.execute(
      sql`update idempotency_keys set created_at = now() - interval '29 days' where key = 'recent-key'`,
    );

    await runNotificationJob(t.db, createNotifier(inProcessBus(), null));

    expect(await storedKeys()).toEqual(['recent-key']);
    const retry = await pay('recent-key');
    expect(retry.statusCode).toBe(201);
    expect(retry.json().data.id).toBe(recent.json().data.id);
  });
});
