import { and, eq, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';
import { prepareNamed } from '../../db/named-statements';
import { cars, deals, persons } from '../../db/schema';
import { keptIn } from '../../lib/kept-in';
import type { NotificationBus } from './bus';
import type { PushOutbox } from './outbox';
import {
  type CreatedNotification,
  insertNotifications,
  type NotificationDraft,
  recipientsOf,
} from './repository';
import type { DealSummary } from './texts';

/**
 * What other features use to tell staff something happened: `record` in the transaction that made the
 * fact (so the notification and its push exist exactly when the fact does), `afterCommit` once it
 * committed (wakes the open streams and the push worker; never throws, so a failure never breaks the
 * request).
 *
 * @example
 * let created: CreatedNotification[] = [];
 * const answer = await db.transaction(async (tx) => {
 *   // … the change …
 *   created = await notifier.record(tx, companyId, [drafts.paymentRecorded(deal, payment)], { except: ctx.userId });
 *   return answer;
 * });
 * notifier.afterCommit(created);
 */
export interface Notifier {
  readonly bus: NotificationBus;
  readonly outbox: PushOutbox | null;
  record(
    tx: Executor,
    companyId: number,
    drafts: readonly NotificationDraft[],
    options?: { except?: number },
  ): Promise<CreatedNotification[]>;
  afterCommit(created: readonly CreatedNotification[]): void;
  /**
   * Tells the open streams of these users (in every process) that their permissions changed, once the
   * change committed; never throws.
   */
  permissionsChanged(userIds: readonly number[]): void;
  close(): Promise<void>;
}

export function createNotifier(
  bus: NotificationBus,
  outbox: PushOutbox | null,
  log: (error: unknown, message: string) => void = () => {},
): Notifier {
  return {
    bus,
    outbox,
    async record(tx, companyId, drafts, options = {}) {
      const recipients = (await recipientsOf(tx, companyId)).filter((id) => id !== options.except);
      return insertNotifications(tx, companyId, recipients, drafts, outbox !== null);
    },
    afterCommit(created) {
      if (created.length === 0) return;
      bus
        .publish([...new Set(created.map((c) => c.userId))])
        .catch((error) => log(error, 'notification bus'));
      outbox?.kick();
    },
    permissionsChanged(userIds) {
      if (userIds.length === 0) return;
      bus.publish([...new Set(userIds)], 'permissions').catch((error) => log(error, 'notification bus'));
    },
    async close() {
      await outbox?.stop();
      await bus.close();
    },
  };
}

function dealSummaryQuery(db: Executor | Db) {
  const query = db
    .select({
      id: deals.id,
      kind: deals.kind,
      contractNumber: deals.contractNumber,
      buyer: persons.fullName,
      car: sql<string>`${cars.name} || ' ' || ${cars.model}`,
    })
    .from(deals)
    .innerJoin(persons, and(eq(persons.companyId, deals.companyId), eq(persons.id, deals.buyerId)))
    .innerJoin(cars, and(eq(cars.companyId, deals.companyId), eq(cars.id, deals.carId)))
    .where(and(eq(deals.companyId, sql.placeholder('companyId')), eq(deals.id, sql.placeholder('dealId'))));
  return prepareNamed(query, 'deal_summary');
}

/**
 * Built once per database or transaction; a named statement, planned once per connection (every payment
 * reads it; its three-table join took six times its execution to plan).
 */
const preparedDealSummary = new WeakMap<Executor | Db, ReturnType<typeof dealSummaryQuery>>();

/** A deal as its notifications name it, or null when the company has no such deal. */
export async function dealSummary(
  db: Executor | Db,
  companyId: number,
  dealId: number,
): Promise<DealSummary | null> {
  const [row] = await keptIn(preparedDealSummary, db, () => dealSummaryQuery(db)).execute({
    companyId,
    dealId,
  });
  if (!row) return null;
  return {
    dealId: Number(row.id),
    kind: row.kind,
    contractNumber: Number(row.contractNumber),
    buyerName: row.buyer,
    carName: row.car,
  };
}
