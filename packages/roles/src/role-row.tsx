import type { Permission, Role } from '@cc/contracts';
import { Bdi, Collapsible, Spinner } from '@cc/ui-rtl';
import { lazy, Suspense, useState } from 'react';
import { roleName } from './permission-rules';

// The panel (its switches, the permissions' reads) loads when a role is first opened, not with the list
// (docs/architecture.md, "Bundle budget").
const RolePermissionsPanel = lazy(() =>
  import('./role-permissions-panel').then((m) => ({ default: m.RolePermissionsPanel })),
);

import { ROLES_MESSAGES } from './messages';

/**
 * The role panel animates to a maximum height of 1000 px.
 *
 * @example
 * ```tsx
 * <Collapsible maxHeight={ROLE_PANEL_MAX_HEIGHT} … />
 * ```
 */
export const ROLE_PANEL_MAX_HEIGHT = 1000;

/** Props of {@link RoleRow}. */
export interface RoleRowProps {
  role: Role;
  allPermissions: readonly Permission[];
  onFailure?: () => void;
  defaultOpen?: boolean;
}

/**
 * An expandable role row: the Arabic name (else the English one), a dash, the
 * description and `#id`. Opening it mounts the panel, which loads the role's permissions.
 *
 * @example
 * ```tsx
 * <ul>{roles.map((role) => <RoleRow key={role.id} role={role} allPermissions={all} />)}</ul>
 * ```
 */
export function RoleRow({ role, allPermissions, onFailure, defaultOpen = false }: RoleRowProps) {
  const [open, setOpen] = useState(defaultOpen);
  const name = roleName(role);
  const description = role.description?.trim();
  return (
    <li className="cc-roles__role">
      <Collapsible
        open={open}
        onOpenChange={setOpen}
        maxHeight={ROLE_PANEL_MAX_HEIGHT}
        trigger={
          <span className="cc-roles__role-summary">
            <span className="cc-roles__role-name">
              <bdi>{name}</bdi>
            </span>
            {description ? (
              <>
                <span> - </span>
                <span className="cc-roles__role-description">{description}</span>
              </>
            ) : null}{' '}
            <Bdi dir="ltr" className="cc-roles__role-id">
              #{role.id}
            </Bdi>
          </span>
        }
      >
        <Suspense
          fallback={
            <div className="cc-roles__panel-status">
              <Spinner size={28} label={ROLES_MESSAGES.loading} />
            </div>
          }
        >
          <RolePermissionsPanel
            roleId={role.id}
            roleName={name}
            allPermissions={allPermissions}
            {...(onFailure ? { onFailure } : {})}
          />
        </Suspense>
      </Collapsible>
    </li>
  );
}
