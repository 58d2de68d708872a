import { errorMessage } from '@cc/api-client';
import { useSession } from '@cc/auth';
import { BranchPicker } from '@cc/business';
import {
  endpoints,
  type StaffUser,
  type StaffUserCreate,
  staffUserCreateSchema,
  staffUserUpdateSchema,
  userRolesBodySchema,
} from '@cc/contracts';
import { useResource, useResourceMutation } from '@cc/resources';
import {
  Button,
  Dialog,
  Form,
  FormFields,
  Spinner,
  TextField,
  toast,
  type UseZodFormOptions,
  useDiscardGuard,
  useZodForm,
} from '@cc/ui-rtl';
import { type ReactNode, useId } from 'react';
import { type FieldValues, type UseFormReturn, useController } from 'react-hook-form';
import { emptyValues, nameAndPhone } from './fields';
import { showSaveFailure } from './form-failure';
import { STAFF_MESSAGES as M } from './messages';
import { PasswordField } from './parts';
import { roleLabel } from './role-label';

/** Props of {@link UserFormDialog}. */
export interface UserFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The user to edit; omitted or null to create one. */
  user?: StaffUser | null;
}

/** Editing: the details of PUT /users/{id} and the roles of PUT /users/{id}/roles, checked together. */
const editUserSchema = staffUserUpdateSchema.extend({ roleIds: userRolesBodySchema.shape.roleIds });

/** The branch, stored as its id (null: none), picked among GET /branches. */
function BranchField() {
  return <BranchPicker<FieldValues> name="branchId" />;
}

/** The roles as checkboxes (GET /roles/company/{companyUserId}); a user's permissions are their sum. */
function RolesField() {
  const companyUserId = useSession((s) => s.companyUserId);
  const roles = useResource(
    endpoints.roles.list,
    { params: { companyUserId: companyUserId ?? 0 } },
    { enabled: companyUserId !== null },
  );
  const { field, fieldState } = useController({ name: 'roleIds' });
  const errorId = useId();
  const chosen: number[] = field.value ?? [];
  const toggle = (roleId: number, checked: boolean) =>
    field.onChange(checked ? [...chosen, roleId] : chosen.filter((id) => id !== roleId));
  const list = roles.data?.data;

  return (
    <fieldset
      className="cc-staff-roles cc-form__wide"
      aria-describedby={fieldState.error ? errorId : undefined}
    >
      <legend className="cc-field__label">{M.roles}</legend>
      {roles.error ? (
        <p className="cc-field__error" role="alert">
          {errorMessage(roles.error)}
        </p>
      ) : list === undefined ? (
        <Spinner size={20} />
      ) : list.length === 0 ? (
        <p className="cc-staff-form__note">{M.noRolesDefined}</p>
      ) : (
        <div className="cc-staff-roles__options">
          {list.map((role) => (
            <label key={role.id} className="cc-staff-check">
              <input
                type="checkbox"
                checked={chosen.includes(role.id)}
                onChange={(e) => toggle(role.id, e.target.checked)}
                onBlur={field.onBlur}
              />
              <span>{roleLabel(role)}</span>
            </label>
          ))}
        </div>
      )}
      <p className="cc-field__hint">{M.rolesHint}</p>
      {fieldState.error ? (
        <p id={errorId} className="cc-field__error" role="alert">
          {fieldState.error.message}
        </p>
      ) : null}
    </fieldset>
  );
}

/** What a new and an edited user share: name, phone, branch and (for staff) roles. */
function UserFields({ companyAccount }: { companyAccount: boolean }) {
  return (
    <>
      <FormFields<FieldValues> fields={nameAndPhone('fullName', M.fullName)} />
      <div className="cc-form__grid">
        <BranchField />
        {companyAccount ? (
          <p className="cc-staff-form__note cc-form__wide">{M.companyRolesHint}</p>
        ) : (
          <RolesField />
        )}
      </div>
    </>
  );
}

