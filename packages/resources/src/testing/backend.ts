import { DEFAULT_AGING_BANDS } from '@cc/contracts';
import { attachmentRoutes } from './areas/attachments';
import { branchRoutes } from './areas/branches';
import { carCostRoutes } from './areas/car-costs';
import { carRoutes } from './areas/cars';
import { cashBoxRoutes } from './areas/cash-box';
import { clearanceRoutes } from './areas/clearance';
import { collectionRoutes } from './areas/collections';
import { companyRoutes } from './areas/company';
import { dashboardRoutes } from './areas/dashboard';
import { dealRoutes } from './areas/deals';
import { historyRoutes } from './areas/history';
import { chargeLateFees, lateFeeRoutes } from './areas/late-fees';
import { notificationRoutes } from './areas/notifications';
import { paymentRoutes } from './areas/payments';
import { personRoutes } from './areas/persons';
import { printSupportRoutes } from './areas/print-support';
import { roleRoutes } from './areas/roles';
import { staffRoutes } from './areas/staff';
import { statementRoutes } from './areas/statements';
import { templateRoutes } from './areas/templates';
import { viewRoutes } from './areas/views';
import { DEMO_BRANCHES } from './data/branches';
import { DEMO_CARS } from './data/cars';
import { DEMO_CLEARANCES } from './data/clearance';
import { DEMO_COMPANY } from './data/company';
import { DEMO_DEALS, DEMO_PAYMENTS } from './data/deals';
import { DEMO_HISTORY } from './data/history';
import { DEMO_NOTIFICATIONS } from './data/notifications';
import { DEMO_PERSONS } from './data/persons';
import { DEMO_PERMISSIONS, DEMO_ROLE_PERMISSIONS, DEMO_ROLES } from './data/roles';
import { DEMO_USERS } from './data/staff';
import { DEMO_DEFAULT_TEMPLATES, DEMO_TEMPLATES } from './data/templates';
import { DEMO_VIEWS } from './data/views';
import { type FakeDb, type FakeSeed, idCounter } from './db';
import type { FakeRoute } from './fake-api';

/** Every area's handlers; an area adds its own line here. */
const AREAS: readonly ((db: FakeDb) => FakeRoute[])[] = [
  carRoutes,
  viewRoutes,
  roleRoutes,
  staffRoutes,
  dealRoutes,
  paymentRoutes,
  cashBoxRoutes,
  carCostRoutes,
  attachmentRoutes,
  clearanceRoutes,
  collectionRoutes,
  lateFeeRoutes,
  statementRoutes,
  personRoutes,
  branchRoutes,
  companyRoutes,
  dashboardRoutes,
  templateRoutes,
  printSupportRoutes,
  notificationRoutes,
  historyRoutes,
];

const maxId = (rows: readonly { id: number }[]) => rows.reduce((max, row) => Math.max(max, row.id), 0);

/**
 * An in-memory backend of the whole API for stories and component tests: demo data for every
 * collection (or the seed's), and handlers that keep the server's rules (money through @cc/domain).
 * Copies the seed, so two backends never share rows.
 *
 * @example
 * const backend = createFakeBackend({ cars: DEMO_CARS.slice(0, 3) });
 * const fake = createFakeApi({ routes: backend.routes });
 */
export function createFakeBackend(seed: FakeSeed = {}): { db: FakeDb; routes: FakeRoute[] } {
  const now = seed.now ?? new Date();
  const copy = <T>(rows: readonly T[] | undefined, fallback: readonly T[]): T[] =>
    structuredClone([...(rows ?? fallback)]);
  const collections = {
    cars: copy(seed.cars, DEMO_CARS),
    persons: copy(seed.persons, DEMO_PERSONS),
    deals: copy(seed.deals, DEMO_DEALS),
    plans: copy(seed.plans, []),
    payments: copy(seed.payments, DEMO_PAYMENTS),
    clearances: copy(seed.clearances, DEMO_CLEARANCES),
    contacts: copy(seed.contacts, []),
    charges: copy(seed.charges, []),
    cashClosings: copy(seed.cashClosings, []),
    cashHandovers: copy(seed.cashHandovers, []),
    roles: copy(seed.roles, DEMO_ROLES),
    permissions: copy(seed.permissions, DEMO_PERMISSIONS),
    users: copy(seed.users, DEMO_USERS),
    branches: copy(seed.branches, DEMO_BRANCHES),
    exchangeRates: copy(seed.exchangeRates, []),
    templates: copy(seed.templates, DEMO_TEMPLATES),
    views: copy(seed.views, DEMO_VIEWS),
    notifications: copy(seed.notifications, DEMO_NOTIFICATIONS),
  };
  const db: FakeDb = {
    ...collections,
    history: copy(seed.history, DEMO_HISTORY),
    rolePermissions: new Map(seed.rolePermissions ?? structuredClone(DEMO_ROLE_PERMISSIONS)),
    company: structuredClone(seed.company === undefined ? DEMO_COMPANY : seed.company),
    files: new Map(seed.files ?? []),
    collectors: new Map(seed.collectors ?? []),
    defaults: new Map(),
    carCosts: new Map(),
    carPhotos: new Map(seed.carPhotos ?? []),
    personDocuments: new Map(seed.personDocuments ?? []),
    reminderTemplates: new Map(),
    agingBands: [...DEFAULT_AGING_BANDS],
    lateFeeRule: structuredClone(seed.lateFeeRule ?? { mode: 'OFF' }),
    defaultTemplates: new Map(seed.defaultTemplates ?? DEMO_DEFAULT_TEMPLATES),
    nextId: idCounter((collection) => {
      const rows = (collections as Record<string, readonly { id: number }[]>)[collection];
      return rows ? maxId(rows) : 0;
    }),
    now: () => new Date(now),
  };
  // A seeded late-fee rule finds the fees charged, as the server's daily job would have left them.
  if (db.lateFeeRule.mode !== 'OFF') chargeLateFees(db);
  return { db, routes: AREAS.flatMap((area) => area(db)) };
}
