import { endpoints, SERVER_MESSAGES as MSG, type StaffUser, type User } from '@cc/contracts';
import { DEMO_PASSWORD } from '../data/staff';
import type { FakeDb } from '../db';
import { type FakeCaller, FakeFailure, type FakeRoute, notFound, route } from '../fake-api';
import { matchesKeyword, pageOf, sortRows } from '../list';

const SORT_KEYS = ['id', 'username', 'fullName', 'status', 'createdAt'] as const;

/**
 * Staff users (apps/api/src/features/users) and the caller's own profile (features/auth: /users/me) as
 * the server answers them. Users list in id order unless sorted; a username is unique across the
 * platform (case-insensitive); branches and roles must exist; the company account's row gets no roles,
 * no status change and no password reset (409). Branch and role names are read live, as the server
 * joins them. The signed-in user of /users/me is the company account, or for a staff caller the first
 * active staff member, holding the caller's permissions. Passwords start as {@link DEMO_PASSWORD}.
 */
export function staffRoutes(db: FakeDb): FakeRoute[] {
  const passwords = new Map<number, string>();
  const passwordOf = (id: number) => passwords.get(id) ?? DEMO_PASSWORD;
  let tokens = 0;

  const find = (id: number) => {
    const user = db.users.find((u) => u.id === id);
    if (!user) throw notFound(MSG.userNotFound);
    return user;
  };
  /** The branch a user is given: the company's, active unless the user already has it (`kept`). */
  const branchRef = (id: number | null | undefined, kept?: number) => {
    if (id == null) return null;
    const branch = db.branches.find((b) => b.id === id);
    if (!branch) throw notFound(MSG.branchNotFound);
    if (branch.status === 'INACTIVE' && branch.id !== kept)
      throw new FakeFailure(409, MSG.branchInactive, 'CONFLICT', [
        { field: 'branchId', message: MSG.branchInactive },
      ]);
    return { id: branch.id, name: branch.name };
  };
  const roleRefs = (ids: readonly number[]) =>
    [...new Set(ids)].map((id) => {
      const role = db.roles.find((r) => r.id === id);
      if (!role) throw notFound(MSG.roleNotFound);
      return { id: role.id, displayName: role.displayName, displayNameAr: role.displayNameAr };
    });
  /** The row with its branch and role names as they are now (stored refs of a missing one are kept). */
  const present = (user: StaffUser): StaffUser => {
    const branch = user.branch && db.branches.find((b) => b.id === user.branch?.id);
    return {
      ...user,
      branch: branch ? { id: branch.id, name: branch.name } : user.branch,
      roles: user.roles.map((ref) => {
        const role = db.roles.find((r) => r.id === ref.id);
        return role ? { id: role.id, displayName: role.displayName, displayNameAr: role.displayNameAr } : ref;
      }),
    };
  };
  const staffOnly = (user: StaffUser, message: string) => {
    if (user.kind !== 'USER') throw new FakeFailure(409, message);
  };

  const companyAccount = () => db.users.find((u) => u.kind === 'COMPANY');
  const signedIn = (caller: FakeCaller): StaffUser => {
    const user =
      caller.kind === 'companyAccount'
        ? companyAccount()
        : caller.kind === 'staff'
          ? db.users.find((u) => u.kind === 'USER' && u.status === 'ACTIVE')
          : undefined;
    if (!user) throw notFound(MSG.userNotFound);
    return user;
  };
  const profileOf = (user: StaffUser, caller: FakeCaller): User => {
    const shown = present(user);
    const company = companyAccount();
    return {
      id: shown.id,
      username: shown.username,
      fullName: shown.fullName,
      phone: shown.phone,
      companyUserId: company?.id ?? null,
      companyName: db.company?.name ?? company?.fullName ?? null,
      branch: shown.branch,
      roles: [user.kind === 'COMPANY' ? 'ROLE_COMPANY' : 'ROLE_USER'],
      companyRoles: shown.roles,
      permissions: caller.permissions.map((name) => ({ name })),
      mustChangePassword: false,
    };
  };

  return [
    route(endpoints.users.list, ({ query }) => {
      const rows = db.users.filter(
        (u) =>
          (!query.status || u.status === query.status) &&
          matchesKeyword(query.keyword, [u.username, u.fullName, u.phone]),
      );
      const sorted = sortRows(rows, { ...query, sortBy: query.sortBy ?? 'id' }, SORT_KEYS);
      return pageOf(sorted.map(present), query);
    }),
    route(endpoints.users.get, ({ params }) => ({ data: present(find(params.id)) })),
    route(endpoints.users.create, ({ body }) => {
      const username = body.username.toLowerCase();
      if (db.users.some((u) => u.username.toLowerCase() === username)) {
        throw new FakeFailure(409, MSG.usernameTaken, 'CONFLICT', [
          { field: 'username', message: MSG.usernameTaken },
        ]);
      }
      const user: StaffUser = {
        id: db.nextId('users'),
        username: body.username,
        fullName: body.fullName,
        phone: body.phone || null,
        status: 'ACTIVE',
        kind: 'USER',
        branch: branchRef(body.branchId),
        roles: roleRefs(body.roleIds),
        createdAt: db.now().toISOString(),
      };
      db.users.push(user);
      passwords.set(user.id, body.password);
      return { data: present(user), message: MSG.userCreated };
    }),
    route(endpoints.users.update, ({ params, body }) => {
      const user = find(params.id);
      // Omitted keeps the branch; null removes it.
      const branch = body.branchId === undefined ? user.branch : branchRef(body.branchId, user.branch?.id);
      Object.assign(user, { fullName: body.fullName, phone: body.phone || null, branch });
      return { data: present(user), message: MSG.userUpdated };
    }),
    route(endpoints.users.setRoles, ({ params, body }) => {
      const user = find(params.id);
      staffOnly(user, MSG.companyAccountNoRoles);
      user.roles = roleRefs([...body.roleIds].sort((a, b) => a - b));
      return { data: present(user), message: MSG.rolesAssigned };
    }),
    route(endpoints.users.setStatus, ({ params, body }) => {
      const user = find(params.id);
      staffOnly(user, MSG.companyAccountNoStatus);
      user.status = body.status;
      return { data: { id: user.id, status: user.status }, message: MSG.statusUpdated };
    }),
    route(endpoints.users.resetPassword, ({ params, body }) => {
      const user = find(params.id);
      staffOnly(user, MSG.companyAccountOwnPassword);
      passwords.set(user.id, body.password);
      return { data: present(user), message: MSG.passwordReset };
    }),
    route(endpoints.me.get, ({ caller }) => ({ data: profileOf(signedIn(caller), caller) })),
    route(endpoints.me.update, ({ caller, body }) => {
      const user = signedIn(caller);
      Object.assign(user, { fullName: body.fullName, phone: body.phone || null });
      return { data: profileOf(user, caller), message: MSG.profileUpdated };
    }),
    route(endpoints.me.changePassword, ({ caller, body }) => {
      const user = signedIn(caller);
      if (body.currentPassword !== passwordOf(user.id)) {
        throw new FakeFailure(400, MSG.wrongCurrentPassword, 'VALIDATION_FAILED', [
          { field: 'currentPassword', message: MSG.wrongCurrentPassword },
        ]);
      }
      passwords.set(user.id, body.newPassword);
      tokens += 1;
      return {
        data: { accessToken: `fake-access-${tokens}`, refreshToken: `fake-refresh-${tokens}` },
        message: MSG.passwordChanged,
      };
    }),
  ];
}
