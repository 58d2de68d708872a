import {
  endpoints,
  HISTORY_RECORD_PERMISSIONS,
  type HistoryEntity,
  SERVER_MESSAGES as MSG,
} from '@cc/contracts';
import type { FakeDb } from '../db';
import { FakeFailure, notFound, route } from '../fake-api';
import { pageOf } from '../list';

const NOT_FOUND: Record<HistoryEntity, string> = {
  car: MSG.carNotFound,
  person: MSG.personNotFound,
  deal: MSG.historyDealNotFound,
  user: MSG.userNotFound,
};

/**
 * A record's history as the server answers it (apps/api/src/features/history): the entries the fake
 * holds for it, newest first, paged; 403 unless the caller may read the record itself, 404 for a record
 * the fake neither has nor holds entries of. The fake records no entries of its own writes.
 */
export function historyRoutes(db: FakeDb) {
  const records: Record<HistoryEntity, () => readonly { id: number }[]> = {
    car: () => db.cars,
    person: () => db.persons,
    deal: () => db.deals,
    user: () => db.users,
  };
  return [
    route(endpoints.history.list, ({ query, caller }) => {
      const check = HISTORY_RECORD_PERMISSIONS[query.entity];
      if (caller.kind !== 'companyAccount' && (check === '' || !caller.permissions.includes(check)))
        throw new FakeFailure(403, MSG.forbidden, 'FORBIDDEN');
      const entries = db.history
        .filter((h) => h.entity === query.entity && h.entityId === query.id)
        .map((h) => h.entry)
        .sort((a, b) => b.at.localeCompare(a.at) || b.id - a.id);
      if (entries.length === 0 && !records[query.entity]().some((r) => r.id === query.id))
        throw notFound(NOT_FOUND[query.entity]);
      return pageOf(entries, query);
    }),
  ];
}
