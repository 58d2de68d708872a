import { isCompanyAccount, useSession } from '@cc/auth';
import { PERMISSION_LABELS_AR } from '@cc/contracts';
import { ProfileEditor } from '@cc/staff';
import { A4Page, Badge, PageHeader } from '@cc/ui-rtl';
import type { ReactNode } from 'react';
import { MESSAGES } from '../messages';

const T = MESSAGES.profile;

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="app-profile__row">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** The signed-in user's own profile, from the session (GET /users/me). */
export default function ProfilePage() {
  const user = useSession((s) => s.user);
  const roles = useSession((s) => s.roles);
  const permissions = useSession((s) => s.permissions);
  const company = isCompanyAccount({ roles });
  const missing = MESSAGES.notAvailable;

  return (
    <A4Page>
      <PageHeader title={T.title} />
      {user ? (
        <dl className="app-profile">
          <Row label={T.fullName}>{user.fullName}</Row>
          <Row label={T.username}>
            <bdi>{user.username}</bdi>
          </Row>
          <Row label={T.phone}>{user.phone ? <bdi>{user.phone}</bdi> : missing}</Row>
          <Row label={T.company}>{user.companyName ?? missing}</Row>
          <Row label={T.branch}>{user.branch?.name ?? missing}</Row>
          <Row label={T.systemRole}>
            <span className="app-chips">
              {roles.map((role) => (
                <Badge key={role} tone="info">
                  {MESSAGES.roles[role]}
                </Badge>
              ))}
            </span>
          </Row>
          <Row label={T.companyRoles}>
            {user.companyRoles.length ? (
              <span className="app-chips">
                {user.companyRoles.map((role) => (
                  <Badge key={role.id} tone="neutral">
                    {role.displayNameAr || role.displayName}
                  </Badge>
                ))}
              </span>
            ) : (
              T.noRoles
            )}
          </Row>
          <Row label={T.permissions}>
            {company ? (
              T.allPermissions
            ) : permissions.length ? (
              <span className="app-chips">
                {permissions.map((p) => (
                  <Badge key={p.name} tone="success">
                    {PERMISSION_LABELS_AR[p.name] ?? p.name}
                  </Badge>
                ))}
              </span>
            ) : (
              T.noPermissions
            )}
          </Row>
        </dl>
      ) : (
        <p className="app-muted">{missing}</p>
      )}
      {user ? <ProfileEditor /> : null}
    </A4Page>
  );
}
