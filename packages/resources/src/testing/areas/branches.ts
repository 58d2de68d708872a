import { type Branch, endpoints, SERVER_MESSAGES as MSG } from '@cc/contracts';
import type { FakeDb } from '../db';
import { FakeFailure, type FakeRoute, route } from '../fake-api';

/** Branches as the server answers them: in the order added; a new name unique within the company (409). */
export function branchRoutes(db: FakeDb): FakeRoute[] {
  return [
    route(endpoints.branches.list, () => ({ data: [...db.branches].sort((a, b) => a.id - b.id) })),
    route(endpoints.branches.create, ({ body }) => {
      const name = body.name.toLocaleLowerCase();
      if (db.branches.some((b) => b.name.toLocaleLowerCase() === name))
        throw new FakeFailure(409, MSG.branchNameTaken, 'CONFLICT', [
          { field: 'name', message: MSG.branchNameTaken },
        ]);
      const branch: Branch = {
        id: db.nextId('branches'),
        name: body.name,
        address: body.address || null,
        phone: body.phone || null,
      };
      db.branches.push(branch);
      return { data: branch, message: MSG.branchCreated };
    }),
  ];
}
