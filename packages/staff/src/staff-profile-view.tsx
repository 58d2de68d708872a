import { errorMessage } from '@cc/api-client';
import type { StaffUser } from '@cc/contracts';
import { Spinner } from '@cc/ui-rtl';
import { useEffect, useId, useState } from 'react';
import type { StaffApi } from './api';
import { STAFF_MESSAGES as M } from './messages';
import { roleLabel } from './role-label';
import { UserStatusBadge } from './user-columns';

/** Props of {@link StaffProfileView}. */
export interface StaffProfileViewProps {
  api: StaffApi;
  /** The user's id (route profile/{id}). */
  userId: number;
}

const dateFormat = new Intl.DateTimeFormat('ar-IQ-u-nu-latn', { dateStyle: 'medium' });

/**
 * A staff user's profile as the company account sees it (route profile/{id}): GET /users/{id}, read only.
 *
 * @example
 * ```tsx
 * const { id } = useParams();
 * <StaffProfileView api={staffApi} userId={Number(id)} />
 * ```
 */
export function StaffProfileView({ api, userId }: StaffProfileViewProps) {
  const headingId = useId();
  const [state, setState] = useState<{ user: StaffUser | null; error: string | null; userId: number }>({
    user: null,
    error: null,
    userId,
  });

  useEffect(() => {
    let live = true;
    setState({ user: null, error: null, userId });
    api.getUser(userId).then(
      (user) => live && setState({ user, error: null, userId }),
      (error: unknown) => live && setState({ user: null, error: errorMessage(error) || M.notFound, userId }),
    );
    return () => {
      live = false;
    };
  }, [api, userId]);

  const { user, error } = state;
  if (error) {
    return (
      <p className="cc-staff-error" role="alert">
        {error}
      </p>
    );
  }
  if (!user) {
    return (
      <div className="cc-staff-status">
        <Spinner size={32} label={M.loading} />
      </div>
    );
  }
  const created = new Date(user.createdAt);
  return (
    <section className="cc-staff-panel" aria-labelledby={headingId}>
      <h2 id={headingId} className="cc-staff-panel__title">
        {user.fullName} <UserStatusBadge status={user.status} />
      </h2>
      <dl className="cc-staff-facts">
        <div>
          <dt>{M.username}</dt>
          <dd>
            <bdi dir="ltr">{user.username}</bdi>
          </dd>
        </div>
        <div>
          <dt>{M.kind}</dt>
          <dd>{user.kind === 'COMPANY' ? M.companyAccount : M.staffAccount}</dd>
        </div>
        <div>
          <dt>{M.phone}</dt>
          <dd>{user.phone ? <bdi dir="ltr">{user.phone}</bdi> : '—'}</dd>
        </div>
        <div>
          <dt>{M.branch}</dt>
          <dd>{user.branch?.name ?? M.noBranch}</dd>
        </div>
        <div>
          <dt>{M.roles}</dt>
          <dd>{user.roles.length ? user.roles.map(roleLabel).join('، ') : M.noRoles}</dd>
        </div>
        <div>
          <dt>{M.createdAt}</dt>
          <dd>
            <bdi>{Number.isNaN(created.getTime()) ? user.createdAt : dateFormat.format(created)}</bdi>
          </dd>
        </div>
      </dl>
    </section>
  );
}
