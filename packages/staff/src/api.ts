import { type ApiClient, writeSession } from '@cc/api-client';
import type {
  Branch,
  BranchInput,
  ChangeOwnPasswordBody,
  CompanySettings,
  CompanySettingsInput,
  ListEnvelope,
  OwnPasswordChanged,
  ResetPasswordBody,
  Role,
  StaffUser,
  StaffUserCreate,
  StaffUserListQuery,
  StaffUserUpdate,
  UpdateProfileBody,
  UserRolesBody,
  UserStatusBody,
  UserStatusResult,
} from '@cc/contracts';

/**
 * Data access of the staff screens (domain.md §6: users, branches, company settings). Screens take it
 * as a prop: the app passes {@link createStaffApi}'s, stories and tests an in-memory fake.
 *
 * @example
 * ```ts
 * const page = await staffApi.listUsers({ page: 0, size: 10, status: 'ACTIVE' });
 * await staffApi.setUserStatus(page.data[0].id, { status: 'INACTIVE' });
 * ```
 */
export interface StaffApi {
  /** GET /users (list envelope; query page, size, keyword, sortBy, sortDirection, status). */
  listUsers(query: StaffUserListQuery, options?: { signal?: AbortSignal }): Promise<ListEnvelope<StaffUser>>;
  /** GET /users/{id}. */
  getUser(id: number): Promise<StaffUser>;
  /** POST /users {username, password, fullName, phone, branchId, roleIds}. */
  createUser(body: StaffUserCreate): Promise<StaffUser>;
  /** PUT /users/{id} {fullName, phone, branchId}. */
  updateUser(id: number, body: StaffUserUpdate): Promise<StaffUser>;
  /** PUT /users/{id}/roles {roleIds}. */
  setUserRoles(id: number, body: UserRolesBody): Promise<void>;
  /** PUT /users/{id}/status {status}; deactivating ends the user's sessions. */
  setUserStatus(id: number, body: UserStatusBody): Promise<UserStatusResult>;
  /** PUT /users/{id}/password {password}. */
  resetPassword(id: number, body: ResetPasswordBody): Promise<void>;
  /** PUT /users/me {fullName, phone}. */
  updateProfile(body: UpdateProfileBody): Promise<void>;
  /**
   * PUT /users/me/password {currentPassword, newPassword}. The server revokes the other sign-ins and
   * answers fresh tokens for this one; {@link createStaffApi}'s stores both so the session continues.
   */
  changeOwnPassword(body: ChangeOwnPasswordBody): Promise<OwnPasswordChanged>;
  /** GET /roles/company/{companyUserId}: the roles a user can be given. */
  listRoles(companyUserId: number): Promise<Role[]>;
  /** GET /branches. */
  listBranches(): Promise<Branch[]>;
  /** POST /branches {name, address, phone}. */
  createBranch(body: BranchInput): Promise<Branch>;
  /** GET /company. */
  getCompany(): Promise<CompanySettings>;
  /** PUT /company {name, phone, address, logo, timeZone, roundingStepIqd, roundingStepUsd}. */
  updateCompany(body: CompanySettingsInput): Promise<CompanySettings>;
}

/**
 * Builds the {@link StaffApi} over the app's api-client (bearer header, `{data}` envelope, ApiError with
 * Arabic message and field errors).
 *
 * @example
 * ```tsx
 * const staffApi = createStaffApi(createApiClient());
 * <UsersScreen api={staffApi} companyUserId={user.companyUserId} canManage />
 * ```
 */
export function createStaffApi(client: ApiClient): StaffApi {
  return {
    listUsers: (query, options) =>
      client.getList<StaffUser>('users', query, options?.signal ? { signal: options.signal } : {}),
    getUser: (id) => client.getData<StaffUser>(`users/${id}`),
    createUser: (body) => client.postData<StaffUser>('users', body),
    updateUser: (id, body) => client.putData<StaffUser>(`users/${id}`, body),
    setUserRoles: async (id, body) => {
      await client.putData(`users/${id}/roles`, body);
    },
    setUserStatus: (id, body) => client.putData<UserStatusResult>(`users/${id}/status`, body),
    resetPassword: async (id, body) => {
      await client.putData(`users/${id}/password`, body);
    },
    updateProfile: async (body) => {
      await client.putData('users/me', body);
    },
    changeOwnPassword: async (body) => {
      const tokens = await client.putData<OwnPasswordChanged>('users/me/password', body);
      // Every older access token stops working: keep this sign-in on the rotated pair.
      if (tokens?.accessToken && tokens.refreshToken) {
        writeSession({ accessToken: tokens.accessToken, refreshToken: tokens.refreshToken });
      }
      return tokens;
    },
    listRoles: (companyUserId) => client.getData<Role[]>(`roles/company/${companyUserId}`),
    listBranches: () => client.getData<Branch[]>('branches'),
    createBranch: (body) => client.postData<Branch>('branches', body),
    getCompany: () => client.getData<CompanySettings>('company'),
    updateCompany: (body) => client.putData<CompanySettings>('company', body),
  };
}
