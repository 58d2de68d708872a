import { errorMessage } from '@cc/api-client';
import { endpoints, type Permission, type Role, type RoleInput } from '@cc/contracts';
import { useResource, useResourceMutation } from '@cc/resources';
import { applyServerErrors, toast } from '@cc/ui-rtl';
import { type SubmitHandler, type UseFormReturn, useForm } from 'react-hook-form';
import { logRoleCallFailure } from './log';

/** The add-role form: the three fields, all starting empty. */
export type RoleForm = Required<RoleInput>;

const EMPTY_FORM: RoleForm = { displayName: '', displayNameAr: '', description: '' };

/** State and actions of the roles screen (the headless core under the roles screen). */
export interface RolesController {
  /** The company's roles; undefined until the first answer. */
  roles: Role[] | undefined;
  /** The Arabic message of a failed roles load, or null. */
  rolesError: string | null;
  /** Every permission (GET /permissions); empty until loaded. */
  permissions: readonly Permission[];
  /** The Arabic message of a failed permissions load, or null. */
  permissionsError: string | null;
  /** The add-role form (react-hook-form), its errors the server's. */
  form: UseFormReturn<RoleForm>;
  /** The form's submit: sends what was typed (no client-side checks). */
  createRole: SubmitHandler<RoleForm>;
  /** Reloads the roles list (after a failed role call, which may mean the list changed meanwhile). */
  reloadRoles(): void;
}

const NO_PERMISSIONS: readonly Permission[] = [];

/**
 * The headless core of the roles screen (docs/domain/permissions.md#the-roles-screen-ccroles): the company's roles and every permission, and the
 * add-role form. Adding sends the form unchanged (the server decides); a success toasts the
 * server's message and clears the form (the roles list refetches: the call invalidates it); a refusal
 * puts the server's field errors under the fields and its message on top of the form, keeps what was
 * typed and reloads the list (a name taken meanwhile shows up in it).
 *
 * @example
 * ```tsx
 * const roles = useRoles(companyUserId);
 * <Form form={roles.form} onSubmit={roles.createRole}>…</Form>
 * ```
 */
export function useRoles(companyUserId: number): RolesController {
  const roles = useResource(endpoints.roles.list, { params: { companyUserId } });
  const permissions = useResource(endpoints.roles.permissions, undefined);
  const create = useResourceMutation(endpoints.roles.create);
  const form = useForm<RoleForm>({ defaultValues: EMPTY_FORM });

  const createRole: SubmitHandler<RoleForm> = async (values) => {
    try {
      const { message } = await create.mutateAsync({ params: { companyUserId }, body: values });
      form.reset(EMPTY_FORM);
      if (message) toast.success(message);
    } catch (error) {
      logRoleCallFailure('POST role', error);
      // A refusal no field explains (a 500, no network) is toasted too.
      if (applyServerErrors(form, error, errorMessage(error)) === 0) toast.error(errorMessage(error));
      void roles.refetch();
    }
  };

  return {
    roles: roles.data?.data,
    rolesError: roles.error ? errorMessage(roles.error) : null,
    permissions: permissions.data?.data ?? NO_PERMISSIONS,
    permissionsError: permissions.error ? errorMessage(permissions.error) : null,
    form,
    createRole,
    reloadRoles: () => void roles.refetch(),
  };
}
