import { errorMessage } from '@cc/api-client';
import { isCompanyAccount, useSession } from '@cc/auth';
import { DateText } from '@cc/business';
import { type Branch, endpoints } from '@cc/contracts';
import { useResource } from '@cc/resources';
import { Button, PageHeader, SelectInput } from '@cc/ui-rtl';
import { useState } from 'react';
import { DashboardLoading, DashboardView } from './dashboard-view';
import { DASHBOARD_MESSAGES as M } from './messages';
import { dashboardRead } from './reads';

/**
 * The company account narrows the figures to one branch (GET /branches; cars stay company-wide). While the
 * branches are read it holds its place (disabled, on «كل الفروع»), so the figures below do not move down
 * when they arrive; a company without branches shows none.
 */
function BranchFilter({ value, onChange }: { value: number | null; onChange: (id: number | null) => void }) {
  const branches = useResource(endpoints.branches.list, undefined);
  const list: Branch[] = branches.data?.data ?? [];
  if (!branches.isPending && list.length === 0) return null;
  return (
    <SelectInput
      label={M.branch}
      disabled={branches.isPending}
      value={value === null ? '' : String(value)}
      onChange={(event) => onChange(event.target.value ? Number(event.target.value) : null)}
      options={[
        { value: '', label: M.allBranches },
        ...list.map((b) => ({ value: String(b.id), label: b.name })),
      ]}
    />
  );
}

/**
 * The home page (the index route, GET_DASHBOARD): the state of the business today in the company's time
 * zone, per currency (docs/domain/dashboard.md). Loading, failure (with a retry) and the figures.
 *
 * @example
 * { path: '', permission: 'GET_DASHBOARD', screen: () => import('./dashboard-screen') }
 */
export default function DashboardScreen() {
  const companyAccount = useSession(isCompanyAccount);
  const [branchId, setBranchId] = useState<number | null>(null);
  const dashboard = useResource(...dashboardRead(branchId));
  const data = dashboard.data?.data;
  return (
    <div className="cc-dash-page">
      <PageHeader
        title={M.title}
        subtitle={
          data ? (
            <>
              {M.today} <DateText value={data.today} />
            </>
          ) : undefined
        }
        actions={companyAccount ? <BranchFilter value={branchId} onChange={setBranchId} /> : undefined}
      />
      {branchId !== null ? <p className="cc-dash-muted">{M.carsNote}</p> : null}
      {dashboard.isPending ? (
        <DashboardLoading />
      ) : dashboard.error ? (
        <div className="cc-dash-error" role="alert">
          <p>{errorMessage(dashboard.error) || M.loadFailed}</p>
          <Button onClick={() => dashboard.refetch()}>{M.retry}</Button>
        </div>
      ) : data ? (
        <DashboardView data={data} />
      ) : null}
    </div>
  );
}
