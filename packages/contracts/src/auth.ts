import { z } from 'zod';
import { dataEnvelope } from './common';
import { PERMISSION_NAMES, SYSTEM_ROLES } from './permissions';

export { DEFAULT_DEVICE_MODEL, DEVICE_HEADER_MAX, DEVICE_HEADERS } from './constants';

export const loginBodySchema = z.object({
  username: z.string().trim().min(1, 'اسم المستخدم مطلوب').max(100, 'اسم المستخدم طويل جداً'),
  password: z.string().min(1, 'كلمة المرور مطلوبة').max(200, 'كلمة المرور طويلة جداً'),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const permissionRefSchema = z.object({ name: z.enum(PERMISSION_NAMES) });
export type PermissionRef = z.infer<typeof permissionRefSchema>;

export const companyRoleRefSchema = z.object({
  id: z.number().int(),
  displayName: z.string(),
  displayNameAr: z.string().nullable(),
});

export const branchRefSchema = z.object({ id: z.number().int(), name: z.string() });

/** The signed-in user's profile, as GET /users/me and the login answer carry it. */
export const userSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  fullName: z.string(),
  phone: z.string().nullable(),
  companyUserId: z.number().int().nullable(),
  companyName: z.string().nullable(),
  branch: branchRefSchema.nullable(),
  roles: z.array(z.enum(SYSTEM_ROLES)),
  companyRoles: z.array(companyRoleRefSchema),
  permissions: z.array(permissionRefSchema),
  /**
   * The account signs in with a temporary password (a new company's account, or after the super
   * administrator reset it): until it changes it (PUT /users/me/password), every other call except
   * GET /users/me and POST /auth/logout is refused with 403 PASSWORD_CHANGE_REQUIRED.
   */
  mustChangePassword: z.boolean(),
});
export type User = z.infer<typeof userSchema>;

export const refreshBodySchema = z.object({ refreshToken: z.string().min(1).max(500) });
export type RefreshBody = z.infer<typeof refreshBodySchema>;
/** What a refresh answers: a new pair of tokens and who they are for. */
export const refreshResultSchema = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
  user: userSchema,
  roles: z.array(z.enum(SYSTEM_ROLES)),
});
export type RefreshResult = z.infer<typeof refreshResultSchema>;
export const refreshResponseSchema = dataEnvelope(refreshResultSchema);

/** What a sign-in answers: what a refresh answers, and the user's permissions too. */
export const loginResultSchema = refreshResultSchema.extend({
  permissions: z.array(permissionRefSchema),
});
export type LoginResult = z.infer<typeof loginResultSchema>;
export const loginResponseSchema = dataEnvelope(loginResultSchema);

export const logoutBodySchema = z.object({ refreshToken: z.string().max(500).optional() });
export type LogoutBody = z.infer<typeof logoutBodySchema>;

export const meResponseSchema = dataEnvelope(userSchema);

/** PUT /users/me/device: a push token that arrives or rotates after sign-in. */
export const deviceBodySchema = z.object({
  fcmToken: z.string().max(500).nullable(),
});
export type DeviceBody = z.infer<typeof deviceBodySchema>;

/** PUT /users/{id}/status (company account only). */
export const userStatusBodySchema = z.object({ status: z.enum(['ACTIVE', 'INACTIVE']) });
export type UserStatusBody = z.infer<typeof userStatusBodySchema>;

/** Answer of PUT /users/{id}/status. */
export const userStatusResultSchema = z.object({
  id: z.number().int(),
  status: z.enum(['ACTIVE', 'INACTIVE']),
});
export type UserStatusResult = z.infer<typeof userStatusResultSchema>;
export const userStatusResponseSchema = dataEnvelope(userStatusResultSchema);
