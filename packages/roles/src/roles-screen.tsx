import { useSession } from '@cc/auth';
import { HeadedSection, PageHeader, Spinner } from '@cc/ui-rtl';
import { AddRoleForm } from './add-role-form';
import { ROLES_MESSAGES } from './messages';
import { RoleRow } from './role-row';
import { useRoles } from './use-roles';

/** Props of {@link RolesScreen}. */
export interface RolesScreenProps {
  /** Inside the settings page: the heading becomes a smaller h2 under the settings heading. */
  embedded?: boolean;
  /** Roles whose rows start open (stories). */
  defaultOpenRoleIds?: readonly number[];
}

/**
 * Roles and permissions management (docs/domain/permissions.md#the-roles-screen-ccroles; the page /roles and the settings section) of the
 * signed-in company account: the add-role form, then the roles, each expanding to its permission grid
 * with the master switch.
 *
 * @example
 * ```tsx
 * <RolesScreen embedded />
 * ```
 */
export function RolesScreen({ embedded = false, defaultOpenRoleIds }: RolesScreenProps) {
  const companyUserId = useSession((s) => s.companyUserId);
  return (
    <div className="cc-roles" data-embedded={embedded || undefined}>
      {embedded ? (
        <h2 className="cc-roles__title">{ROLES_MESSAGES.title}</h2>
      ) : (
        <PageHeader title={ROLES_MESSAGES.title} />
      )}
      {/* Only the company account reaches this screen; it always has a company. */}
      {companyUserId === null ? null : (
        <CompanyRoles companyUserId={companyUserId} defaultOpenRoleIds={defaultOpenRoleIds} />
      )}
    </div>
  );
}

function CompanyRoles({
  companyUserId,
  defaultOpenRoleIds,
}: {
  companyUserId: number;
  defaultOpenRoleIds: readonly number[] | undefined;
}) {
  const screen = useRoles(companyUserId);
  const { roles } = screen;

  return (
    <>
      <AddRoleForm form={screen.form} onSubmit={screen.createRole} />
      <HeadedSection
        className="cc-roles__list-section"
        headingClassName="cc-roles__section-title"
        heading={ROLES_MESSAGES.rolesList}
      >
        {screen.permissionsError ? (
          <p className="cc-roles__error" role="alert">
            {screen.permissionsError}
          </p>
        ) : null}
        {roles === undefined ? (
          screen.rolesError ? (
            <p className="cc-roles__error" role="alert">
              {screen.rolesError}
            </p>
          ) : (
            <div className="cc-roles__status">
              <Spinner size={32} label={ROLES_MESSAGES.loading} />
            </div>
          )
        ) : roles.length === 0 ? (
          <p className="cc-roles__empty">{ROLES_MESSAGES.noRoles}</p>
        ) : (
          <ul className="cc-roles__list">
            {roles.map((role) => (
              <RoleRow
                key={role.id}
                role={role}
                allPermissions={screen.permissions}
                onFailure={screen.reloadRoles}
                defaultOpen={defaultOpenRoleIds?.includes(role.id) ?? false}
              />
            ))}
          </ul>
        )}
      </HeadedSection>
    </>
  );
}
