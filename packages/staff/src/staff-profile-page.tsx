import { errorMessage } from '@cc/api-client';
import { hasPermission, useSession } from '@cc/auth';
import { BUSINESS_MESSAGES, RecordHistory } from '@cc/business';
import { endpoints, HISTORY_RECORD_PERMISSIONS } from '@cc/contracts';
import { useResource } from '@cc/resources';
import { A4Page, DetailList, LoadStatus, PageHeader } from '@cc/ui-rtl';
import { useParams } from 'react-router';
import { STAFF_MESSAGES as M } from './messages';
import { roleLabel } from './role-label';
import { StaffPanel } from './staff-panel';
import { UserStatusBadge } from './user-columns';

const dateFormat = new Intl.DateTimeFormat('ar-IQ-u-nu-latn', { dateStyle: 'medium' });

function formatDate(iso: string) {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateFormat.format(date);
}

/**
 * A staff user's profile as the company account sees it (route profile/:id): GET /users/{id}, read
 * only, and the user's history («السجل»). An unknown id says 'المستخدم غير موجود' (the server's message).
 */
export default function StaffProfilePage() {
  const userId = Number(useParams().id);
  const canReadHistory = useSession(
    (s) => hasPermission(s, 'AUDIT_READ') && hasPermission(s, HISTORY_RECORD_PERMISSIONS.user),
  );
  const valid = Number.isInteger(userId) && userId > 0;
  const query = useResource(endpoints.users.get, { params: { id: valid ? userId : 0 } }, { enabled: valid });
  const user = query.data?.data;

  return (
    <A4Page>
      <PageHeader title={M.profileTitle} />
      {!valid ? (
        <LoadStatus error={M.notFound} />
      ) : !user ? (
        <LoadStatus error={query.error ? errorMessage(query.error) : null} />
      ) : (
        <StaffPanel
          title={
            <>
              {user.fullName} <UserStatusBadge status={user.status} />
            </>
          }
        >
          <DetailList
            items={[
              { label: M.username, value: <bdi dir="ltr">{user.username}</bdi> },
              { label: M.kind, value: user.kind === 'COMPANY' ? M.companyAccount : M.staffAccount },
              { label: M.phone, value: user.phone ? <bdi dir="ltr">{user.phone}</bdi> : null },
              { label: M.branch, value: user.branch?.name ?? M.noBranch },
              { label: M.roles, value: user.roles.length ? user.roles.map(roleLabel).join('، ') : M.noRoles },
              { label: M.createdAt, value: <bdi>{formatDate(user.createdAt)}</bdi> },
            ]}
          />
        </StaffPanel>
      )}
      {user && canReadHistory ? (
        <StaffPanel title={BUSINESS_MESSAGES.history.title}>
          <RecordHistory entity="user" id={user.id} />
        </StaffPanel>
      ) : null}
    </A4Page>
  );
}
