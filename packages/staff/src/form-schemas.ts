// The staff forms' schemas, imported only by loaders (schema-loaders.ts): the pages paint without zod and
// the contracts' schemas, which load beside the forms (docs/architecture.md, "Bundle budget").
import { changeOwnPasswordBodySchema, staffUserUpdateSchema, userRolesBodySchema } from '@cc/contracts';
import { STAFF_MESSAGES as M } from './messages';

export {
  branchInputSchema,
  companySettingsInputSchema,
  exchangeRateInputSchema,
  resetPasswordBodySchema,
  staffUserCreateSchema,
  updateProfileBodySchema,
} from '@cc/contracts';

/** The password change with its confirmation, which only this form sees (the server gets the two others). */
export const passwordChangeSchema = changeOwnPasswordBodySchema
  .extend({ confirmPassword: changeOwnPasswordBodySchema.shape.newPassword })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ['confirmPassword'],
    message: M.passwordMismatch,
  });

/** Editing: the details of PUT /users/{id} and the roles of PUT /users/{id}/roles, checked together. */
export const editUserSchema = staffUserUpdateSchema.extend({ roleIds: userRolesBodySchema.shape.roleIds });
