import {
  ADMIN_AUDIT_ACTION_LABELS_AR,
  ADMIN_AUDIT_ACTIONS,
  type AdminAuditEntry,
  endpoints,
} from '@cc/contracts';
import type { ColumnDef } from '@cc/data-table';
import { DataTable } from '@cc/data-table';
import { A4Page, PageHeader, toast } from '@cc/ui-rtl';
import { Link } from 'react-router';
import { formatDateTime } from './format';
import { ADMIN_MESSAGES as M } from './messages';
import { adminPaths } from './paths';

const A = M.audit;

/** What changed, one 'key: value' per item ('reason: تأخر السداد'); objects as compact JSON. */
export function changesText(changes: AdminAuditEntry['changes']): string | null {
  if (!changes) return null;
  const parts = Object.entries(changes).map(
    ([key, value]) => `${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`,
  );
  return parts.length > 0 ? parts.join('، ') : null;
}

const AUDIT_COLUMNS: readonly ColumnDef<AdminAuditEntry>[] = [
  { key: 'at', title: A.at, render: (e) => <bdi dir="ltr">{formatDateTime(e.at)}</bdi> },
  {
    key: 'action',
    title: A.action,
    render: (e) => ADMIN_AUDIT_ACTION_LABELS_AR[e.action],
    filterType: 'select',
    filterOptions: ADMIN_AUDIT_ACTIONS.map((a) => ({ value: a, label: ADMIN_AUDIT_ACTION_LABELS_AR[a] })),
  },
  {
    key: 'actorUsername',
    title: A.actor,
    render: (e) => e.actorUsername && <bdi dir="ltr">{e.actorUsername}</bdi>,
  },
  {
    key: 'companyName',
    title: A.company,
    maxWidth: 14,
    render: (e) =>
      e.companyId !== null ? (
        <Link to={adminPaths.company(e.companyId)}>{e.companyName ?? e.companyId}</Link>
      ) : null,
  },
  { key: 'changes', title: A.changes, maxWidth: 22, render: (e) => changesText(e.changes) },
  { key: 'ip', title: A.ip, kind: 'code', hidden: true },
];

/**
 * /adminDashboard/audit: the platform's admin actions (GET /admin/audit), newest first, filtered by
 * action; the company of an entry opens its page. The endpoint takes no keyword, so no search box.
 */
export default function AuditPage() {
  return (
    <A4Page>
      <PageHeader title={M.auditTitle} />
      <DataTable<AdminAuditEntry>
        endpoint={endpoints.admin.audit}
        columns={AUDIT_COLUMNS}
        caption={M.auditCaption}
        search={false}
        onError={(message) => toast.error(message)}
      />
    </A4Page>
  );
}
