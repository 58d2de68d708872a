import { endpoints } from '@cc/contracts';
import { DEMO_DASHBOARD } from '../data/dashboard';
import type { FakeDb } from '../db';
import { type FakeRoute, route } from '../fake-api';

/** GET /dashboard: the demo figures (a story or test passes its own through `routes`). */
export function dashboardRoutes(_db: FakeDb): FakeRoute[] {
  return [
    // The profit of the month only for CAR_COSTS, as the server answers it.
    route(endpoints.dashboard.get, ({ query, caller }) => ({
      data: {
        ...DEMO_DASHBOARD,
        branchId: query.branchId ?? null,
        profitThisMonth:
          caller.kind === 'companyAccount' || caller.permissions.includes('CAR_COSTS')
            ? DEMO_DASHBOARD.profitThisMonth
            : null,
      },
    })),
  ];
}