/** The dialog around a user form: its title, 'حفظ' (busy while saving) and 'إلغاء'. */
function UserDialog<T extends FieldValues, O>({
  title,
  form,
  onSave,
  onOpenChange,
  children,
}: {
  title: string;
  form: UseFormReturn<T, unknown, O>;
  onSave: (values: O) => Promise<void>;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
}) {
  const formId = useId();
  const busy = form.formState.isSubmitting;
  // Closing with typed values asks first (a save closes through onOpenChange).
  const { requestClose, question } = useDiscardGuard(form, () => onOpenChange(false));
  return (
    <Dialog
      open
      onOpenChange={(next) => !busy && (next ? onOpenChange(next) : requestClose())}
      title={title}
      size="md"
      footer={
        <>
          <Button type="submit" form={formId} loading={busy}>
            {M.save}
          </Button>
          <Button type="button" variant="secondary" disabled={busy} onClick={requestClose}>
            {M.cancel}
          </Button>
        </>
      }
    >
      <Form id={formId} form={form} onSubmit={onSave}>
        {children}
      </Form>
      {question}
    </Dialog>
  );
}

/**
 * Runs the dialog's calls, then says the user was saved and closes the dialog; a refusal shows under its
 * fields (or as a toast).
 */
async function saveUser<T extends FieldValues, O>(
  form: UseFormReturn<T, unknown, O>,
  onOpenChange: (open: boolean) => void,
  write: () => Promise<unknown>,
) {
  try {
    await write();
    toast.success(M.userSaved);
    onOpenChange(false);
  } catch (error) {
    showSaveFailure(form, error);
  }
}

const NEW_USER: UseZodFormOptions<typeof staffUserCreateSchema> = {
  defaultValues: {
    ...emptyValues<StaffUserCreate>('username', 'password', 'fullName', 'phone', 'branchId'),
    roleIds: [],
  },
};

function NewUserForm({ onOpenChange }: { onOpenChange: (open: boolean) => void }) {
  const form = useZodForm(staffUserCreateSchema, NEW_USER);
  const create = useResourceMutation(endpoints.users.create);
  const save = (body: StaffUserCreate) => saveUser(form, onOpenChange, () => create.mutateAsync({ body }));
  return (
    <UserDialog title={M.newUserTitle} form={form} onSave={save} onOpenChange={onOpenChange}>
      <div className="cc-form__grid">
        <TextField
          name="username"
          label={M.username}
          dir="ltr"
          autoComplete="off"
          hint={M.usernameHint}
          required
        />
        <PasswordField<StaffUserCreate> name="password" label={M.password} />
      </div>
      <UserFields companyAccount={false} />
    </UserDialog>
  );
}

function EditUserForm({ user, onOpenChange }: { user: StaffUser; onOpenChange: (open: boolean) => void }) {
  const companyAccount = user.kind === 'COMPANY';
  const form = useZodForm(editUserSchema, {
    defaultValues: {
      fullName: user.fullName,
      phone: user.phone,
      branchId: user.branch?.id ?? null,
      roleIds: user.roles.map((r) => r.id),
    },
  });
  const update = useResourceMutation(endpoints.users.update);
  const setRoles = useResourceMutation(endpoints.users.setRoles);
  const save = ({ roleIds, ...details }: { roleIds: number[]; fullName: string } & object) =>
    saveUser(form, onOpenChange, async () => {
      await update.mutateAsync({ params: { id: user.id }, body: details });
      // The company account holds every permission: it is given no roles (the server refuses them).
      if (!companyAccount) await setRoles.mutateAsync({ params: { id: user.id }, body: { roleIds } });
    });
  return (
    <UserDialog title={M.editUserTitle} form={form} onSave={save} onOpenChange={onOpenChange}>
      <UserFields companyAccount={companyAccount} />
    </UserDialog>
  );
}

/**
 * Creates (POST /users) or edits (PUT /users/{id}, then PUT /users/{id}/roles) a staff user: username and
 * password on creation only, full name, phone, branch and roles as checkboxes (none for the company
 * account, which holds every permission). The contract's schema checks the fields before anything is
 * sent; the server's field errors appear under their fields; 'تم حفظ المستخدم' after a save, and the list
 * refreshes by itself.
 *
 * @example
 * ```tsx
 * {editing ? <UserFormDialog open user={editing} onOpenChange={(o) => !o && setEditing(null)} /> : null}
 * ```
 */
export function UserFormDialog({ open, onOpenChange, user }: UserFormDialogProps) {
  if (!open) return null;
  return user ? (
    <EditUserForm key={user.id} user={user} onOpenChange={onOpenChange} />
  ) : (
    <NewUserForm onOpenChange={onOpenChange} />
  );
}
