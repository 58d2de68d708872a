import { type AdminStats, adminStatsSchema } from '@cc/contracts';
import { A4Page, PageHeader, Spinner } from '@cc/ui-rtl';
import { useEffect, useState } from 'react';
import { useApi } from '../app/api-context';
import { MESSAGES } from '../messages';

const T = MESSAGES.admin;

type Stats = { state: 'loading' } | { state: 'ready'; stats: AdminStats } | { state: 'failed' };

/** The admin dashboard's index: heading and the platform figures from GET /admin/stats. */
export function AdminHomePage() {
  const api = useApi();
  const [result, setResult] = useState<Stats>({ state: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    api
      .getData<unknown>('admin/stats', { signal: controller.signal })
      .then((data) => {
        const parsed = adminStatsSchema.safeParse(data);
        setResult(parsed.success ? { state: 'ready', stats: parsed.data } : { state: 'failed' });
      })
      .catch(() => {
        if (!controller.signal.aborted) setResult({ state: 'failed' });
      });
    return () => controller.abort();
  }, [api]);

  return (
    <A4Page>
      <PageHeader title={T.title} />
      {result.state === 'loading' ? <Spinner label={MESSAGES.loading} /> : null}
      {result.state === 'failed' ? <p className="app-muted">{T.statsUnavailable}</p> : null}
      {result.state === 'ready' ? (
        <dl className="app-stats">
          <div className="app-stats__card">
            <dt>{T.companies}</dt>
            <dd>{result.stats.companies.toLocaleString('ar-u-nu-latn')}</dd>
          </div>
          <div className="app-stats__card">
            <dt>{T.activeCompanies}</dt>
            <dd>{result.stats.activeCompanies.toLocaleString('ar-u-nu-latn')}</dd>
          </div>
          <div className="app-stats__card">
            <dt>{T.users}</dt>
            <dd>{result.stats.users.toLocaleString('ar-u-nu-latn')}</dd>
          </div>
        </dl>
      ) : null}
    </A4Page>
  );
}
