import type { Executor } from '../db/client';
import { auditLog } from '../db/schema';
import type { AuditActor } from './context';

export interface AuditEntry {
  action: string;
  entity: string;
  entityId?: string | number | null;
  /** before/after of the changed fields. Never passwords, hashes or tokens. */
  changes?: { before?: Record<string, unknown> | null; after?: Record<string, unknown> | null } | null;
  /** Overrides the actor's company (e.g. the super administrator acting on a company). */
  companyId?: number | null;
}

const SECRET_KEYS = /password|hash|token|secret/i;
const scrub = (value: Record<string, unknown> | null | undefined) =>
  value ? Object.fromEntries(Object.entries(value).filter(([k]) => !SECRET_KEYS.test(k))) : value;

/**
 * Writes one audit entry with the given executor. Call it with the transaction of the business change
 * so both commit or neither does: who (user, sign-in, device, ip), when, what, before/after.
 */
export async function audited(
  tx: Executor,
  actor: Partial<AuditActor> | null,
  entry: AuditEntry,
): Promise<void> {
  await tx.insert(auditLog).values({
    companyId: entry.companyId !== undefined ? entry.companyId : (actor?.companyId ?? null),
    actorUserId: actor?.userId ?? null,
    signInId: actor?.signInId ?? null,
    deviceId: actor?.deviceId ?? null,
    ip: actor?.ip ?? null,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId == null ? null : String(entry.entityId),
    changes: entry.changes
      ? { before: scrub(entry.changes.before) ?? null, after: scrub(entry.changes.after) ?? null }
      : null,
  });
}
