import type { Branch, Role, StaffUser } from '@cc/contracts';
import { Button, Dialog, Spinner, TextInput } from '@cc/ui-rtl';
import { type FormEvent, useEffect, useId, useState } from 'react';
import type { StaffApi } from './api';
import { STAFF_MESSAGES as M } from './messages';
import { roleLabel } from './role-label';
import { SelectField } from './select-field';
import { orNull, useSubmit, withoutError } from './use-submit';

/** Props of {@link UserFormDialog}. */
export interface UserFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  api: StaffApi;
  /** The company account's id, whose roles are offered. */
  companyUserId: number;
  /** The user to edit; omitted or null to create one. */
  user?: StaffUser | null;
  /** Called after a successful save (the list refreshes). */
  onSaved?: () => void;
}

interface FormState {
  username: string;
  password: string;
  fullName: string;
  phone: string;
  branchId: string;
  roleIds: number[];
}

function initialState(user: StaffUser | null | undefined): FormState {
  return {
    username: user?.username ?? '',
    password: '',
    fullName: user?.fullName ?? '',
    phone: user?.phone ?? '',
    branchId: user?.branch ? String(user.branch.id) : '',
    roleIds: user?.roles.map((r) => r.id) ?? [],
  };
}

/**
 * Creates (POST /users) or edits (PUT /users/{id}, then PUT /users/{id}/roles) a staff user: username and
 * password on creation only, full name, phone, branch (GET /branches) and roles as checkboxes
 * (GET /roles/company/{companyUserId}). The server's field errors appear under their fields.
 *
 * @example
 * ```tsx
 * <UserFormDialog open api={api} companyUserId={2} user={editing} onOpenChange={setOpen} onSaved={refresh} />
 * ```
 */
export function UserFormDialog({
  open,
  onOpenChange,
  api,
  companyUserId,
  user,
  onSaved,
}: UserFormDialogProps) {
  const formId = useId();
  const editing = Boolean(user);
  const isCompany = user?.kind === 'COMPANY';
  const [form, setForm] = useState<FormState>(() => initialState(user));
  const [branches, setBranches] = useState<Branch[] | null>(null);
  const [roles, setRoles] = useState<Role[] | null>(null);

  useEffect(() => {
    if (!open) return;
    setForm(initialState(user));
  }, [open, user]);

  useEffect(() => {
    if (!open) return;
    let live = true;
    api.listBranches().then(
      (list) => live && setBranches(list),
      () => live && setBranches([]),
    );
    if (!isCompany) {
      api.listRoles(companyUserId).then(
        (list) => live && setRoles(list),
        () => live && setRoles([]),
      );
    }
    return () => {
      live = false;
    };
  }, [api, companyUserId, open, isCompany]);

  const save = useSubmit(
    async (state: FormState) => {
      const phone = orNull(state.phone);
      const branchId = state.branchId ? Number(state.branchId) : null;
      if (user) {
        await api.updateUser(user.id, { fullName: state.fullName, phone, branchId });
        if (!isCompany) await api.setUserRoles(user.id, { roleIds: state.roleIds });
      } else {
        await api.createUser({
          username: state.username,
          password: state.password,
          fullName: state.fullName,
          phone,
          branchId,
          roleIds: state.roleIds,
        });
      }
    },
    {
      success: M.userSaved,
      onSuccess: () => {
        onSaved?.();
        onOpenChange(false);
      },
    },
  );

  const set = (field: Exclude<keyof FormState, 'roleIds'>, value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    save.setErrors(withoutError(field));
  };
  const toggleRole = (roleId: number, checked: boolean) => {
    setForm((current) => ({
      ...current,
      roleIds: checked ? [...current.roleIds, roleId] : current.roleIds.filter((id) => id !== roleId),
    }));
    save.setErrors(withoutError('roleIds'));
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void save.submit(form);
  };

  const branchOptions = [
    { value: '', label: M.noBranch },
    ...(branches ?? []).map((b) => ({ value: String(b.id), label: b.name })),
  ];
  // Keep the user's current branch selectable while the list loads (or if it is gone).
  if (form.branchId && !branchOptions.some((o) => o.value === form.branchId) && user?.branch) {
    branchOptions.push({ value: String(user.branch.id), label: user.branch.name });
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !save.busy && onOpenChange(next)}
      title={editing ? M.editUserTitle : M.newUserTitle}
      size="md"
      footer={
        <>
          <Button type="submit" form={formId} loading={save.busy}>
            {M.save}
          </Button>
          <Button type="button" variant="secondary" disabled={save.busy} onClick={() => onOpenChange(false)}>
            {M.cancel}
          </Button>
        </>
      }
    >
      <form id={formId} className="cc-staff-form" noValidate onSubmit={onSubmit}>
        {editing ? null : (
          <>
            <TextInput
              label={M.username}
              name="username"
              dir="ltr"
              autoComplete="off"
              hint={M.usernameHint}
              value={form.username}
              onChange={(e) => set('username', e.target.value)}
              error={save.errors.username}
              required
            />
            <TextInput
              label={M.password}
              name="password"
              type="password"
              dir="ltr"
              autoComplete="new-password"
              value={form.password}
              onChange={(e) => set('password', e.target.value)}
              error={save.errors.password}
              required
            />
          </>
        )}
        <TextInput
          label={M.fullName}
          name="fullName"
          autoComplete="off"
          value={form.fullName}
          onChange={(e) => set('fullName', e.target.value)}
          error={save.errors.fullName}
          required
        />
        <TextInput
          label={M.phone}
          name="phone"
          type="tel"
          dir="ltr"
          autoComplete="off"
          value={form.phone}
          onChange={(e) => set('phone', e.target.value)}
          error={save.errors.phone}
        />
        <SelectField
          label={M.branch}
          name="branchId"
          value={form.branchId}
          onChange={(e) => set('branchId', e.target.value)}
          options={branchOptions}
          error={save.errors.branchId}
        />
        {isCompany ? (
          <p className="cc-staff-form__note cc-staff-form__wide">{M.companyRolesHint}</p>
        ) : (
          <fieldset
            className="cc-staff-roles cc-staff-form__wide"
            aria-describedby={save.errors.roleIds ? `${formId}-roles-error` : undefined}
          >
            <legend className="cc-field__label">{M.roles}</legend>
            {roles === null ? (
              <Spinner size={20} label={M.loading} />
            ) : roles.length === 0 ? (
              <p className="cc-staff-form__note">{M.noRolesDefined}</p>
            ) : (
              <div className="cc-staff-roles__options">
                {roles.map((role) => (
                  <label key={role.id} className="cc-staff-check">
                    <input
                      type="checkbox"
                      checked={form.roleIds.includes(role.id)}
                      onChange={(e) => toggleRole(role.id, e.target.checked)}
                    />
                    <span>{roleLabel(role)}</span>
                  </label>
                ))}
              </div>
            )}
            <p className="cc-field__hint">{M.rolesHint}</p>
            {save.errors.roleIds ? (
              <p id={`${formId}-roles-error`} className="cc-field__error" role="alert">
                {save.errors.roleIds}
              </p>
            ) : null}
          </fieldset>
        )}
      </form>
    </Dialog>
  );
}
