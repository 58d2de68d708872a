import { type Branch, endpoints, SERVER_MESSAGES as MSG } from '@cc/contracts';
import type { FakeDb } from '../db';
import { FakeFailure, type FakeRoute, notFound, route } from '../fake-api';

/**
 * Branches as the server answers them: in the order added; a name unique within the company (409, any
 * case); renamed and deactivated or reactivated, never deleted; an unknown id answers 404.
 */
export function branchRoutes(db: FakeDb): FakeRoute[] {
  const find = (id: number) => {
    const branch = db.branches.find((b) => b.id === id);
    if (!branch) throw notFound(MSG.branchNotFound);
    return branch;
  };
  const assertFree = (name: string, exceptId?: number) => {
    const lower = name.toLocaleLowerCase();
    if (db.branches.some((b) => b.id !== exceptId && b.name.toLocaleLowerCase() === lower))
      throw new FakeFailure(409, MSG.branchNameTaken, 'CONFLICT', [
        { field: 'name', message: MSG.branchNameTaken },
      ]);
  };
  return [
    route(endpoints.branches.list, () => ({
      data: structuredClone([...db.branches].sort((a, b) => a.id - b.id)),
    })),
    route(endpoints.branches.create, ({ body }) => {
      assertFree(body.name);
      const branch: Branch = {
        id: db.nextId('branches'),
        name: body.name,
        address: body.address || null,
        phone: body.phone || null,
        status: 'ACTIVE',
      };
      db.branches.push(branch);
      return { data: structuredClone(branch), message: MSG.branchCreated };
    }),
    route(endpoints.branches.update, ({ params, body }) => {
      const branch = find(params.id);
      assertFree(body.name, branch.id);
      Object.assign(branch, { name: body.name, address: body.address || null, phone: body.phone || null });
      // The deals naming it show the new name, as the server's joins do.
      for (const deal of db.deals)
        if (deal.branch?.id === branch.id) deal.branch = { id: branch.id, name: branch.name };
      return { data: structuredClone(branch), message: MSG.branchUpdated };
    }),
    route(endpoints.branches.setStatus, ({ params, body }) => {
      const branch = find(params.id);
      branch.status = body.status;
      return {
        data: structuredClone(branch),
        message: body.status === 'ACTIVE' ? MSG.branchActivated : MSG.branchDeactivated,
      };
    }),
  ];
}
