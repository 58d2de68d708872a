import {
  MAX_VIEWS_PER_LIST,
  type View,
  type ViewInput,
  type ViewResource,
  viewStateSchema,
} from '@cc/contracts';
import type { Db } from '../../db/client';
import { audited } from '../../lib/audit';
import { companyOf, type RequestContext } from '../../lib/context';
import { conflict, forbidden, notFound } from '../../lib/errors';
import { MSG } from '../../messages';
import * as repo from './repository';

type Row = Awaited<ReturnType<typeof repo.listVisible>>[number];

function toView(row: Row, userId: number): View {
  // A stored state that no longer parses (an older shape) is shown as an empty view, never a 500.
  const state = viewStateSchema.safeParse(row.state);
  return {
    id: row.id,
    name: row.name,
    shared: row.shared,
    mine: row.userId === userId,
    state: state.success ? state.data : { keyword: '', filters: {}, sort: null },
  };
}

/** Saved views of the data tables: a user's own, and the company account's shared with everyone. */
export function createViewsService(db: Db) {
  return {
    async list(ctx: RequestContext, resource: ViewResource): Promise<View[]> {
      const rows = await repo.listVisible(db, companyOf(ctx), ctx.userId, resource);
      return rows.map((row) => toView(row, ctx.userId));
    },

    /**
     * Only the company account shares a view with the whole company (403 otherwise); a user keeps at
     * most MAX_VIEWS_PER_LIST views of a list (409 for one more; saving under a kept name replaces it).
     */
    async save(ctx: RequestContext, input: ViewInput): Promise<View> {
      const companyId = companyOf(ctx);
      if (input.shared && ctx.kind !== 'COMPANY') throw forbidden(MSG.viewShareForbidden);
      return db.transaction(async (tx) => {
        if (
          (await repo.ownCount(tx, companyId, ctx.userId, input.resource, input.name)) >= MAX_VIEWS_PER_LIST
        )
          throw conflict(MSG.viewLimitReached);
        const row = await repo.upsert(tx, { companyId, userId: ctx.userId, ...input });
        await audited(tx, ctx, {
          action: 'VIEW_SAVED',
          entity: 'saved_view',
          entityId: row.id,
          changes: { after: { resource: input.resource, name: input.name, shared: input.shared } },
        });
        return toView(row, ctx.userId);
      });
    },

    /** Deletes one of the caller's own views; another user's view answers 404, like a missing one. */
    async remove(ctx: RequestContext, id: number): Promise<void> {
      const companyId = companyOf(ctx);
      await db.transaction(async (tx) => {
        const removed = await repo.removeOwn(tx, companyId, ctx.userId, id);
        if (!removed) throw notFound(MSG.viewNotFound);
        await audited(tx, ctx, {
          action: 'VIEW_DELETED',
          entity: 'saved_view',
          entityId: id,
          changes: { before: { resource: removed.resource, name: removed.name } },
        });
      });
    },
  };
}
