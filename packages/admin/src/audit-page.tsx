import {
  ADMIN_AUDIT_ACTION_LABELS_AR,
  ADMIN_AUDIT_ACTIONS,
  type AdminAuditEntry,
  endpoints,
} from '@cc/contracts';
import type { ColumnDef, FilterOption } from '@cc/data-table';
import { DataTable, filtersFromSearch } from '@cc/data-table';
import { useResource } from '@cc/resources';
import { A4Page, PageHeader, toast } from '@cc/ui-rtl';
import { useMemo } from 'react';
import { Link, useLocation } from 'react-router';
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

/**
 * The audit list's columns; the company column filters by `companyId` (its choices: the companies the
 * page loaded, by name).
 */
export function auditColumns(companies: readonly FilterOption[]): readonly ColumnDef<AdminAuditEntry>[] {
  return [
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
      filterType: 'select',
      paramKey: 'companyId',
      filterOptions: [...companies],
    },
    { key: 'changes', title: A.changes, maxWidth: 22, render: (e) => changesText(e.changes) },
    { key: 'ip', title: A.ip, kind: 'code', hidden: true },
  ];
}

/** The company filter's choices: every company by name, plus a linked id the list does not hold. */
function useCompanyOptions(linkedId: string | undefined): FilterOption[] {
  const list = useResource(endpoints.admin.companies, {
    query: { size: 100, sortBy: 'name', sortDirection: 'asc' },
  });
  return useMemo(() => {
    const options = (list.data?.data ?? []).map((c) => ({ value: String(c.id), label: c.name }));
    if (linkedId && !options.some((o) => o.value === linkedId))
      options.push({ value: linkedId, label: A.companyNumber(linkedId) });
    return options;
  }, [list.data, linkedId]);
}

/**
 * /adminDashboard/audit: the platform's admin actions (GET /admin/audit), newest first, filtered by
 * action and company (`?companyId=` from a company's page starts it filtered); the company of an entry
 * opens its page. The endpoint takes no keyword, so no search box.
 */
export default function AuditPage() {
  const { search } = useLocation();
  const linkedId = new URLSearchParams(search).get('companyId') ?? undefined;
  const companies = useCompanyOptions(linkedId);
  const columns = useMemo(() => auditColumns(companies), [companies]);
  return (
    <A4Page>
      <PageHeader title={M.auditTitle} />
      <DataTable<AdminAuditEntry>
        // A link's company (?companyId=, from the company's page) starts the list; a new link remounts it.
        key={search}
        initialFilters={filtersFromSearch(columns, search)}
        endpoint={endpoints.admin.audit}
        columns={columns}
        caption={M.auditCaption}
        search={false}
        onError={(message) => toast.error(message)}
      />
    </A4Page>
  );
}
