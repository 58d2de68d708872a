import type { HistoryEntity } from '@cc/contracts';
import { and, eq, inArray, isNull, notInArray, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  auditLog,
  branches,
  cars,
  clearances,
  deals,
  paymentPlans,
  payments,
  persons,
  planCharges,
  roles,
  users,
} from '../../db/schema';
import { type ListSpec, withinRange } from '../../lib/paging';
import type { RefKind } from './labels';

/** One audit entry as the history reads it, with its actor's name. */
export interface AuditRow {
  id: number;
  at: Date;
  action: string;
  changes: unknown;
  actorId: number | null;
  actorName: string | null;
}

/** Whose history: the record, and whether the reader sees a deal's ledger entries. */
export interface HistoryScope {
  entity: HistoryEntity;
  id: number;
  ledger: boolean;
  /** Actions of the record's entity left out (not changes of it). */
  excluded: readonly string[];
  /** The audit entity of the record's costs, for a reader who may see them; else null. */
  costEntity: string | null;
}

/** The record's row in its table, if the company has it. */
function recordRow(db: Executor, companyId: number, entity: HistoryEntity, id: number) {
  switch (entity) {
    case 'car':
      return db
        .select({ id: cars.id })
        .from(cars)
        .where(and(eq(cars.companyId, companyId), eq(cars.id, id)));
    case 'person':
      return db
        .select({ id: persons.id })
        .from(persons)
        .where(and(eq(persons.companyId, companyId), eq(persons.id, id)));
    case 'deal':
      return db
        .select({ id: deals.id })
        .from(deals)
        .where(and(eq(deals.companyId, companyId), eq(deals.id, id)));
    case 'user':
      return db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.companyId, companyId), eq(users.id, id)));
  }
}

/**
 * Whether the record is the company's: it is in its table, or it was (a deleted car or account card keeps
 * its history, which is the company's own entries). Another company's record is neither.
 */
export async function isCompanyRecord(
  db: Executor,
  companyId: number,
  entity: HistoryEntity,
  id: number,
): Promise<boolean> {
  if ((await recordRow(db, companyId, entity, id)).length > 0) return true;
  const [entry] = await db
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(and(eq(auditLog.companyId, companyId), ownEntries(entity, id)))
    .limit(1);
  return entry !== undefined;
}

/** The entries whose entity is the record itself. */
const ownEntries = (entity: string, id: number) =>
  and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(id)));

/** The entries of one entity (or its spellings) naming any of `ids`; none when `ids` is empty. */
const entriesOf = (entities: string[], ids: number[]): SQL | undefined =>
  ids.length === 0
    ? undefined
    : and(
        inArray(auditLog.entity, entities),
        inArray(
          auditLog.entityId,
          ids.map((id) => String(id)),
        ),
      );

/**
 * The entries of a deal beyond its own: its plan's (a reschedule, an early settlement; both spellings
 * the services write), its clearances', an assignment of several deals naming it, and, for who may read
 * its payments, its ledger's (payments, reversals, discounts, refunds, late-fee waivers).
 */
async function dealEntries(db: Executor, companyId: number, scope: HistoryScope): Promise<SQL[]> {
  const planIds = (
    await db
      .select({ id: paymentPlans.id })
      .from(paymentPlans)
      .where(and(eq(paymentPlans.companyId, companyId), eq(paymentPlans.dealId, scope.id)))
  ).map((r) => r.id);
  const clearanceIds = (
    await db
      .select({ id: clearances.id })
      .from(clearances)
      .where(and(eq(clearances.companyId, companyId), eq(clearances.dealId, scope.id)))
  ).map((r) => r.id);
  const ledger =
    scope.ledger && planIds.length > 0
      ? await Promise.all([
          db
            .select({ id: payments.id })
            .from(payments)
            .where(and(eq(payments.companyId, companyId), inArray(payments.planId, planIds))),
          db
            .select({ id: planCharges.id })
            .from(planCharges)
            .where(and(eq(planCharges.companyId, companyId), inArray(planCharges.planId, planIds))),
        ])
      : [[], []];
  return [
    entriesOf(['payment_plan', 'paymentPlan'], planIds),
    entriesOf(['clearance'], clearanceIds),
    entriesOf(
      ['payment'],
      ledger[0].map((r) => r.id),
    ),
    entriesOf(
      ['plan_charge'],
      ledger[1].map((r) => r.id),
    ),
    // Assigning several deals at once writes one entry naming them all.
    and(
      eq(auditLog.action, 'COLLECTION_ASSIGNED'),
      eq(auditLog.entity, 'deal'),
      isNull(auditLog.entityId),
      sql`${auditLog.changes} -> 'after' -> 'dealIds' @> ${JSON.stringify([scope.id])}::jsonb`,
    ),
  ].filter((c): c is SQL => c !== undefined);
}

