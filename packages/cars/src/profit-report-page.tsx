import { errorMessage } from '@cc/api-client';
import { Money, useCompanyToday } from '@cc/business';
import { endpoints, type ProfitReport } from '@cc/contracts';
import { useResource } from '@cc/resources';
import { A4Page, DateInput, EmptyState, LoadStatus, PageHeader, SelectInput } from '@cc/ui-rtl';
import { useState } from 'react';
import { CAR_RECORD_MESSAGES } from './record-messages';

const M = CAR_RECORD_MESSAGES.profitReport;

function Figures({ report }: { report: ProfitReport }) {
  if (report.rows.length === 0) return <EmptyState>{M.empty}</EmptyState>;
  return (
    <div className="cc-cars-report">
      <table className="cc-cars-report__table" aria-label={M.title}>
        <thead>
          <tr>
            <th scope="col">{report.groupBy === 'month' ? M.month : M.branch}</th>
            <th scope="col">{M.currency}</th>
            <th scope="col">{M.sales}</th>
            <th scope="col">{M.revenue}</th>
            <th scope="col">{M.cost}</th>
            <th scope="col">{M.net}</th>
          </tr>
        </thead>
        <tbody>
          {report.rows.map((r) => (
            <tr key={`${r.key}|${r.currency}`}>
              <th scope="row" data-label={report.groupBy === 'month' ? M.month : M.branch}>
                {report.groupBy === 'month' ? <bdi dir="ltr">{r.name}</bdi> : r.name || M.noBranch}
              </th>
              <td data-label={M.currency}>{M.currencies[r.currency]}</td>
              <td data-label={M.sales}>
                <bdi>{r.sales}</bdi>
              </td>
              <td data-label={M.revenue}>
                <Money amount={r.revenue} currency={r.currency} />
              </td>
              <td data-label={M.cost}>
                <Money amount={r.cost} currency={r.currency} />
              </td>
              <td data-label={M.net}>
                <Money amount={r.net} currency={r.currency} />
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          {report.totals.map((t) => (
            <tr key={t.currency}>
              <th scope="row">{M.total}</th>
              <td data-label={M.currency}>{M.currencies[t.currency]}</td>
              <td data-label={M.sales}>
                <bdi>{t.sales}</bdi>
              </td>
              <td data-label={M.revenue}>
                <Money amount={t.revenue} currency={t.currency} />
              </td>
              <td data-label={M.cost}>
                <Money amount={t.cost} currency={t.currency} />
              </td>
              <td data-label={M.net}>
                <Money amount={t.net} currency={t.currency} />
              </td>
            </tr>
          ))}
        </tfoot>
      </table>
    </div>
  );
}

/**
 * /reports/profit (CAR_COSTS, docs/domain/car-costs.md#the-profit-report): the profit of the sales of a
 * period (this year so far by default), by month or by branch, each currency apart with its totals.
 */
export default function ProfitReportPage() {
  const today = useCompanyToday();
  const [from, setFrom] = useState<string | null>(null);
  const [to, setTo] = useState<string | null>(null);
  const [groupBy, setGroupBy] = useState<'month' | 'branch'>('month');
  const query = { from: from ?? `${today.slice(0, 4)}-01-01`, to: to ?? today, groupBy };
  const found = useResource(endpoints.carCosts.report, { query }, { keepPrevious: true });
  return (
    <A4Page>
      <PageHeader title={M.title} />
      <p>{M.hint}</p>
      <div className="cc-cars-report__filters">
        <DateInput label={M.from} value={query.from} onChange={(v) => setFrom(v)} noQuickPicks />
        <DateInput label={M.to} value={query.to} onChange={(v) => setTo(v)} noQuickPicks />
        <SelectInput
          label={M.groupBy}
          value={groupBy}
          onChange={(e) => setGroupBy(e.target.value as 'month' | 'branch')}
          options={[
            { value: 'month', label: M.byMonth },
            { value: 'branch', label: M.byBranch },
          ]}
        />
      </div>
      {found.error ? (
        <p role="alert">{errorMessage(found.error)}</p>
      ) : found.data ? (
        <Figures report={found.data.data} />
      ) : (
        <LoadStatus />
      )}
    </A4Page>
  );
}
