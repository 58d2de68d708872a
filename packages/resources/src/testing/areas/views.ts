import { endpoints, MAX_VIEWS_PER_LIST, SERVER_MESSAGES as MSG, type View } from '@cc/contracts';
import type { FakeDb } from '../db';
import { FakeFailure, type FakeRoute, notFound, route } from '../fake-api';
import { compareValues } from '../list';

/** Shared views first, then by name and id (the server's order). */
const byListOrder = (a: View, b: View) =>
  Number(b.shared) - Number(a.shared) || compareValues(a.name, b.name) || a.id - b.id;

/**
 * Saved views as the server answers them (apps/api/src/features/views): the caller's own views and
 * those shared with the company; only the company account shares (403); saving again under the same
 * name replaces the caller's view; a new name past MAX_VIEWS_PER_LIST own views is 409; deleting another user's view answers 404 like a missing one.
 *
 * The fake plays one user, so a stored view's `mine` says whether that user saved it. `View` carries no
 * list name: every stored view belongs to the cars list, the only one with views (`VIEW_RESOURCES`).
 */
export function viewRoutes(db: FakeDb): FakeRoute[] {
  return [
    route(endpoints.views.list, () => ({
      data: db.views.filter((view) => view.mine || view.shared).sort(byListOrder),
    })),
    route(endpoints.views.create, ({ body, caller }) => {
      if (body.shared && caller.kind !== 'companyAccount')
        throw new FakeFailure(403, MSG.viewShareForbidden, 'FORBIDDEN');
      const existing = db.views.find((view) => view.mine && view.name === body.name);
      if (existing) {
        Object.assign(existing, { state: body.state, shared: body.shared });
        return { data: existing, message: MSG.viewSaved };
      }
      if (db.views.filter((view) => view.mine).length >= MAX_VIEWS_PER_LIST)
        throw new FakeFailure(409, MSG.viewLimitReached);
      const view: View = {
        id: db.nextId('views'),
        name: body.name,
        shared: body.shared,
        mine: true,
        state: body.state,
      };
      db.views.push(view);
      return { data: view, message: MSG.viewSaved };
    }),
    route(endpoints.views.remove, ({ params }) => {
      const index = db.views.findIndex((view) => view.mine && view.id === params.id);
      if (index < 0) throw notFound(MSG.viewNotFound);
      db.views.splice(index, 1);
      return { data: null, message: MSG.deleted };
    }),
  ];
}
