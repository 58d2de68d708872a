import { errorMessage } from '@cc/api-client';
import { Money } from '@cc/business';
import {
  AGING_GROUP_LABELS_AR,
  AGING_GROUPS,
  type AgingGroup,
  type AgingReport,
  agingBandLabel,
  DEAL_CURRENCIES,
  type DealCurrency,
  endpoints,
} from '@cc/contracts';
import { toCsv } from '@cc/domain';
import { useResource } from '@cc/resources';
import { A4Page, PageHeader, SelectInput, Spinner } from '@cc/ui-rtl';
import { useState } from 'react';
import { Link } from 'react-router';
import { COLLECTIONS_MESSAGES as M } from './collections-messages';
import { ReportActions } from './report-actions';

const R = M.aging;
type Row = AgingReport['rows'][number];

/** The queue of a row's deals: its branch's or collector's, or found by the buyer's name. */
function drillDown(groupBy: AgingGroup, row: Row): string {
  const query =
    groupBy === 'branch'
      ? row.id === null
        ? null
        : `branchId=${row.id}`
      : groupBy === 'collector'
        ? row.id === null
          ? null
          : `collectorId=${row.id}`
        : `keyword=${encodeURIComponent(row.name)}`;
  return query ? `/collections?${query}` : '/collections';
}

/** The report as CSV (UTF-8 with BOM, Arabic titles): a line per group and currency, then the totals. */
function reportCsv(report: AgingReport): string {
  type Line = { currency: string; name: string; amounts: string[]; total: string; count: number };
  const lines: Line[] = [...report.rows, ...report.totals.map((t) => ({ ...t, name: R.total }))];
  return toCsv<Line>(lines, [
    { key: 'name', title: AGING_GROUP_LABELS_AR[report.groupBy] },
    { key: 'currency', title: R.currency },
    ...report.bands.map((b, i) => ({
      key: b.key,
      title: agingBandLabel(b),
      value: (l: Line) => l.amounts[i],
    })),
    { key: 'total', title: R.total },
    { key: 'count', title: R.count },
  ]);
}

function Figures({
  amounts,
  counts,
  currency,
  bands,
}: {
  amounts: readonly string[];
  counts: readonly number[];
  currency: DealCurrency;
  bands: AgingReport['bands'];
}) {
  return amounts.map((amount, i) => (
    <td key={bands[i]!.key} data-label={agingBandLabel(bands[i]!)} className="cc-aging__num">
      {counts[i] ? (
        <>
          <Money amount={amount} currency={currency} />
          <span className="cc-aging__count">{R.instalments(counts[i]!)}</span>
        </>
      ) : (
        <span className="cc-aging__zero">—</span>
      )}
    </td>
  ));
}

/** One currency's table: a row per group (its name opens the queue of its deals), then the total. */
function CurrencyTable({ report, currency }: { report: AgingReport; currency: DealCurrency }) {
  const rows = report.rows.filter((r) => r.currency === currency);
  const total = report.totals.find((t) => t.currency === currency);
  if (!total) return null;
  const group = AGING_GROUP_LABELS_AR[report.groupBy];
  return (
    <section className="cc-aging__currency" aria-labelledby={`aging-${currency}`}>
      <h2 id={`aging-${currency}`} className="cc-aging__title">
        {R.currencyTitle[currency]}
      </h2>
      <table className="cc-aging__table">
        <thead>
          <tr>
            <th scope="col">{group}</th>
            {report.bands.map((b) => (
              <th scope="col" key={b.key}>
                {agingBandLabel(b)}
              </th>
            ))}
            <th scope="col">{R.total}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={`${row.id}`}>
              <th scope="row" data-label={group}>
                <Link to={drillDown(report.groupBy, row)}>{row.name}</Link>
              </th>
              <Figures amounts={row.amounts} counts={row.counts} currency={currency} bands={report.bands} />
              <td data-label={R.total} className="cc-aging__num cc-aging__strong">
                <Money amount={row.total} currency={currency} />
                <span className="cc-aging__count">{R.instalments(row.count)}</span>
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" data-label={group}>
              {R.total}
            </th>
            <Figures amounts={total.amounts} counts={total.counts} currency={currency} bands={report.bands} />
            <td data-label={R.total} className="cc-aging__num cc-aging__strong">
              <Money amount={total.total} currency={currency} />
              <span className="cc-aging__count">{R.instalments(total.count)}</span>
            </td>
          </tr>
        </tfoot>
      </table>
    </section>
  );
}

/**
 * /reports/aging (COLLECTIONS_READ): the overdue money by the company's aging bands, per branch,
 * collector or buyer, a table per currency (IQD and USD never added) with the totals; a row's name opens
 * the queue of its deals. «تصدير CSV» saves what is shown; «طباعة» prints it on A4.
 *
 * @example
 * <AgingScreen />
 */
export function AgingScreen() {
  const [groupBy, setGroupBy] = useState<AgingGroup>('branch');
  const [currency, setCurrency] = useState<DealCurrency | ''>('');
  const [branchId, setBranchId] = useState('');
  const branches = useResource(endpoints.branches.list, undefined, { retry: false });
  const answer = useResource(
    endpoints.reports.aging,
    {
      query: {
        groupBy,
        ...(currency ? { currency } : {}),
        ...(branchId ? { branchId: Number(branchId) } : {}),
      },
    },
    { keepPrevious: true },
  );
  const report = answer.data?.data;
  return (
    <A4Page className="cc-deals-page cc-aging">
      <PageHeader title={M.agingTitle} />
      <div className="cc-aging__bar cc-no-print">
        <SelectInput
          label={R.groupBy}
          value={groupBy}
          onChange={(e) => setGroupBy(e.target.value as AgingGroup)}
          options={AGING_GROUPS.map((g) => ({ value: g, label: AGING_GROUP_LABELS_AR[g] }))}
        />
        <SelectInput
          label={R.currency}
          value={currency}
          onChange={(e) => setCurrency(e.target.value as DealCurrency | '')}
          placeholder={R.allCurrencies}
          options={DEAL_CURRENCIES.map((c) => ({ value: c, label: R.currencyTitle[c] }))}
        />
        {(branches.data?.data.length ?? 0) > 1 ? (
          <SelectInput
            label={M.branch}
            value={branchId}
            onChange={(e) => setBranchId(e.target.value)}
            placeholder={R.allBranches}
            options={(branches.data?.data ?? []).map((b) => ({ value: String(b.id), label: b.name }))}
          />
        ) : null}
        <ReportActions
          csv={
            report && report.totals.length > 0
              ? { text: reportCsv(report), fileName: `aging-${report.groupBy}-${report.today}.csv` }
              : null
          }
        />
      </div>
      {report ? (
        <p className="cc-aging__caption">
          {R.caption(report.today.replaceAll('-', '/'))}
          {report.truncated ? ` ${R.truncated}` : ''}
        </p>
      ) : null}
      {answer.isError ? (
        <p role="alert">{errorMessage(answer.error)}</p>
      ) : !report ? (
        <Spinner label={R.loading} />
      ) : report.totals.length === 0 ? (
        <p className="cc-aging__empty">{R.empty}</p>
      ) : (
        DEAL_CURRENCIES.map((c) => <CurrencyTable key={c} report={report} currency={c} />)
      )}
    </A4Page>
  );
}
