import { errorMessage } from '@cc/api-client';
import { type AdminStats, endpoints } from '@cc/contracts';
import { useResource } from '@cc/resources';
import { A4Page, ButtonLink, PageHeader, Spinner } from '@cc/ui-rtl';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { formatCount, formatTotal } from './format';
import { ADMIN_MESSAGES as M } from './messages';
import { adminPaths } from './paths';

const NewCompaniesChart = lazy(() =>
  import('./new-companies-chart').then((m) => ({ default: m.NewCompaniesChart })),
);

const F = M.figures;

/** The counted figures, in the order shown (before this month's payments). */
const COUNTS = ['activeCompanies', 'suspendedCompanies', 'users', 'cars', 'deals'] as const;

function Figure({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="cc-admin-stats__card">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** The figures of GET /admin/stats: counts, then this month's payments one currency per line. */
export function AdminFigures({ stats }: { stats: AdminStats }) {
  return (
    <dl className="cc-admin-stats">
      {COUNTS.map((key) => (
        <Figure key={key} label={F[key]}>
          <bdi>{formatCount(stats[key])}</bdi>
        </Figure>
      ))}
      <Figure label={F.paymentsThisMonth}>
        {/* IQD and USD each on its own line: never added together. */}
        {stats.paymentsThisMonth.map((total) => (
          <span key={total.currency} className="cc-admin-stats__money" data-currency={total.currency}>
            <bdi dir="ltr">{formatTotal(total)}</bdi>
            <small>{M.paymentsCount(formatCount(total.count))}</small>
          </span>
        ))}
      </Figure>
    </dl>
  );
}

/**
 * /adminDashboard: the platform's figures (companies active and suspended, users, cars, deals, this
 * month's payments per currency) and the new companies of the last 12 months as a small chart.
 */
export default function AdminHomePage() {
  const stats = useResource(endpoints.admin.stats, undefined);
  const data = stats.data?.data;
  return (
    <A4Page>
      <PageHeader
        title={M.homeTitle}
        actions={
          <ButtonLink link={Link} to={adminPaths.newCompany}>
            {M.addCompany}
          </ButtonLink>
        }
      />
      {stats.isPending ? <Spinner /> : null}
      {stats.isError ? (
        <p className="cc-admin-muted" role="alert">
          {M.statsUnavailable}: {errorMessage(stats.error)}
        </p>
      ) : null}
      {data ? (
        <>
          <AdminFigures stats={data} />
          <section className="cc-admin-panel" aria-labelledby="cc-admin-chart">
            <h2 id="cc-admin-chart" className="cc-admin-panel__title">
              {M.newCompaniesChart}
            </h2>
            <Suspense fallback={<Spinner />}>
              <NewCompaniesChart months={data.newCompaniesPerMonth} />
            </Suspense>
          </section>
        </>
      ) : null}
    </A4Page>
  );
}
