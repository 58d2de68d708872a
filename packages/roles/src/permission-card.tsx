import type { RolePermission } from '@cc/contracts';
import { Button } from '@cc/ui-rtl';
import { ROLES_MESSAGES } from './messages';

/** Props of {@link PermissionCard}. */
export interface PermissionCardProps {
  permission: RolePermission;
  busy: boolean;
  onGrant: (permissionId: number) => void;
  onRevoke: (permissionId: number) => void;
}

/**
 * One permission of a role: its Arabic name and 'إزالة' when granted (green card) or
 * 'إضافة' when not (grey card).
 *
 * @example
 * ```tsx
 * <PermissionCard permission={p} busy={panel.pending.has(p.id)} onGrant={panel.grant} onRevoke={panel.revoke} />
 * ```
 */
export function PermissionCard({ permission, busy, onGrant, onRevoke }: PermissionCardProps) {
  const { id, displayNameAr, granted } = permission;
  return (
    <li className="cc-roles__permission" data-granted={granted || undefined}>
      <span className="cc-roles__permission-name">
        {displayNameAr}
        <span className="cc-visually-hidden">
          {' '}
          ({granted ? ROLES_MESSAGES.granted : ROLES_MESSAGES.notGranted})
        </span>
      </span>
      <Button
        type="button"
        size="sm"
        variant={granted ? 'danger' : 'primary'}
        loading={busy}
        aria-label={`${granted ? ROLES_MESSAGES.revoke : ROLES_MESSAGES.grant} ${displayNameAr}`}
        onClick={() => (granted ? onRevoke(id) : onGrant(id))}
      >
        {granted ? ROLES_MESSAGES.revoke : ROLES_MESSAGES.grant}
      </Button>
    </li>
  );
}
