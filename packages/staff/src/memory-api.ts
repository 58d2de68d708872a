import { ApiError } from '@cc/api-client';
import type { Branch, CompanySettings, Role, StaffUser } from '@cc/contracts';
import type { StaffApi } from './api';

/** One recorded call of {@link createMemoryStaffApi}. */
export interface MemoryStaffCall {
  method: keyof StaffApi;
  args: unknown[];
}

/** Options of {@link createMemoryStaffApi}. */
export interface MemoryStaffOptions {
  users?: StaffUser[];
  branches?: Branch[];
  roles?: Role[];
  company?: CompanySettings;
  /** Delay of every answer in ms (default 0). */
  delay?: number;
  /** Methods whose calls never answer (loading states). */
  hang?: (keyof StaffApi)[];
  /** Methods that fail with this error (e.g. an ApiError with field errors). */
  fail?: Partial<Record<keyof StaffApi, ApiError>>;
}

/** An in-memory {@link StaffApi} with its recorded calls, for stories, tests and demos. */
export type MemoryStaffApi = StaffApi & { calls: MemoryStaffCall[] };

/** Demo branches. */
export const DEMO_BRANCHES: Branch[] = [
  { id: 1, name: 'الفرع الرئيسي - الكرادة', address: 'بغداد، الكرادة داخل', phone: '07701234567' },
  { id: 2, name: 'فرع المنصور', address: 'بغداد، شارع 14 رمضان', phone: '07807654321' },
];

/** Demo company roles. */
export const DEMO_STAFF_ROLES: Role[] = [
  { id: 3, displayName: 'Sales', displayNameAr: 'مبيعات', description: null },
  { id: 4, displayName: 'Accountant', displayNameAr: 'محاسب', description: null },
  { id: 5, displayName: 'Viewer', displayNameAr: null, description: null },
];

/** Demo users: the company account and staff. */
export const DEMO_USERS: StaffUser[] = [
  {
    id: 2,
    username: 'company',
    fullName: 'معرض الرافدين للسيارات',
    phone: '07700000000',
    status: 'ACTIVE',
    kind: 'COMPANY',
    branch: null,
    roles: [],
    createdAt: '2025-01-05T09:00:00.000Z',
  },
  {
    id: 7,
    username: 'sales.ali',
    fullName: 'علي حسن',
    phone: '07711112222',
    status: 'ACTIVE',
    kind: 'USER',
    branch: { id: 1, name: 'الفرع الرئيسي - الكرادة' },
    roles: [{ id: 3, displayName: 'Sales', displayNameAr: 'مبيعات' }],
    createdAt: '2025-02-10T09:00:00.000Z',
  },
  {
    id: 8,
    username: 'acc_zainab',
    fullName: 'زينب كاظم',
    phone: null,
    status: 'INACTIVE',
    kind: 'USER',
    branch: { id: 2, name: 'فرع المنصور' },
    roles: [
      { id: 4, displayName: 'Accountant', displayNameAr: 'محاسب' },
      { id: 5, displayName: 'Viewer', displayNameAr: null },
    ],
    createdAt: '2025-03-01T09:00:00.000Z',
  },
];

/** Demo company settings. */
export const DEMO_COMPANY: CompanySettings = {
  id: 2,
  name: 'معرض الرافدين للسيارات',
  phone: '07700000000',
  address: 'بغداد، الكرادة',
  logo: null,
  timeZone: 'Asia/Baghdad',
  roundingStepIqd: 1000,
  roundingStepUsd: 1,
};

/**
 * An in-memory staff API: users with paging, keyword and status filter, branches, roles and company
 * settings, recording every call.
 *
 * @example
 * ```tsx
 * const api = createMemoryStaffApi({ fail: { createUser: usernameTaken } });
 * <UsersScreen api={api} companyUserId={2} canManage />
 * ```
 */
