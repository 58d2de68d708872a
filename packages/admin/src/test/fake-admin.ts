// A fake platform administration for the admin package's tests and stories: companies kept in memory,
// answered through the contract's endpoints as the server would (list with keyword/status/sort/pages,
// create with a unique username and a temporary password, status changes with their history).
import {
  ADMIN_COMPANY_SORT_KEYS,
  type AdminAuditEntry,
  type AdminCompany,
  type AdminStats,
  endpoints,
} from '@cc/contracts';
import {
  FakeFailure,
  type FakeRoute,
  matchesKeyword,
  pageOf,
  route,
  sortRows,
  type TestApiOptions,
} from '@cc/resources/testing';

const company = (
  id: number,
  name: string,
  username: string,
  extra: Partial<AdminCompany> = {},
): AdminCompany => ({
  id,
  name,
  username,
  phone: '07700000000',
  status: 'ACTIVE',
  createdAt: `2026-0${id}-10T09:00:00.000Z`,
  usersCount: 3,
  carsCount: 10 * id,
  dealsCount: 4 * id,
  lastActivityAt: '2026-11-20T12:30:00.000Z',
  address: 'بغداد - الكرادة',
  timeZone: 'Asia/Baghdad',
  branchesCount: 1,
  mustChangePassword: false,
  statusHistory: [],
  ...extra,
});

/** Three companies: two active, one suspended. */
export const DEMO_ADMIN_COMPANIES: readonly AdminCompany[] = [
  company(1, 'معرض الأمانة للسيارات', 'company'),
  company(2, 'معرض النور', 'alnoor'),
  company(3, 'معرض الرافدين', 'rafidain', {
    status: 'SUSPENDED',
    statusHistory: [
      {
        status: 'SUSPENDED',
        reason: 'تأخر دفع الاشتراك',
        at: '2026-11-01T08:00:00.000Z',
        byUsername: 'superadmin',
      },
    ],
  }),
];

export const DEMO_ADMIN_STATS: AdminStats = {
  companies: 3,
  activeCompanies: 2,
  suspendedCompanies: 1,
  users: 9,
  cars: 60,
  deals: 24,
  paymentsThisMonth: [
    { currency: 'IQD', amountMinor: 12_500_000, count: 7 },
    { currency: 'USD', amountMinor: 250_075, count: 3 },
  ],
  newCompaniesPerMonth: Array.from({ length: 12 }, (_, i) => ({
    month: `${i < 1 ? 2025 : 2026}-${String(((i + 11) % 12) + 1).padStart(2, '0')}`,
    count: i % 3,
  })),
};

export const DEMO_ADMIN_AUDIT: readonly AdminAuditEntry[] = [
  {
    id: 3,
    at: '2026-11-02T10:00:00.000Z',
    action: 'COMPANY_UPDATED',
    actorUsername: 'superadmin',
    companyId: 2,
    companyName: 'معرض النور',
    changes: { phone: '07701234567' },
    ip: '127.0.0.1',
  },
  {
    id: 2,
    at: '2026-11-01T08:00:00.000Z',
    action: 'COMPANY_SUSPENDED',
    actorUsername: 'superadmin',
    companyId: 3,
    companyName: 'معرض الرافدين',
    changes: { reason: 'تأخر دفع الاشتراك' },
    ip: '127.0.0.1',
  },
  {
    id: 1,
    at: '2026-03-10T09:00:00.000Z',
    action: 'COMPANY_CREATED',
    actorUsername: 'superadmin',
    companyId: 3,
    companyName: 'معرض الرافدين',
    changes: null,
    ip: '127.0.0.1',
  },
];

export const TEMPORARY_PASSWORD = 'Tmp#4821xQ';

/** The fake admin answers over a copy of `companies`, and what they changed (tests read it). */
export function fakeAdmin(companies: readonly AdminCompany[] = DEMO_ADMIN_COMPANIES) {
  const rows = companies.map((c) => ({ ...c }));
  const find = (id: number) => {
    const found = rows.find((c) => c.id === id);
    if (!found) throw new FakeFailure(404, 'الشركة غير موجودة');
    return found;
  };
  const routes: FakeRoute[] = [
    route(endpoints.admin.stats, () => ({ data: DEMO_ADMIN_STATS })),
    route(endpoints.admin.companies, ({ query }) => {
      const matching = rows.filter(
        (c) =>
          (!query.status || c.status === query.status) &&
          matchesKeyword(query.keyword, [c.name, c.username, c.phone]),
      );
      const sorted = query.sortBy
        ? sortRows(matching, query, ADMIN_COMPANY_SORT_KEYS)
        : [...matching].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
      return pageOf(sorted, query);
    }),
    route(endpoints.admin.company, ({ params }) => ({ data: find(params.id) })),
    route(endpoints.admin.createCompany, ({ body }) => {
      if (rows.some((c) => c.username === body.username))
        throw new FakeFailure(409, 'اسم المستخدم مستخدم من قبل', 'CONFLICT', [
          { field: 'username', message: 'اسم المستخدم مستخدم من قبل' },
        ]);
      const created = company(rows.length + 1, body.name, body.username, {
        phone: body.phone ?? null,
        address: body.address ?? null,
        timeZone: body.timeZone,
        createdAt: '2026-11-24T08:00:00.000Z',
        usersCount: 1,
        carsCount: 0,
        dealsCount: 0,
        lastActivityAt: null,
        mustChangePassword: true,
      });
      rows.push(created);
      return {
        data: { company: created, temporaryPassword: TEMPORARY_PASSWORD },
        message: 'تمت إضافة الشركة',
      };
    }),
    route(endpoints.admin.updateCompany, ({ params, body }) => {
      const row = find(params.id);
      Object.assign(row, { name: body.name, phone: body.phone ?? null, address: body.address ?? null });
      return { data: row, message: 'تم حفظ بيانات الشركة' };
    }),
    route(endpoints.admin.companyStatus, ({ params, body }) => {
      const row = find(params.id);
      row.status = body.status;
      row.statusHistory = [
        {
          status: body.status,
          reason: body.reason,
          at: '2026-11-24T08:30:00.000Z',
          byUsername: 'superadmin',
        },
        ...row.statusHistory,
      ];
      return {
        data: row,
        message: body.status === 'SUSPENDED' ? 'تم إيقاف الشركة' : 'تمت إعادة تفعيل الشركة',
      };
    }),
    route(endpoints.admin.resetCompanyPassword, ({ params }) => {
      find(params.id).mustChangePassword = true;
      return { data: { temporaryPassword: TEMPORARY_PASSWORD } };
    }),
    route(endpoints.admin.audit, ({ query }) =>
      pageOf(
        DEMO_ADMIN_AUDIT.filter(
          (e) =>
            (!query.action || e.action === query.action) &&
            (!query.companyId || e.companyId === query.companyId),
        ),
        query,
      ),
    ),
  ];
  return { rows, routes };
}

/** The fake API options of an admin test or story (sign the super administrator in: `superAdmin`). */
export function adminApi(companies?: readonly AdminCompany[]): TestApiOptions & { rows: AdminCompany[] } {
  const { rows, routes } = fakeAdmin(companies);
  return { routes, rows };
}
