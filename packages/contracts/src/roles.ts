import { z } from 'zod';
import { dataEnvelope } from './common';
import { PERMISSION_NAMES } from './permissions';

/** A company role (docs/domain/permissions.md#roles). */
export const roleSchema = z.object({
  id: z.number().int(),
  displayName: z.string(),
  displayNameAr: z.string().nullable(),
  description: z.string().nullable(),
});
export type Role = z.infer<typeof roleSchema>;

const ROLE_PREFIX_MESSAGE = 'لا يمكن أن يبدأ اسم الدور بـ ROLE_';
// ROLE_* names are the platform's system roles (docs/domain/permissions.md): a company role may not look like one.
const notSystemRole = (v: string) => !v.toUpperCase().startsWith('ROLE_');

/**
 * Body of POST /roles/company/{companyUserId}. The screen sends it with no client-side checks, so the
 * server accepts any trimmed strings within the limits, as long as the role has a name in at least one
 * language (an Arabic office may type only the Arabic name; the English name then takes it).
 */
export const roleInputSchema = z
  .object({
    displayName: z
      .string({ error: 'الاسم بالإنجليزية يجب أن يكون نصاً' })
      .trim()
      .max(80, 'الاسم بالإنجليزية يجب ألا يزيد عن 80 حرفاً')
      .refine(notSystemRole, ROLE_PREFIX_MESSAGE)
      .optional()
      .default(''),
    displayNameAr: z
      .string({ error: 'الاسم بالعربية يجب أن يكون نصاً' })
      .trim()
      .max(80, 'الاسم بالعربية يجب ألا يزيد عن 80 حرفاً')
      .refine(notSystemRole, ROLE_PREFIX_MESSAGE)
      .optional()
      .default(''),
    description: z.string().trim().max(300, 'الوصف يجب ألا يزيد عن 300 حرف').optional().default(''),
  })
  .refine((v) => v.displayName !== '' || v.displayNameAr !== '', {
    path: ['displayName'],
    message: 'اسم الدور مطلوب (بالإنجليزية أو بالعربية)',
  });
export type RoleInput = z.input<typeof roleInputSchema>;

/** A permission (docs/domain/permissions.md), with its machine name. */
export const permissionSchema = z.object({
  id: z.number().int(),
  name: z.enum(PERMISSION_NAMES),
  displayNameAr: z.string(),
});
export type Permission = z.infer<typeof permissionSchema>;

/** An entry of GET /permissions/{roleId}/role: every permission with `granted`. */
export const rolePermissionSchema = permissionSchema.extend({ granted: z.boolean() });
export type RolePermission = z.infer<typeof rolePermissionSchema>;

export const rolesResponseSchema = dataEnvelope(z.array(roleSchema));
export const roleResponseSchema = dataEnvelope(roleSchema);
export const permissionsResponseSchema = dataEnvelope(z.array(permissionSchema));
export const rolePermissionsResponseSchema = dataEnvelope(
  z.object({ roleId: z.number().int(), permissions: z.array(rolePermissionSchema) }),
);
export type RolePermissions = z.infer<typeof rolePermissionsResponseSchema>['data'];

/** Body of POST /permissions/link-to-role/{roleId} and DELETE /permissions/unlink-from-role/{roleId}. */
export const permissionIdsBodySchema = z.object({
  permissionIds: z
    .array(z.number({ error: 'رقم الصلاحية غير صالح' }).int().positive(), { error: 'قائمة الصلاحيات مطلوبة' })
    .min(1, 'اختر صلاحية واحدة على الأقل')
    .max(100),
});
export type PermissionIdsBody = z.infer<typeof permissionIdsBodySchema>;

export const toggleAllQuerySchema = z.object({
  enableAll: z.enum(['true', 'false'], { error: 'قيمة enableAll يجب أن تكون true أو false' }),
});
/** Query of POST /permissions/{roleId}/toggle-all. */
export type ToggleAllQuery = z.infer<typeof toggleAllQuerySchema>;