/**
 * The record's history as lib/paging.ts reads it, newest first: the company's entries of the record
 * (its costs' for who may see them, a deal's related ones), found by `audit_log_entity_idx` (entity, entity_id) and sorted there.
 */
export async function historyList(
  db: Executor,
  companyId: number,
  scope: HistoryScope,
): Promise<ListSpec<AuditRow>> {
  const related = scope.entity === 'deal' ? await dealEntries(db, companyId, scope) : [];
  const where = and(
    eq(auditLog.companyId, companyId),
    or(
      ownEntries(scope.entity, scope.id),
      scope.costEntity ? ownEntries(scope.costEntity, scope.id) : undefined,
      ...related,
    ),
    scope.excluded.length > 0 ? notInArray(auditLog.action, [...scope.excluded]) : undefined,
  );
  return {
    id: auditLog.id,
    sort: { key: 'at', column: auditLog.at, direction: 'desc' },
    rows: (range) =>
      withinRange(
        db
          .select({
            id: auditLog.id,
            at: auditLog.at,
            action: auditLog.action,
            changes: auditLog.changes,
            actorId: auditLog.actorUserId,
            actorName: users.fullName,
          })
          .from(auditLog)
          .leftJoin(users, eq(users.id, auditLog.actorUserId))
          .$dynamic(),
        where,
        range,
      ),
    matching: () => db.select({ id: auditLog.id }).from(auditLog).where(where).$dynamic(),
    keyOf: (row) => ({ value: row.at, id: row.id }),
  };
}

/** The names of the records a page's entries point at, by kind and id (the company's only). */
export type RefNames = Record<RefKind, Map<number, string>>;

/**
 * The names of the referenced records: an account card by its name, a car by its name and plate, a
 * branch, a role (Arabic name first), a user. Another company's id finds nothing, so it shows as a number.
 */
export async function refNames(
  db: Executor,
  companyId: number,
  ids: Record<RefKind, number[]>,
): Promise<RefNames> {
  const read = async (
    wanted: number[],
    query: (list: number[]) => PromiseLike<{ id: number; name: string }[]>,
  ): Promise<Map<number, string>> =>
    wanted.length === 0 ? new Map() : new Map((await query(wanted)).map((r) => [r.id, r.name]));
  const [person, car, branch, role, user] = await Promise.all([
    read(ids.person, (list) =>
      db
        .select({ id: persons.id, name: persons.fullName })
        .from(persons)
        .where(and(eq(persons.companyId, companyId), inArray(persons.id, list))),
    ),
    read(ids.car, (list) =>
      db
        .select({ id: cars.id, name: sql<string>`${cars.name} || ' (' || ${cars.plateNumber} || ')'` })
        .from(cars)
        .where(and(eq(cars.companyId, companyId), inArray(cars.id, list))),
    ),
    read(ids.branch, (list) =>
      db
        .select({ id: branches.id, name: branches.name })
        .from(branches)
        .where(and(eq(branches.companyId, companyId), inArray(branches.id, list))),
    ),
    read(ids.role, (list) =>
      db
        .select({ id: roles.id, name: sql<string>`coalesce(${roles.displayNameAr}, ${roles.displayName})` })
        .from(roles)
        .where(and(eq(roles.companyId, companyId), inArray(roles.id, list))),
    ),
    read(ids.user, (list) =>
      db
        .select({ id: users.id, name: users.fullName })
        .from(users)
        .where(and(eq(users.companyId, companyId), inArray(users.id, list))),
    ),
  ]);
  return { person, car, branch, role, user };
}
