import { INSTALMENT_REMAINDERS } from '@cc/domain';
import { z } from 'zod';
import { branchRefSchema, companyRoleRefSchema } from './auth';
import { dataEnvelope, isIraqiMobileOrEmpty, latinDigits, listEnvelope, listQuerySchema } from './common';
import { PASSWORD_POLICY_MESSAGE } from './constants';
import { listCursorParam } from './list-cursor';
import { SERVER_MESSAGES } from './messages';
import { BRANCH_STATUSES, MAX_LOGO_BYTES, STAFF_SORT_KEYS } from './staff-enums';

export {
  BRANCH_STATUSES,
  type BranchStatus,
  INSTALMENT_REMAINDER_LABELS_AR,
  MAX_LOGO_BYTES,
  STAFF_SORT_KEYS,
  type StaffSortKey,
  TIME_ZONE_LABELS,
  timeZoneOptions,
} from './staff-enums';

export { PASSWORD_POLICY_MESSAGE };

/** Password policy: at least 8 characters with a letter and a digit. */
export const passwordSchema = z
  .string({ error: 'كلمة المرور مطلوبة' })
  .min(8, PASSWORD_POLICY_MESSAGE)
  .max(200, 'كلمة المرور طويلة جداً')
  .refine((v) => /\p{L}/u.test(v) && /\d/.test(v), PASSWORD_POLICY_MESSAGE);

/** Typed with any digits, stored with Latin ones: a company's or a branch's phone (a landline is fine). */
export const phoneSchema = z
  .string()
  .trim()
  .max(30, 'رقم الهاتف طويل جداً')
  .overwrite(latinDigits)
  .nullable()
  .optional();
/** A person's phone (a staff user, one's own profile): an Iraqi mobile, like an account card's. */
export const mobilePhoneSchema = z
  .string()
  .trim()
  .max(30, 'رقم الهاتف طويل جداً')
  .overwrite(latinDigits)
  .refine(isIraqiMobileOrEmpty, SERVER_MESSAGES.invalidPhone)
  .nullable()
  .optional();
const fullNameSchema = z
  .string({ error: 'الاسم الكامل مطلوب' })
  .trim()
  .min(1, 'الاسم الكامل مطلوب')
  .max(120, 'الاسم الكامل يجب ألا يزيد عن 120 حرفاً');

/** A staff user as the users screen lists it. */
export const staffUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  fullName: z.string(),
  phone: z.string().nullable(),
  status: z.enum(['ACTIVE', 'INACTIVE']),
  kind: z.enum(['COMPANY', 'USER']),
  branch: branchRefSchema.nullable(),
  roles: z.array(companyRoleRefSchema),
  createdAt: z.string(),
});
export type StaffUser = z.infer<typeof staffUserSchema>;

/** A new account's username: Latin letters, digits and . _ - (unique platform-wide, any case). */
export const usernameSchema = z
  .string({ error: 'اسم المستخدم مطلوب' })
  .trim()
  .min(3, 'اسم المستخدم يجب أن يكون 3 أحرف على الأقل')
  .max(50, 'اسم المستخدم يجب ألا يزيد عن 50 حرفاً')
  .regex(/^[A-Za-z0-9._-]+$/, 'اسم المستخدم يقبل الحروف اللاتينية والأرقام و . _ - فقط');

/** An IANA time zone the runtime knows ('Asia/Baghdad'). */
export const timeZoneSchema = z.string({ error: 'المنطقة الزمنية مطلوبة' }).refine((tz) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}, 'المنطقة الزمنية غير معروفة');

export const staffUserCreateSchema = z.object({
  username: usernameSchema,
  password: passwordSchema,
  fullName: fullNameSchema,
  phone: mobilePhoneSchema,
  branchId: z.number().int().positive().nullable().optional(),
  roleIds: z.array(z.number().int().positive()).max(50).optional().default([]),
});
export type StaffUserCreate = z.input<typeof staffUserCreateSchema>;

export const staffUserUpdateSchema = z.object({
  fullName: fullNameSchema,
  phone: mobilePhoneSchema,
  branchId: z.number().int().positive().nullable().optional(),
});
export type StaffUserUpdate = z.input<typeof staffUserUpdateSchema>;

export const userRolesBodySchema = z.object({ roleIds: z.array(z.number().int().positive()).max(50) });
export const resetPasswordBodySchema = z.object({ password: passwordSchema });
export const changeOwnPasswordBodySchema = z.object({
  currentPassword: z.string({ error: 'كلمة المرور الحالية مطلوبة' }).min(1, 'كلمة المرور الحالية مطلوبة'),
  newPassword: passwordSchema,
});
/**
 * Answer of PUT /users/me/password: the user's other sign-ins are revoked and every older access token
 * stops working; the current sign-in continues with these fresh tokens (store both).
 */
