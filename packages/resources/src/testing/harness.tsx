import {
  createSessionStore,
  type FeatureDescriptor,
  type SessionApi,
  SessionProvider,
  type SessionStore,
} from '@cc/auth';
import type { PermissionName, User } from '@cc/contracts';
import { RtlProvider } from '@cc/ui-rtl';
import { type ReactNode, useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { COMPANY_ACCOUNT, type FakeApi, type FakeCaller, staffCaller } from './fake-api';
import { createTestApi, type TestApiOptions, TestResources } from './test-api';

const refused = async (): Promise<never> => {
  throw new Error('The test session does not sign in');
};
const sessionApi: SessionApi = {
  login: refused,
  me: refused,
  logout: async () => undefined,
  refreshSession: async () => false,
  onSignedOut: () => () => undefined,
  onRefreshed: () => () => undefined,
};

const COMPANY_USER: User = {
  id: 2,
  username: 'company',
  fullName: 'معرض الأمانة للسيارات',
  phone: '07700000000',
  companyUserId: 2,
  companyName: 'معرض الأمانة للسيارات',
  branch: null,
  roles: ['ROLE_COMPANY'],
  companyRoles: [],
  permissions: [],
  mustChangePassword: false,
};

/**
 * A signed-in session: the demo company account (user 2), or the staff member 'sales' (user 7) holding
 * `permissions` when they are given.
 *
 * @example
 * const store = testSession(['PERSON_READ', 'GET_CAR']);
 */
export function testSession(permissions?: readonly PermissionName[]): SessionStore {
  const store = createSessionStore(sessionApi);
  const granted = (permissions ?? []).map((name) => ({ name }));
  const user: User = permissions
    ? {
        ...COMPANY_USER,
        id: 7,
        username: 'sales',
        fullName: 'أحمد علي',
        branch: { id: 1, name: 'الفرع الرئيسي' },
        roles: ['ROLE_USER'],
        companyRoles: [{ id: 1000, displayName: 'Sales', displayNameAr: 'مندوب مبيعات' }],
        permissions: granted,
        mustChangePassword: false,
      }
    : COMPANY_USER;
  store.setState({
    isLoading: false,
    accessToken: 'access',
    refreshToken: 'refresh',
    roles: user.roles,
    permissions: granted,
    companyUserId: 2,
    user,
  });
  return store;
}

/** The super administrator's session (user 1, no company): the platform administration's screens. */
export function superAdminSession(): SessionStore {
  const store = createSessionStore(sessionApi);
  store.setState({
    isLoading: false,
    accessToken: 'access',
    refreshToken: 'refresh',
    roles: ['ROLE_SUPER_ADMIN'],
    permissions: [],
    companyUserId: null,
    user: {
      ...COMPANY_USER,
      id: 1,
      username: 'superadmin',
      fullName: 'المشرف العام',
      companyUserId: null,
      companyName: null,
      roles: ['ROLE_SUPER_ADMIN'],
    },
  });
  return store;
}

/** The fake's caller when the super administrator is signed in. */
const SUPER_ADMIN_CALLER: FakeCaller = { kind: 'superAdmin', permissions: [] };

/** Props of {@link TestHarness}. */
export interface TestHarnessProps {
  /** The fake API, or a function making it (a story's fake is made once per mount). */
  fake: FakeApi | (() => FakeApi);
  /** A staff member holding these permissions (the fake refuses the rest); default the company account. */
  permissions?: readonly PermissionName[];
  /** A session of the test's own (overrides `permissions` for the session; the fake's caller still follows them). */
  session?: SessionStore;
  /** The super administrator signed in (and calling the fake) instead of a company user. */
  superAdmin?: boolean;
  children?: ReactNode;
}

/**
 * Everything a screen needs around it in a story or a test: the design system (its provider renders the toasts), the fake
 * API's data layer and a signed-in session (the caller the fake sees matches it).
 *
 * @example
 * <TestHarness fake={() => createTestApi()} permissions={['PERSON_READ']}><CarDeals carId={1} /></TestHarness>
 */
export function TestHarness({ fake, permissions, session, superAdmin, children }: TestHarnessProps) {
  const [api] = useState(() => {
    const made = typeof fake === 'function' ? fake() : fake;
    made.setCaller(
      superAdmin ? SUPER_ADMIN_CALLER : permissions ? staffCaller(...permissions) : COMPANY_ACCOUNT,
    );
    return made;
  });
  const [store] = useState(() => session ?? (superAdmin ? superAdminSession() : testSession(permissions)));
  return (
    <RtlProvider>
      <TestResources fake={api}>
        <SessionProvider store={store}>{children}</SessionProvider>
      </TestResources>
    </RtlProvider>
  );
}

/**
 * A feature's pages as the app mounts them (each route's lazily loaded screen at its path) in a memory
 * router opened at `url`; any other path shows 'صفحة أخرى' (a test sees where a page navigated).
 *
 * @example
 * <TestHarness fake={fake}><FeaturePages feature={carsFeature} url="/car/1/view" /></TestHarness>
 */
export function FeaturePages({
  feature,
  url,
  onRouter,
}: {
  feature: FeatureDescriptor;
  url: string;
  /** Receives the router (tests read its location). */
  onRouter?: (router: ReturnType<typeof createMemoryRouter>) => void;
}) {
  const [router] = useState(() => {
    const made = createMemoryRouter(
      [
        ...feature.routes.map((r) => ({
          path: r.path.startsWith('/') ? r.path : `/${r.path}`,
          lazy: async () => ({ Component: (await r.screen()).default }),
        })),
        { path: '*', element: <p>صفحة أخرى</p> },
      ],
      { initialEntries: [url] },
    );
    onRouter?.(made);
    return made;
  });
  return <RouterProvider router={router} />;
}

/** Props of {@link FeatureStory}. */
export interface FeatureStoryProps {
  /** The address shown, e.g. '/car/1/view'. */
  url: string;
  /** The fake's data and handlers (default: the demo data). */
  api?: TestApiOptions;
  /** A staff user holding these permissions; default the company account. */
  permissions?: PermissionName[];
  /** The super administrator signed in instead. */
  superAdmin?: boolean;
}

/**
 * A story's fake API, made once per story mount (hand it to {@link TestHarness}): the demo data with
 * `options`, answering after 250 ms so the loading states show.
 *
 * @example
 * export const Empty: Story = { args: { fake: storyFake({ users: [] }) } };
 */
export const storyFake =
  (options: TestApiOptions = {}) =>
  () =>
    createTestApi({ latencyMs: 250, ...options });

/**
 * A feature's page as the app shows it, for a story: signed in, over the fake API (one per story mount,
 * slow enough to see the loading states), at its address. Stories only.
 *
 * @example
 * export const CarsStory = (props: FeatureStoryProps) => <FeatureStory feature={carsFeature} {...props} />;
 */
export function FeatureStory({
  feature,
  url,
  api = {},
  permissions,
  superAdmin,
}: FeatureStoryProps & { feature: FeatureDescriptor }) {
  return (
    <TestHarness
      fake={storyFake(api)}
      {...(permissions ? { permissions } : {})}
      {...(superAdmin ? { superAdmin } : {})}
    >
      <FeaturePages feature={feature} url={url} />
    </TestHarness>
  );
}

/**
 * The defaults of a feature's story file: {@link FeatureStory} of `feature` at `url`, full screen. Spread
 * it into the meta after the title (Storybook reads the title from the literal).
 *
 * @example
 * const meta = { title: 'Cars/Pages', ...featureStories(carsFeature, '/cars') } satisfies Meta<typeof FeatureStory>;
 */
export const featureStories = (feature: FeatureDescriptor, url: string) => ({
  component: FeatureStory,
  args: { feature, url },
  parameters: { layout: 'fullscreen' },
});

/** A feature's routes as a test compares them: path, Arabic title, page permission, navigation entry. */
export const routeSummary = (feature: FeatureDescriptor) =>
  feature.routes.map(({ path, title, permission, nav }) => ({ path, title, permission, nav }));

/**
 * A feature's routes as the rows of a table, one a line in a test: path, Arabic title, page permission,
 * and the navigation entry where the route has one.
 *
 * @example
 * expect(routeTable(carsFeature)).toEqual([
 *   ['cars', 'السيارات', 'PERSON_READ', { label: 'السيارات', order: 20 }],
 *   ['new-car', 'إضافة سيارة', 'CREATE_CAR'],
 * ]);
 */
export const routeTable = (feature: FeatureDescriptor) =>
  routeSummary(feature).map(({ path, title, permission, nav }) =>
    nav ? [path, title, permission, nav] : [path, title, permission],
  );
