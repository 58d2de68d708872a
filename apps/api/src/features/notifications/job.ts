import { type Currency, todayIn } from '@cc/domain';
import { sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';
import { rawRows } from '../../lib/raw-rows';
import * as collections from '../collections/repository';
import { chargeLateFees } from '../deals/charge-service';
import { purgeStoredAnswers } from '../deals/idempotency';
import { dealSummary, type Notifier } from './notifier';
import {
  type CreatedNotification,
  insertNotifications,
  type NotificationDraft,
  recipientsOf,
} from './repository';
import { type DealSummary, drafts, type InstallmentFact } from './texts';

/** Days ahead an instalment is "due soon". */
export const DUE_SOON_DAYS = 3;
/** After a downtime, overdue instalments of up to this many days back are still told one by one. */
export const OVERDUE_CATCH_UP_DAYS = 30;
/** The company's local hour from which its daily digest is made. */
export const DIGEST_HOUR = 8;

// Any fixed number of the product: with the company id, serialises one company's run across processes.
const JOB_LOCK = 7_300_116;

/**
 * Takes the company's job lock for the rest of the transaction: a run of the job for that company (in
 * any process) waits for it, and it waits for one under way.
 */
export async function lockCompanyJob(tx: Executor, companyId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${JOB_LOCK}, ${companyId})`);
}

/** The local date and hour of a time zone at `now`. */
export function localClock(timeZone: string, now: Date): { today: string; hour: number } {
  const hour = Number(
    new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', hourCycle: 'h23' }).format(now),
  );
  return { today: todayIn(timeZone, now), hour };
}

interface Row {
  id: number;
  sequence: number;
  due_date: string;
  left: string | number;
  currency: Currency;
  deal_id: number;
  kind: DealSummary['kind'];
  contract_number: number;
  buyer: string;
  car: string;
}

/** The deal `d` is not marked in default (docs/domain/collections.md#default): nothing more is told of it. */
const NOT_IN_DEFAULT = sql`not exists (select 1 from deal_collection dc
  where dc.company_id = d.company_id and dc.deal_id = d.id and dc.defaulted_at is not null)`;

/** Unpaid instalments of live plans of live deals not in default, due between two dates (inclusive). */
async function unpaidDueBetween(db: Executor, companyId: number, from: string, to: string) {
  const result = await rawRows<Row>(
    db,
    sql`
    select i.id, i.sequence, i.due_date::text as due_date, i.amount - i.paid_amount as left, pp.currency,
      d.id as deal_id, d.kind, d.contract_number, p.full_name as buyer, c.name || ' ' || c.model as car
    from installments i
    join payment_plans pp on pp.company_id = i.company_id and pp.id = i.plan_id and pp.status = 'ACTIVE'
    join deals d on d.company_id = pp.company_id and d.id = pp.deal_id and d.status = 'ACTIVE'
    join persons p on p.company_id = d.company_id and p.id = d.buyer_id
    join cars c on c.company_id = d.company_id and c.id = d.car_id
    where i.company_id = ${companyId} and i.status <> 'PAID'
      and i.due_date between ${from}::date and ${to}::date
      and ${NOT_IN_DEFAULT}
    order by i.due_date, i.id`,
  );
  return result.map((r) => ({
    deal: {
      dealId: Number(r.deal_id),
      kind: r.kind,
      contractNumber: Number(r.contract_number),
      buyerName: r.buyer,
      carName: r.car,
    } satisfies DealSummary,
    installment: {
      id: Number(r.id),
      sequence: Number(r.sequence),
      dueDate: r.due_date,
      left: Number(r.left),
      currency: r.currency,
    } satisfies InstallmentFact,
  }));
}

async function overdueTotals(db: Executor, companyId: number, today: string) {
  const result = await rawRows<{ currency: Currency; n: string | number; left: string | number }>(
    db,
    sql`
    select pp.currency, count(*) as n, sum(i.amount - i.paid_amount) as left
    from installments i
    join payment_plans pp on pp.company_id = i.company_id and pp.id = i.plan_id and pp.status = 'ACTIVE'
    join deals d on d.company_id = pp.company_id and d.id = pp.deal_id and d.status = 'ACTIVE'
    where i.company_id = ${companyId} and i.status <> 'PAID' and i.due_date < ${today}::date
      and ${NOT_IN_DEFAULT}
    group by pp.currency order by pp.currency`,
  );
  return result.map((r) => ({ currency: r.currency, count: Number(r.n), left: Number(r.left) }));
}

const shiftDays = (iso: string, days: number) => {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/** The drafts one company's run makes at `now` in its own time zone. */
export async function companyDrafts(
  db: Executor,
  company: { id: number; timeZone: string },
  now: Date,
): Promise<NotificationDraft[]> {
  const { today, hour } = localClock(company.timeZone, now);
  const out: NotificationDraft[] = [];
  // Due within the next days, not yet overdue: told once (a missed hour or day is caught up, since the
  // window covers every day until the due date).
  for (const { deal, installment } of await unpaidDueBetween(
    db,
    company.id,
    today,
    shiftDays(today, DUE_SOON_DAYS),
  ))
    out.push(drafts.dueSoon(deal, installment));
  for (const { deal, installment } of await unpaidDueBetween(
    db,
    company.id,
    shiftDays(today, -OVERDUE_CATCH_UP_DAYS),
    shiftDays(today, -1),
  ))
    out.push(drafts.overdue(deal, installment));
  if (hour >= DIGEST_HOUR) {
    const totals = await overdueTotals(db, company.id, today);
    const count = totals.reduce((n, t) => n + t.count, 0);
    if (count > 0) out.push(drafts.digest(today, count, totals));
  }
  return out;
}

/**
 * The company's promises to pay settled on its day (collections, docs/domain/collections.md): kept or
 * broken, each broken one told once to the deal's collector, or, with none, to the usual recipients.
 */
async function settlePromises(
  tx: Executor,
  company: { id: number; timeZone: string },
  now: Date,
  push: boolean,
): Promise<CreatedNotification[]> {
  const { today } = localClock(company.timeZone, now);
  const created: CreatedNotification[] = [];
  for (const broken of await collections.settlePromises(tx, company.id, today)) {
    const deal = await dealSummary(tx, company.id, Number(broken.deal_id));
    if (!deal) continue;
    const currency = (await collections.dealOf(tx, company.id, deal.dealId))!.currency;
    const draft = drafts.promiseBroken(deal, {
      id: Number(broken.id),
      date: broken.promise_date,
      amount: Number(broken.promise_amount),
      currency,
    });
    const to =
      broken.collector_id !== null ? [Number(broken.collector_id)] : await recipientsOf(tx, company.id);
    created.push(...(await insertNotifications(tx, company.id, to, [draft], push)));
  }
  return created;
}

/**
 * One run of the job over every active company: each in its own transaction under a per-company
 * advisory lock (a second process waits, then finds every notification made and creates none: the
 * unique key is what guarantees it, the lock only spares the work). The company's late fees are charged
 * first (docs/domain/late-fees.md), once per instalment by the same guarantee. Then the stored
 * Idempotency-Key answers older than 30 days are deleted (one statement). Answers what it created.
 */
export async function runNotificationJob(
  db: Db,
  notifier: Notifier,
  now: Date = new Date(),
): Promise<CreatedNotification[]> {
  const companies = await rawRows<{ id: number; time_zone: string }>(
    db,
    sql`select id, time_zone from companies where status = 'ACTIVE' order by id`,
  );
  const created: CreatedNotification[] = [];
  for (const row of companies) {
    const company = { id: Number(row.id), timeZone: row.time_zone };
    const made = await db.transaction(async (tx) => {
      await lockCompanyJob(tx, company.id);
      // Waiting for a plan a request holds (no lock timeout): a failed run would skip the companies after it.
      await chargeLateFees(tx, company.id, localClock(company.timeZone, now).today, { wait: true });
      const told = await notifier.record(tx, company.id, await companyDrafts(tx, company, now));
      return [...told, ...(await settlePromises(tx, company, now, notifier.outbox !== null))];
    });
    notifier.afterCommit(made);
    created.push(...made);
  }
  // Idempotency-Key answers older than 30 days (docs/domain/payments-and-reversal.md#idempotency-keys).
  await purgeStoredAnswers(db, now);
  return created;
}

/**
 * Runs the job at start (catching up whatever a downtime missed) and then at the top of every hour, so
 * every company's local day and digest hour are seen within the hour. Answers the stop function.
 */
export function scheduleNotificationJob(
  db: Db,
  notifier: Notifier,
  log: (error: unknown, message: string) => void,
): () => Promise<void> {
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;
  let current: Promise<unknown> = Promise.resolve();
  const run = () => {
    current = runNotificationJob(db, notifier).catch((error) => log(error, 'notification job failed'));
    return current;
  };
  const next = () => {
    if (stopped) return;
    const ms = 3_600_000 - (Date.now() % 3_600_000) + 1_000;
    timer = setTimeout(() => void run().then(next), ms);
    timer.unref();
  };
  void run().then(next);
  return async () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    await current;
  };
}
