/**
 * @cc/resources/testing: the one fake API of stories and component tests. Never imported by production
 * code (the layer check refuses it outside tests and stories).
 *
 * @example
 * ```tsx
 * const fake = createTestApi();                       // demo data, the company account calling
 * render(<TestResources fake={fake}><CarsListScreen /></TestResources>);
 * expect(fake.callsTo(endpoints.cars.list)).toHaveLength(1);
 * ```
 */

export { chargeLateFees } from './areas/late-fees';
export { createFakeBackend } from './backend';
export { DEMO_BRANCHES } from './data/branches';
export { DEMO_CARS } from './data/cars';
export { DEMO_CLEARANCES } from './data/clearance';
export { DEMO_COMPANY } from './data/company';
export { DEMO_DASHBOARD, EMPTY_DASHBOARD } from './data/dashboard';
export { DEMO_DEALS, DEMO_PAYMENTS } from './data/deals';
export { DEMO_HISTORY, type FakeHistoryEntry } from './data/history';
export { DEMO_NOTIFICATIONS } from './data/notifications';
export { DEMO_ACCOUNT_DEALS, DEMO_ACCOUNT_PAYMENTS, DEMO_PERSONS, demoAccountDeal } from './data/persons';
export { DEMO_PRINT_TEMPLATES } from './data/print';
export { DEMO_PERMISSIONS, DEMO_ROLE_PERMISSIONS, DEMO_ROLES } from './data/roles';
export { DEMO_PASSWORD, DEMO_USERS } from './data/staff';
export { DEMO_DEFAULT_TEMPLATES, DEMO_TEMPLATES } from './data/templates';
export { DEMO_VIEWS } from './data/views';
export type { FakeDb, FakeSeed } from './db';
export {
  COMPANY_ACCOUNT,
  createFakeApi,
  FAKE_MESSAGES,
  type FakeApi,
  type FakeApiOptions,
  type FakeCall,
  type FakeCaller,
  FakeFailure,
  type FakeHandler,
  type FakeRequest,
  type FakeRoute,
  failing,
  notFound,
  pending,
  route,
  staffCaller,
} from './fake-api';
export {
  FeaturePages,
  FeatureStory,
  type FeatureStoryProps,
  featureStories,
  routeSummary,
  routeTable,
  storyFake,
  superAdminSession,
  TestHarness,
  type TestHarnessProps,
  testSession,
} from './harness';
export { type FakeCharge, LEDGER_MESSAGES } from './ledger';
export { compareValues, matchesKeyword, pageOf, read, sortRows, steppedPageOf } from './list';
export { createTestApi, type TestApiOptions, TestResources } from './test-api';
