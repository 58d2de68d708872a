import {
  HISTORY_LEDGER_PERMISSIONS,
  HISTORY_RECORD_PERMISSIONS,
  type HistoryEntity,
  type HistoryEntry,
  type HistoryQuery,
  type ListEnvelope,
  type PermissionName,
} from '@cc/contracts';
import type { Db } from '../../db/client';
import { companyOf, type RequestContext } from '../../lib/context';
import { forbidden, notFound } from '../../lib/errors';
import { pageEnvelope, readPage } from '../../lib/paging';
import { MSG } from '../../messages';
import { actionLabelOf, COST_PERMISSION, HISTORY } from './labels';
import { changedFields, referencedIds, shownChanges } from './present';
import * as repo from './repository';

/** 404 of a record the company does not have, as its own page says it. */
const NOT_FOUND: Record<HistoryEntity, string> = {
  car: MSG.carNotFound,
  person: MSG.personNotFound,
  deal: MSG.historyDealNotFound,
  user: MSG.userNotFound,
};

/** Whether the caller passes a check: the company account passes all; '' is the company account only. */
const passes = (ctx: RequestContext, ...names: (PermissionName | '' | null)[]) =>
  ctx.kind === 'COMPANY' || names.some((name) => name !== null && name !== '' && ctx.permissions.has(name));

/**
 * A record's history (docs/domain/history.md). The route let AUDIT_READ through; reading the record
 * itself is checked here (403), then that it is the company's (404), so nothing of another company's
 * records is read, or even said to exist.
 */
export function createHistoryService(db: Db) {
  return {
    async list(ctx: RequestContext, query: HistoryQuery): Promise<ListEnvelope<HistoryEntry>> {
      const { entity, id, page, size, after, before } = query;
      const companyId = companyOf(ctx);
      if (!passes(ctx, HISTORY_RECORD_PERMISSIONS[entity])) throw forbidden();
      if (!(await repo.isCompanyRecord(db, companyId, entity, id))) throw notFound(NOT_FOUND[entity]);
      const history = HISTORY[entity];
      const request = { page, size, after, before };
      const seeCosts = passes(ctx, COST_PERMISSION);
      const list = await repo.historyList(db, companyId, {
        entity,
        id,
        ledger: passes(ctx, ...HISTORY_LEDGER_PERMISSIONS),
        excluded: history.excluded ?? [],
        costEntity: seeCosts ? (history.costEntity ?? null) : null,
      });
      const found = await readPage(db, list, request);
      const changed = found.rows.map((row) => changedFields(history, row.action, row.changes, seeCosts));
      const names = await repo.refNames(db, companyId, referencedIds(changed.flat()));
      const rows = found.rows.map(
        (row, i): HistoryEntry => ({
          id: row.id,
          at: row.at.toISOString(),
          actor: row.actorId === null ? null : { id: row.actorId, name: row.actorName ?? `#${row.actorId}` },
          action: row.action,
          actionLabel: actionLabelOf(history, row.action),
          changes: shownChanges(changed[i]!, names),
        }),
      );
      return pageEnvelope({ ...found, rows }, request);
    },
  };
}
