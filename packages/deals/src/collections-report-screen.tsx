import { errorMessage } from '@cc/api-client';
import { Money } from '@cc/business';
import {
  type CollectionsReport,
  DEAL_CURRENCIES,
  endpoints,
  RECEIVED_GROUP_LABELS_AR,
  RECEIVED_GROUPS,
  type ReceivedGroup,
} from '@cc/contracts';
import { toCsv } from '@cc/domain';
import { useResource } from '@cc/resources';
import { A4Page, DateInput, PageHeader, SelectInput, Spinner } from '@cc/ui-rtl';
import { useState } from 'react';
import { COLLECTIONS_MESSAGES as M } from './collections-messages';
import { ReportActions } from './report-actions';

const R = M.report;

/** The received lines as CSV (UTF-8 with BOM, Arabic titles), then the rates. */
function reportCsv(report: CollectionsReport): string {
  type Line = { name: string; currency: string; amount: string; count: number | string };
  const lines: Line[] = [
    ...report.received,
    ...report.rates.flatMap((r) => [
      { name: R.received, currency: r.currency, amount: r.received, count: '' },
      { name: R.due, currency: r.currency, amount: r.due, count: '' },
      { name: R.rate, currency: r.currency, amount: r.rate ?? '', count: '' },
    ]),
  ];
  return toCsv<Line>(lines, [
    { key: 'name', title: RECEIVED_GROUP_LABELS_AR[report.groupBy] },
    { key: 'currency', title: M.aging.currency },
    { key: 'amount', title: R.amount },
    { key: 'count', title: R.count },
  ]);
}

/**
 * /reports/collections (COLLECTIONS_READ): over a period (this month by default, a year at most) the
 * money received by day, method, branch or the user who recorded it, set against what fell due in the
 * same days (the collection rate per currency; IQD and USD never added), and the promises each user took:
 * kept, broken, still pending. CSV and A4 print.
 *
 * @example
 * <CollectionsReportScreen />
 */
export function CollectionsReportScreen() {
  const [from, setFrom] = useState<string | null>(null);
  const [to, setTo] = useState<string | null>(null);
  const [groupBy, setGroupBy] = useState<ReceivedGroup>('day');
  const answer = useResource(
    endpoints.reports.collections,
    { query: { groupBy, ...(from ? { from } : {}), ...(to ? { to } : {}) } },
    { keepPrevious: true },
  );
  const report = answer.data?.data;
  return (
    <A4Page className="cc-deals-page cc-aging">
      <PageHeader title={M.reportTitle} />
      <div className="cc-aging__bar cc-no-print">
        <DateInput label={R.from} value={from ?? report?.from ?? null} onChange={setFrom} noQuickPicks />
        <DateInput label={R.to} value={to ?? report?.to ?? null} onChange={setTo} noQuickPicks />
        <SelectInput
          label={M.aging.groupBy}
          value={groupBy}
          onChange={(e) => setGroupBy(e.target.value as ReceivedGroup)}
          options={RECEIVED_GROUPS.map((g) => ({ value: g, label: RECEIVED_GROUP_LABELS_AR[g] }))}
        />
        <ReportActions
          csv={report && { text: reportCsv(report), fileName: `collections-${report.from}-${report.to}.csv` }}
        />
      </div>
      {answer.isError ? (
        <p role="alert">{errorMessage(answer.error)}</p>
      ) : !report ? (
        <Spinner label={M.aging.loading} />
      ) : (
        <>
          <p className="cc-aging__caption">
            {R.caption(report.from.replaceAll('-', '/'), report.to.replaceAll('-', '/'))}
          </p>
          <section className="cc-aging__currency" aria-labelledby="report-rates">
            <h2 id="report-rates" className="cc-aging__title">
              {R.ratesTitle}
            </h2>
            {report.rates.length === 0 ? (
              <p className="cc-aging__empty">{R.nothing}</p>
            ) : (
              <table className="cc-aging__table">
                <thead>
                  <tr>
                    <th scope="col">{M.aging.currency}</th>
                    <th scope="col">{R.received}</th>
                    <th scope="col">{R.due}</th>
                    <th scope="col">{R.rate}</th>
                  </tr>
                </thead>
                <tbody>
                  {report.rates.map((r) => (
                    <tr key={r.currency}>
                      <th scope="row" data-label={M.aging.currency}>
                        {M.aging.currencyTitle[r.currency]}
                      </th>
                      <td data-label={R.received} className="cc-aging__num">
                        <Money amount={r.received} currency={r.currency} />
                      </td>
                      <td data-label={R.due} className="cc-aging__num">
                        <Money amount={r.due} currency={r.currency} />
                      </td>
                      <td data-label={R.rate} className="cc-aging__num cc-aging__strong">
                        {r.rate === null ? '—' : <bdi dir="ltr">{`${r.rate}%`}</bdi>}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </section>
          {DEAL_CURRENCIES.map((currency) => {
            const rows = report.received.filter((r) => r.currency === currency);
            if (rows.length === 0) return null;
            return (
              <section key={currency} className="cc-aging__currency" aria-labelledby={`received-${currency}`}>
                <h2 id={`received-${currency}`} className="cc-aging__title">
                  {R.receivedTitle} {M.aging.currencyTitle[currency]}
                </h2>
                <table className="cc-aging__table">
                  <thead>
                    <tr>
                      <th scope="col">{RECEIVED_GROUP_LABELS_AR[report.groupBy]}</th>
                      <th scope="col">{R.amount}</th>
                      <th scope="col">{R.count}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {rows.map((r) => (
                      <tr key={`${r.key}`}>
                        <th scope="row" data-label={RECEIVED_GROUP_LABELS_AR[report.groupBy]}>
                          {report.groupBy === 'day' ? (
                            <bdi dir="ltr">{r.name.replaceAll('-', '/')}</bdi>
                          ) : (
                            r.name
                          )}
                        </th>
                        <td data-label={R.amount} className="cc-aging__num">
                          <Money amount={r.amount} currency={currency} />
                        </td>
                        <td data-label={R.count} className="cc-aging__num">
                          <bdi>{r.count}</bdi>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </section>
            );
          })}
          <section className="cc-aging__currency" aria-labelledby="report-promises">
            <h2 id="report-promises" className="cc-aging__title">
              {R.promisesTitle}
            </h2>
            {report.promises.length === 0 ? (
              <p className="cc-aging__empty">{R.noPromises}</p>
            ) : (
              <table className="cc-aging__table">
                <thead>
                  <tr>
                    <th scope="col">{R.collector}</th>
                    <th scope="col">{R.made}</th>
                    <th scope="col">{R.kept}</th>
                    <th scope="col">{R.broken}</th>
                    <th scope="col">{R.pending}</th>
                  </tr>
                </thead>
                <tbody>
                  {report.promises.map((p) => (
                    <tr key={`${p.id}`}>
                      <th scope="row" data-label={R.collector}>
                        {p.name}
                      </th>
                      <td data-label={R.made} className="cc-aging__num">
                        <bdi>{p.made}</bdi>
                      </td>
                      <td data-label={R.kept} className="cc-aging__num">
                        <bdi>{p.kept}</bdi>
                      </td>
                      <td data-label={R.broken} className="cc-aging__num">
                        <bdi>{p.broken}</bdi>
                      </td>
                      <td data-label={R.pending} className="cc-aging__num">
                        <bdi>{p.pending}</bdi>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </section>
        </>
      )}
    </A4Page>
  );
}
