import { PageHeader, Spinner } from '@cc/ui-rtl';
import { useId } from 'react';
import { AddRoleForm } from './add-role-form';
import type { RolesApi } from './api';
import { ROLES_MESSAGES } from './messages';
import { RoleRow } from './role-row';
import { useRoles } from './use-roles';

/** Props of {@link RolesScreen}. */
export interface RolesScreenProps {
  /** Data access: {@link createRolesApi} in the app, an in-memory fake in stories and tests. */
  api: RolesApi;
  /** The company account's id (the signed-in user's `companyUserId`); roles are per company. */
  companyUserId: number;
  /** Inside the settings page: the heading becomes a smaller h2 under the settings heading. */
  embedded?: boolean;
  /** Roles whose rows start open (stories, deep links). */
  defaultOpenRoleIds?: readonly number[];
}

/**
 * Roles and permissions management (spec §2, §4; route /roles and the settings section). Roles and all
 * permissions load on mount; the add-role form sends what was typed with no checks, then clears and
 * reloads; each role row expands to its permission grid with the master switch. Role calls show no
 * messages (spec §8): a failure reloads the list.
 *
 * @example
 * ```tsx
 * import { createRolesApi, RolesScreen } from '@cc/roles';
 * import '@cc/roles/styles.css';
 *
 * const rolesApi = createRolesApi(apiClient);
 * <RolesScreen api={rolesApi} companyUserId={user.companyUserId} />
 * // in settings:
 * <RolesScreen api={rolesApi} companyUserId={user.companyUserId} embedded />
 * ```
 */
export function RolesScreen({ api, companyUserId, embedded = false, defaultOpenRoleIds }: RolesScreenProps) {
  const screen = useRoles(api, companyUserId);
  const listHeadingId = useId();
  const reload = () => {
    void screen.reloadRoles();
  };

  return (
    <div className="cc-roles" data-embedded={embedded || undefined}>
      {embedded ? (
        <h2 className="cc-roles__title">{ROLES_MESSAGES.title}</h2>
      ) : (
        <PageHeader title={ROLES_MESSAGES.title} />
      )}
      <AddRoleForm
        form={screen.form}
        onFieldChange={screen.setField}
        onSubmit={() => void screen.createRole()}
        busy={screen.creating}
      />
      <section className="cc-roles__list-section" aria-labelledby={listHeadingId}>
        <h2 id={listHeadingId} className="cc-roles__section-title">
          {ROLES_MESSAGES.rolesList}
        </h2>
        {screen.roles === null ? (
          <div className="cc-roles__status">
            <Spinner size={32} label={ROLES_MESSAGES.loading} />
          </div>
        ) : screen.roles.length === 0 ? (
          <p className="cc-roles__empty">{ROLES_MESSAGES.noRoles}</p>
        ) : (
          <ul className="cc-roles__list">
            {screen.roles.map((role) => (
              <RoleRow
                key={role.id}
                api={api}
                role={role}
                allPermissions={screen.permissions}
                onFailure={reload}
                defaultOpen={defaultOpenRoleIds?.includes(role.id) ?? false}
              />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
