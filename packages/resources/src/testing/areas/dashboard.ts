import { endpoints } from '@cc/contracts';
import { DEMO_DASHBOARD } from '../data/dashboard';
import type { FakeDb } from '../db';
import { type FakeRoute, route } from '../fake-api';

/** GET /dashboard: the demo figures (a story or test passes its own through `routes`). */
export function dashboardRoutes(_db: FakeDb): FakeRoute[] {
  return [
    route(endpoints.dashboard.get, ({ query }) => ({
      data: { ...DEMO_DASHBOARD, branchId: query.branchId ?? null },
    })),
  ];
}
