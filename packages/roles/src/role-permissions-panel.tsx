import type { Permission } from '@cc/contracts';
import { Spinner, Switch } from '@cc/ui-rtl';
import { ROLES_MESSAGES } from './messages';
import { PermissionCard } from './permission-card';
import { useRolePermissions } from './use-role-permissions';

/** Props of {@link RolePermissionsPanel}. */
export interface RolePermissionsPanelProps {
  roleId: number;
  /** The role's display name, for the grid's accessible name. */
  roleName: string;
  allPermissions: readonly Permission[];
  /** Called after a failed call (the screen reloads the roles list). */
  onFailure?: () => void;
}

/**
 * The expanded panel of a role (docs/domain/permissions.md#the-roles-screen-ccroles): the master switch, then the grid of permission cards.
 * Mounted when the row opens, so opening loads the role's permissions.
 *
 * @example
 * ```tsx
 * <RolePermissionsPanel roleId={3} roleName="مبيعات" allPermissions={permissions} />
 * ```
 */
export function RolePermissionsPanel({
  roleId,
  roleName,
  allPermissions,
  onFailure,
}: RolePermissionsPanelProps) {
  const panel = useRolePermissions(roleId, allPermissions, onFailure);
  const { permissions, master, pending } = panel;

  if (permissions === null && panel.error) {
    return (
      <p className="cc-roles__error" role="alert">
        {panel.error}
      </p>
    );
  }
  if (permissions === null) {
    return (
      <div className="cc-roles__panel-status">
        <Spinner size={28} label={ROLES_MESSAGES.loading} />
      </div>
    );
  }

  const switchBusy = pending.has('all');
  return (
    <div className="cc-roles__panel" aria-busy={panel.loading || pending.size > 0 || undefined}>
      <div className="cc-roles__master">
        <Switch
          checked={master.checked}
          label={master.label}
          disabled={switchBusy || permissions.length === 0}
          onCheckedChange={() => {
            void panel.toggleAll();
          }}
        />
        {switchBusy ? <Spinner size={18} /> : null}
      </div>
      {permissions.length === 0 ? (
        <p className="cc-roles__empty">{ROLES_MESSAGES.noPermissions}</p>
      ) : (
        <ul className="cc-roles__grid" aria-label={ROLES_MESSAGES.permissionsOf(roleName)}>
          {permissions.map((permission) => (
            <PermissionCard
              key={permission.id}
              permission={permission}
              busy={pending.has(permission.id) || switchBusy}
              onGrant={(id) => void panel.grant(id)}
              onRevoke={(id) => void panel.revoke(id)}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
