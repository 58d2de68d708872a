import type { Permission, Role, RoleInput } from '@cc/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { RolesApi } from './api';
import { logRoleCallFailure } from './log';

/** The add-role form: the three fields of spec §3, all starting empty. */
export type RoleForm = Required<RoleInput>;

const EMPTY_FORM: RoleForm = { displayName: '', displayNameAr: '', description: '' };

/** State and actions of the roles screen (the headless core under {@link RolesScreen}). */
export interface RolesController {
  /** The company's roles; null until the first load ends. */
  roles: Role[] | null;
  /** Every permission (GET /permissions); empty until loaded. */
  permissions: Permission[];
  /** The add-role form. */
  form: RoleForm;
  setField(field: keyof RoleForm, value: string): void;
  /** Whether POST /roles/company/{companyUserId} is running. */
  creating: boolean;
  /** Sends the form as is (no client-side checks), then clears it and reloads the roles. */
  createRole(): Promise<void>;
  /** Reloads the roles list (also after any failed role call). */
  reloadRoles(): Promise<void>;
}

/**
 * The headless core of the roles screen (spec §4): roles and all permissions load on mount; creating a
 * role sends the form unchanged, then clears the form and reloads the list. A failed call shows nothing
 * (spec §8) and reloads the list; the form keeps what was typed.
 *
 * @example
 * ```tsx
 * const roles = useRoles(api, companyUserId);
 * <button onClick={roles.createRole} disabled={roles.creating}>إضافة دور</button>
 * ```
 */
export function useRoles(api: RolesApi, companyUserId: number): RolesController {
  const [roles, setRoles] = useState<Role[] | null>(null);
  const [permissions, setPermissions] = useState<Permission[]>([]);
  const [form, setForm] = useState<RoleForm>(EMPTY_FORM);
  const [creating, setCreating] = useState(false);
  // A newer load wins over an older one still in flight.
  const loadSeq = useRef(0);

  const reloadRoles = useCallback(async () => {
    const seq = ++loadSeq.current;
    try {
      const list = await api.listRoles(companyUserId);
      if (seq === loadSeq.current) setRoles(list);
    } catch (error) {
      logRoleCallFailure('GET roles', error);
      if (seq === loadSeq.current) setRoles((current) => current ?? []);
    }
  }, [api, companyUserId]);

  useEffect(() => {
    void reloadRoles();
  }, [reloadRoles]);

  useEffect(() => {
    let live = true;
    api.listPermissions().then(
      (list) => {
        if (live) setPermissions(list);
      },
      (error: unknown) => logRoleCallFailure('GET permissions', error),
    );
    return () => {
      live = false;
    };
  }, [api]);

  const setField = useCallback((field: keyof RoleForm, value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
  }, []);

  const formRef = useRef(form);
  formRef.current = form;
  const createRole = useCallback(async () => {
    setCreating(true);
    try {
      await api.createRole(companyUserId, { ...formRef.current });
      setForm(EMPTY_FORM);
    } catch (error) {
      logRoleCallFailure('POST role', error);
    } finally {
      setCreating(false);
    }
    await reloadRoles();
  }, [api, companyUserId, reloadRoles]);

  return { roles, permissions, form, setField, creating, createRole, reloadRoles };
}
