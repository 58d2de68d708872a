import { endpoints } from '@cc/contracts';
import { useResource } from '@cc/resources';
import { A4Page, PageHeader, Spinner } from '@cc/ui-rtl';
import { MESSAGES } from '../messages';

const T = MESSAGES.admin;
const count = (n: number) => <bdi>{n.toLocaleString('ar-u-nu-latn')}</bdi>;

/** The admin dashboard's index: heading and the platform figures from GET /admin/stats. */
export default function AdminHomePage() {
  const stats = useResource(endpoints.admin.stats, undefined);
  return (
    <A4Page>
      <PageHeader title={T.title} />
      {stats.isPending ? <Spinner label={MESSAGES.loading} /> : null}
      {stats.isError ? <p className="app-muted">{T.statsUnavailable}</p> : null}
      {stats.data ? (
        <dl className="app-stats">
          <div className="app-stats__card">
            <dt>{T.companies}</dt>
            <dd>{count(stats.data.data.companies)}</dd>
          </div>
          <div className="app-stats__card">
            <dt>{T.activeCompanies}</dt>
            <dd>{count(stats.data.data.activeCompanies)}</dd>
          </div>
          <div className="app-stats__card">
            <dt>{T.users}</dt>
            <dd>{count(stats.data.data.users)}</dd>
          </div>
        </dl>
      ) : null}
    </A4Page>
  );
}