export function createMemoryStaffApi(options: MemoryStaffOptions = {}): MemoryStaffApi {
  const users = (options.users ?? DEMO_USERS).map((u) => ({ ...u }));
  const branches = [...(options.branches ?? DEMO_BRANCHES)];
  const roles = options.roles ?? DEMO_STAFF_ROLES;
  let company = { ...(options.company ?? DEMO_COMPANY) };
  const calls: MemoryStaffCall[] = [];
  let nextId = 100;

  const answer = <T>(method: keyof StaffApi, args: unknown[], result: () => T): Promise<T> => {
    calls.push({ method, args });
    if (options.hang?.includes(method)) return new Promise<T>(() => {});
    return new Promise<T>((resolve, reject) => {
      const settle = () => {
        const failure = options.fail?.[method];
        if (failure) return reject(failure);
        try {
          resolve(result());
        } catch (error) {
          reject(error);
        }
      };
      if (options.delay) setTimeout(settle, options.delay);
      else queueMicrotask(settle);
    });
  };
  const find = (id: number) => {
    const user = users.find((u) => u.id === id);
    if (!user) throw new ApiError(404, 'NOT_FOUND', 'المستخدم غير موجود');
    return user;
  };
  const branchRef = (id: number | null | undefined) => {
    const branch = branches.find((b) => b.id === id);
    return branch ? { id: branch.id, name: branch.name } : null;
  };
  const roleRefs = (ids: readonly number[]) =>
    roles
      .filter((r) => ids.includes(r.id))
      .map((r) => ({ id: r.id, displayName: r.displayName, displayNameAr: r.displayNameAr }));

  return {
    calls,
    listUsers: (query) =>
      answer('listUsers', [query], () => {
        const size = query.size ?? 10;
        const page = query.page ?? 0;
        const keyword = query.keyword?.toLowerCase();
        const rows = users.filter(
          (u) =>
            (!query.status || u.status === query.status) &&
            (!keyword || u.username.toLowerCase().includes(keyword) || u.fullName.includes(keyword)),
        );
        const lastPage = Math.max(0, Math.ceil(rows.length / size) - 1);
        return {
          data: rows.slice(page * size, page * size + size),
          pagination: { currentPage: page, lastPage, pageSize: size, totalItems: rows.length },
        };
      }),
    getUser: (id) => answer('getUser', [id], () => ({ ...find(id) })),
    createUser: (body) =>
      answer('createUser', [body], () => {
        const user: StaffUser = {
          id: nextId++,
          username: body.username,
          fullName: body.fullName,
          phone: body.phone ?? null,
          status: 'ACTIVE',
          kind: 'USER',
          branch: branchRef(body.branchId),
          roles: roleRefs(body.roleIds ?? []),
          createdAt: new Date().toISOString(),
        };
        users.push(user);
        return user;
      }),
    updateUser: (id, body) =>
      answer('updateUser', [id, body], () => {
        const user = find(id);
        Object.assign(user, {
          fullName: body.fullName,
          phone: body.phone ?? null,
          branch: branchRef(body.branchId),
        });
        return { ...user };
      }),
    setUserRoles: (id, body) =>
      answer('setUserRoles', [id, body], () => {
        find(id).roles = roleRefs(body.roleIds);
      }),
    setUserStatus: (id, body) =>
      answer('setUserStatus', [id, body], () => {
        const user = find(id);
        user.status = body.status;
        return { id, status: body.status };
      }),
    resetPassword: (id, body) => answer('resetPassword', [id, body], () => undefined),
    updateProfile: (body) => answer('updateProfile', [body], () => undefined),
    changeOwnPassword: (body) =>
      answer('changeOwnPassword', [body], () => ({
        accessToken: 'memory-access',
        refreshToken: 'memory-refresh',
      })),
    listRoles: (companyUserId) => answer('listRoles', [companyUserId], () => [...roles]),
    listBranches: () => answer('listBranches', [], () => [...branches]),
    createBranch: (body) =>
      answer('createBranch', [body], () => {
        const branch: Branch = {
          id: nextId++,
          name: body.name,
          address: body.address ?? null,
          phone: body.phone ?? null,
        };
        branches.push(branch);
        return branch;
      }),
    getCompany: () => answer('getCompany', [], () => ({ ...company })),
    updateCompany: (body) =>
      answer('updateCompany', [body], () => {
        company = {
          ...company,
          name: body.name,
          phone: body.phone ?? null,
          address: body.address ?? null,
          logo: body.logo ?? null,
          timeZone: body.timeZone,
          roundingStepIqd: body.roundingStepIqd,
          roundingStepUsd: body.roundingStepUsd,
        };
        return { ...company };
      }),
  };
}

/**
 * A validation failure as the server sends it (400 with field errors), for stories and tests.
 *
 * @example
 * ```ts
 * fieldError('username', 'اسم المستخدم مستخدم من قبل');
 * ```
 */
export function fieldError(field: string, message: string): ApiError {
  return new ApiError(400, 'VALIDATION_FAILED', 'البيانات المدخلة غير صحيحة', [{ field, message }]);
}