export const ownPasswordChangedSchema = z.object({ accessToken: z.string(), refreshToken: z.string() });
export type OwnPasswordChanged = z.infer<typeof ownPasswordChangedSchema>;
export const ownPasswordChangedResponseSchema = dataEnvelope(ownPasswordChangedSchema);
export const updateProfileBodySchema = z.object({ fullName: fullNameSchema, phone: mobilePhoneSchema });

const staffCursor = () => listCursorParam(STAFF_SORT_KEYS, ['id'], { timestamps: ['createdAt'] });

/** Query of GET /users: keyword, status, sort (default: by id), page, and the cursor of a page stepped to. */
export const staffUserListQuerySchema = listQuerySchema.extend({
  sortBy: z.enum(STAFF_SORT_KEYS).optional(),
  status: z.enum(['ACTIVE', 'INACTIVE']).optional(),
  after: staffCursor(),
  before: staffCursor(),
});
export const staffUserResponseSchema = dataEnvelope(staffUserSchema);
export const staffUserListResponseSchema = listEnvelope(staffUserSchema);

/** A branch of the company. */
export const branchSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  address: z.string().nullable(),
  phone: z.string().nullable(),
  status: z.enum(BRANCH_STATUSES),
});
export type Branch = z.infer<typeof branchSchema>;
export const branchInputSchema = z.object({
  name: z
    .string({ error: 'اسم الفرع مطلوب' })
    .trim()
    .min(1, 'اسم الفرع مطلوب')
    .max(100, 'اسم الفرع طويل جداً'),
  address: z.string().trim().max(300).nullable().optional(),
  phone: phoneSchema,
});
/** Body of PUT /branches/{id}/status: deactivate or reactivate a branch. */
export const branchStatusBodySchema = z.object({
  status: z.enum(BRANCH_STATUSES, { error: 'حالة الفرع يجب أن تكون ACTIVE أو INACTIVE' }),
});
export type BranchStatusBody = z.infer<typeof branchStatusBodySchema>;
export const branchesResponseSchema = dataEnvelope(z.array(branchSchema));
export const branchResponseSchema = dataEnvelope(branchSchema);

// Base64 only, no SVG (it can carry scripts).
const IMAGE_DATA_URL = /^data:image\/(png|jpeg|webp|gif);base64,[A-Za-z0-9+/]+={0,2}$/;

export { INSTALMENT_REMAINDERS, type InstalmentRemainder } from '@cc/domain';

/** Company settings (GET/PUT /company). Rounding steps in major units of each currency. */
export const companySettingsSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  logo: z.string().nullable(),
  timeZone: z.string(),
  roundingStepIqd: z.number().int().positive(),
  roundingStepUsd: z.number().positive(),
  /** Where the rounding's remainder goes: the last instalment, the first, or each to the nearest step. */
  instalmentRemainder: z.enum(INSTALMENT_REMAINDERS),
});
export type CompanySettings = z.infer<typeof companySettingsSchema>;
export const companySettingsInputSchema = z.object({
  name: z.string().trim().min(1, 'اسم الشركة مطلوب').max(150, 'اسم الشركة طويل جداً'),
  phone: phoneSchema,
  address: z.string().trim().max(300).nullable().optional(),
  /** An image data URL (PNG, JPEG, WebP, GIF), at most {@link MAX_LOGO_BYTES} decoded (413 beyond); null removes it; omitted keeps it. */
  logo: z
    .string()
    .regex(IMAGE_DATA_URL, 'الشعار يجب أن يكون صورة بصيغة PNG أو JPEG أو WebP أو GIF')
    .nullable()
    .optional(),
  timeZone: timeZoneSchema,
  roundingStepIqd: z.number().int('خطوة التقريب بالدينار يجب أن تكون عدداً صحيحاً').min(1).max(1_000_000),
  roundingStepUsd: z.number().min(0.01).max(10_000),
  /** Omitted: unchanged. */
  instalmentRemainder: z.enum(INSTALMENT_REMAINDERS, { error: 'اختر أين يذهب باقي التقريب' }).optional(),
});
export const companySettingsResponseSchema = dataEnvelope(companySettingsSchema);

/** Body of PUT /users/{id}/roles. */
export type UserRolesBody = z.infer<typeof userRolesBodySchema>;
/** Body of PUT /users/{id}/password (the company account resets a staff user's password). */
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;
/** Body of PUT /users/me/password. */
export type ChangeOwnPasswordBody = z.infer<typeof changeOwnPasswordBodySchema>;
/** Body of PUT /users/me. */
export type UpdateProfileBody = z.input<typeof updateProfileBodySchema>;
/** Query of GET /users as a client sends it (page, size, keyword, sortBy, sortDirection, status). */
export type StaffUserListQuery = Partial<z.infer<typeof staffUserListQuerySchema>>;
/** Body of POST /branches and PUT /branches/{id}. */
export type BranchInput = z.input<typeof branchInputSchema>;
/** Body of PUT /company. */
export type CompanySettingsInput = z.input<typeof companySettingsInputSchema>;
