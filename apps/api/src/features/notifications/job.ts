import { type Currency, todayIn } from '@cc/domain';
import { type SQL, sql } from 'drizzle-orm';
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

/**
 * One of the recipients lacks the company's notification `key` (SQL text): fewer of them have it than
 * there are recipients (the unique key holds one per recipient). A count, so that PostgreSQL probes the
 * unique key's index for each row instead of hashing every notification of the table.
 */
const someRecipientLacks = (companyId: SQL, recipients: readonly number[], key: SQL) =>
  sql`(select count(*) from notifications n where n.company_id = ${companyId}
    and n.user_id = any(${`{${recipients.join(',')}}`}::int[]) and n.key = ${key}) < ${recipients.length}`;

/**
 * Unpaid instalments of live plans of live deals not in default, due between two dates (inclusive),
 * that one of the recipients has not been told of yet: its key (due soon from `today` on, overdue
 * before) is missing for one of them. A later run of the same day reads no row at all, instead of
 * making every draft again for the unique key to refuse.
 */
async function unpaidDueBetween(
  db: Executor,
  companyId: number,
  from: string,
  to: string,
  today: string,
  recipients: readonly number[],
) {
  const key = sql`case when i.due_date >= ${today}::date then 'due-soon:' else 'overdue:' end
    || i.id || ':' || i.due_date::text`;
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
      and ${someRecipientLacks(sql`i.company_id`, recipients, key)}
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

/** The overdue totals per currency, when one of the recipients lacks the day's digest (else none). */
async function overdueTotals(db: Executor, companyId: number, today: string, recipients: readonly number[]) {
  const result = await rawRows<{ currency: Currency; n: string | number; left: string | number }>(
    db,
    sql`
    select pp.currency, count(*) as n, sum(i.amount - i.paid_amount) as left
    from installments i
    join payment_plans pp on pp.company_id = i.company_id and pp.id = i.plan_id and pp.status = 'ACTIVE'
    join deals d on d.company_id = pp.company_id and d.id = pp.deal_id and d.status = 'ACTIVE'
    where i.company_id = ${companyId} and i.status <> 'PAID' and i.due_date < ${today}::date
      and ${NOT_IN_DEFAULT}
      and ${someRecipientLacks(sql`${companyId}`, recipients, sql`${`digest:${today}`}`)}
    group by pp.currency order by pp.currency`,
  );
  return result.map((r) => ({ currency: r.currency, count: Number(r.n), left: Number(r.left) }));
}

const shiftDays = (iso: string, days: number) => {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/**
 * The drafts one company's run makes at `now` in its own time zone, for `recipients`: only those one of
 * them has not been told yet (the same the unique key would let through; it stays the guarantee).
 */
export async function companyDrafts(
  db: Executor,
  company: { id: number; timeZone: string },
  now: Date,
  recipients: readonly number[],
): Promise<NotificationDraft[]> {
  if (recipients.length === 0) return [];
  const { today, hour } = localClock(company.timeZone, now);
  const dueSoon: NotificationDraft[] = [];
  const overdue: NotificationDraft[] = [];
  // Due within the next days, not yet overdue: told once (a missed hour or day is caught up, since the
  // window covers every day until the due date). Overdue up to the catch-up days back: told once. One
  // query for both windows (they meet at today).
  for (const { deal, installment } of await unpaidDueBetween(
    db,
    company.id,
    shiftDays(today, -OVERDUE_CATCH_UP_DAYS),
    shiftDays(today, DUE_SOON_DAYS),
    today,
    recipients,
  ))
    if (installment.dueDate >= today) dueSoon.push(drafts.dueSoon(deal, installment));
    else overdue.push(drafts.overdue(deal, installment));
  const out = [...dueSoon, ...overdue];
  if (hour >= DIGEST_HOUR) {
    const totals = await overdueTotals(db, company.id, today, recipients);
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
 * unique key is what guarantees it, the lock only spares the work). Only what a recipient has not been
 * told is read and drafted (companyDrafts): a later run of the day drafts nothing, where it drafted every
 * open instalment again for the unique key to refuse, holding the embedded database's one connection and
 * leaving garbage in both threads' heaps each hour. The company's late fees are charged first
 * (docs/domain/late-fees.md), once per instalment by the same guarantee. Then the stored Idempotency-Key
 * answers older than 30 days are deleted (one statement). Answers what it created.
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
      const push = notifier.outbox !== null;
      const to = await recipientsOf(tx, company.id);
      const drafted = await companyDrafts(tx, company, now, to);
      const told = await insertNotifications(tx, company.id, to, drafted, push);
      return [...told, ...(await settlePromises(tx, company, now, push))];
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
