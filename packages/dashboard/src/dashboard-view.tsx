import { DateText, Money } from '@cc/business';
import type { AgeBandFigure, Dashboard, DealCurrency, PerCurrency } from '@cc/contracts';
import { addDays } from '@cc/domain';
import { Spinner, TableHead } from '@cc/ui-rtl';
import { lazy, type ReactNode, Suspense, useEffect, useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { DASHBOARD_MESSAGES as M } from './messages';
import { monthLabel } from './month-label';
import { dashboardPaths as P } from './paths';

// The charts and their library load on demand: their own chunk, fetched when a chart comes near the
// viewport (below the cards on a phone, so the first screen does not wait for the library).
const MonthsChart = lazy(() => import('./charts').then((m) => ({ default: m.MonthsChart })));
const BandsChart = lazy(() => import('./charts').then((m) => ({ default: m.BandsChart })));

const CURRENCIES: readonly DealCurrency[] = ['IQD', 'USD'];

/** Both currencies of a figure, one under the other (never added together). */
function Amounts({ amounts }: { amounts: PerCurrency }) {
  return (
    <span className="cc-dash-amounts">
      {CURRENCIES.map((c) => (
        <span key={c} className="cc-dash-amount" data-zero={Number(amounts[c]) === 0 || undefined}>
          <Money amount={amounts[c]} currency={c} />
        </span>
      ))}
    </span>
  );
}

/** A figure of a card under its own label, both currencies, the label naming the group. */
function LabelledAmounts({ label, amounts }: { label: string; amounts: PerCurrency }) {
  const id = useId();
  return (
    // biome-ignore lint/a11y/useSemanticElements: a <fieldset> would bring form semantics and styles.
    <div role="group" aria-labelledby={id}>
      <p id={id} className="cc-dash-muted">
        {label}
      </p>
      <Amounts amounts={amounts} />
    </div>
  );
}

function Card({ title, to, children }: { title: string; to?: string; children: ReactNode }) {
  return (
    <section className="cc-dash-card" aria-label={title}>
      <h2 className="cc-dash-card__title">{to ? <Link to={to}>{title}</Link> : title}</h2>
      <div className="cc-dash-card__body">{children}</div>
    </section>
  );
}

const hasAny = (values: readonly PerCurrency[], currency: DealCurrency) =>
  values.some((v) => Number(v[currency]) !== 0);

/** The currency switch of the charts (IQD and USD are never drawn on one scale). */
function CurrencySwitch({ value, onChange }: { value: DealCurrency; onChange: (c: DealCurrency) => void }) {
  return (
    <fieldset className="cc-dash-switch">
      <legend className="cc-visually-hidden">{M.currency}</legend>
      {CURRENCIES.map((c) => (
        <label key={c} className="cc-dash-switch__option" data-checked={value === c || undefined}>
          <input
            type="radio"
            name="cc-dash-currency"
            value={c}
            checked={value === c}
            onChange={() => onChange(c)}
          />
          {M.currencies[c]}
        </label>
      ))}
    </fieldset>
  );
}

/**
 * The plot's box: its children (the lazy chart) render once the box is within 300 px of the viewport,
 * the loading line until then. Where the browser has no IntersectionObserver, at once.
 */
function NearViewport({
  className,
  label,
  height,
  children,
}: {
  className: string;
  label: string;
  height: number;
  children: ReactNode;
}) {
  const box = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = box.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: '300px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return (
    <div ref={box} className={className} role="img" aria-label={label} style={{ blockSize: height }}>
      {near ? children : <p className="cc-dash-empty">{M.chartLoading}</p>}
    </div>
  );
}

function ChartPanel({
  title,
  height,
  empty,
  currency,
  columns,
  rows,
  children,
}: {
  title: string;
  /** The plot's height in pixels, kept while the chart loads (nothing below it jumps). */
  height: number;
  empty: boolean;
  /** The currency the chart and its table show (named in the table's caption). */
  currency: DealCurrency;
  /** The headers of the table behind the chart, and its rows. */
  columns: string[];
  rows: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="cc-dash-chart" aria-label={title}>
      <h2 className="cc-dash-card__title">{title}</h2>
      {empty ? (
        <p className="cc-dash-empty">{M.chartEmpty}</p>
      ) : (
        <NearViewport className="cc-dash-chart__plot" label={title} height={height}>
          <Suspense fallback={<p className="cc-dash-empty">{M.chartLoading}</p>}>{children}</Suspense>
        </NearViewport>
      )}
      <details className="cc-dash-table">
        <summary>{M.asTable}</summary>
        <table className="cc-dash-data">
          <caption>{`${title} (${M.currencies[currency]})`}</caption>
          <TableHead columns={columns} />
          <tbody>{rows}</tbody>
        </table>
      </details>
    </section>
  );
}

/** Props of {@link DashboardView}. */
export interface DashboardViewProps {
  data: Dashboard;
}

/**
 * The dashboard's figures: cards (each leading to its filtered list), the repossessed cars' losses and
 * kept debts (only when there are some), the due-soon list, and the charts of the 12 months and of the
 * overdue age bands, each with its table behind it.
 *
 * @example
 * <DashboardView data={dashboard} />
 */
export function DashboardView({ data }: DashboardViewProps) {
  const navigate = useNavigate();
  const [currency, setCurrency] = useState<DealCurrency>(() =>
    hasAny([data.outstanding, ...data.months.map((m) => m.sales)], 'IQD') ||
    !hasAny([data.outstanding, ...data.months.map((m) => m.sales)], 'USD')
      ? 'IQD'
      : 'USD',
  );
  const monthsEmpty = !data.months.some((m) => hasAny([m.sales, m.collections], currency));
  const bandsEmpty = !data.ageBands.some((b) => Number(b.amounts[currency]) !== 0);
  const openBand = (band: AgeBandFigure) => navigate(P.band(band));
  const soonEnd = addDays(data.today, 6);

  return (
    <div className="cc-dash">
      <div className="cc-dash-cards">
        <Card title={M.cars}>
          <ul className="cc-dash-list">
            {(['Pending', 'Active', 'Paid'] as const).map((s) => (
              <li key={s}>
                <Link to={P.cars(s)}>
                  {M.carStatus[s]} <b className="cc-dash-num">{data.cars[s]}</b>
                </Link>
              </li>
            ))}
          </ul>
        </Card>
        <Card title={M.dealsThisMonth}>
          <ul className="cc-dash-list">
            <li>
              <Link to={P.dealsOfMonth('CONTRACT', data)}>
                {M.contracts} <b className="cc-dash-num">{data.dealsThisMonth.contracts}</b>
              </Link>
            </li>
            <li>
              <Link to={P.dealsOfMonth('AUTHORIZATION', data)}>
                {M.authorizations} <b className="cc-dash-num">{data.dealsThisMonth.authorizations}</b>
              </Link>
            </li>
          </ul>
        </Card>
        <Card title={M.collectedToday}>
          <Amounts amounts={data.collectedToday} />
        </Card>
        <Card title={M.collectedThisMonth}>
          <Amounts amounts={data.collectedThisMonth} />
        </Card>
        <Card title={M.outstanding} to={P.activeDeals}>
          <Amounts amounts={data.outstanding} />
        </Card>
        {data.profitThisMonth ? (
          <Card title={M.profitThisMonth} to="/reports/profit">
            {data.profitThisMonth.length === 0 ? (
              <p className="cc-dash-muted">{M.noSalesThisMonth}</p>
            ) : (
              data.profitThisMonth.map((p) => (
                <p key={p.currency} className="cc-dash-num">
                  <Money amount={p.net} currency={p.currency} />{' '}
                  <span className="cc-dash-muted">{M.profitSales(p.sales)}</span>
                </p>
              ))
            )}
          </Card>
        ) : null}
        {data.repossessions.count > 0 ? (
          <Card title={M.repossessions}>
            <p className="cc-dash-num cc-dash-big">{M.repossessionsCount(data.repossessions.count)}</p>
            <LabelledAmounts label={M.writtenOff} amounts={data.repossessions.writtenOff} />
            <LabelledAmounts label={M.keptDebt} amounts={data.repossessions.keptDebt} />
          </Card>
        ) : null}
        <Card title={M.overdue} to={P.overdue}>
          <p className="cc-dash-num cc-dash-big" data-alert={data.overdue.count > 0 || undefined}>
            {M.overdueCount(data.overdue.count)}
          </p>
          <Amounts amounts={data.overdue.amounts} />
          <p className="cc-dash-muted">
            {M.oldest}:{' '}
            {data.overdue.oldestDueDate ? <DateText value={data.overdue.oldestDueDate} /> : M.none}
          </p>
        </Card>
      </div>

      <section className="cc-dash-card cc-dash-soon" aria-label={M.dueSoon}>
        <h2 className="cc-dash-card__title">
          <Link to={P.dueBetween(data.today, soonEnd)}>{M.dueSoon}</Link>
        </h2>
        {data.dueSoon.items.length === 0 ? (
          <p className="cc-dash-empty">{M.dueSoonEmpty}</p>
        ) : (
          <>
            <Amounts amounts={data.dueSoon.amounts} />
            <ul className="cc-dash-soon__list">
              {data.dueSoon.items.map((item) => (
                <li key={item.installmentId}>
                  <Link to={P.deal(item.dealKind, item.dealId)} className="cc-dash-soon__row">
                    <span>
                      {M.kind[item.dealKind]} <bdi className="cc-dash-num">{item.contractNumber}</bdi> ·{' '}
                      {item.buyerName}
                    </span>
                    <span className="cc-dash-soon__meta">
                      <DateText value={item.dueDate} />{' '}
                      <Money amount={item.amount} currency={item.currency} />
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
            {data.dueSoon.count > data.dueSoon.items.length ? (
              <Link to={P.dueBetween(data.today, soonEnd)} className="cc-dash-muted">
                {M.dueSoonMore(data.dueSoon.count - data.dueSoon.items.length)}
              </Link>
            ) : null}
          </>
        )}
      </section>

      <CurrencySwitch value={currency} onChange={setCurrency} />
      <div className="cc-dash-charts">
        <ChartPanel
          title={M.monthsChart}
          height={260}
          empty={monthsEmpty}
          currency={currency}
          columns={[M.month, M.sales, M.collections]}
          rows={data.months.map((m) => (
            <tr key={m.month}>
              <th scope="row">{monthLabel(m.month)}</th>
              <td>
                <Money amount={m.sales[currency]} currency={currency} />
              </td>
              <td>
                <Money amount={m.collections[currency]} currency={currency} />
              </td>
            </tr>
          ))}
        >
          <MonthsChart months={data.months} currency={currency} />
        </ChartPanel>
        <ChartPanel
          title={M.bandsChart}
          height={220}
          empty={bandsEmpty}
          currency={currency}
          columns={[M.band, M.count, M.amount]}
          rows={data.ageBands.map((b) => (
            <tr key={b.band}>
              <th scope="row">{M.bands[b.band]}</th>
              <td className="cc-dash-num">{b.count}</td>
              <td>
                <Money amount={b.amounts[currency]} currency={currency} />
              </td>
            </tr>
          ))}
        >
          <BandsChart bands={data.ageBands} currency={currency} onOpen={openBand} />
        </ChartPanel>
        <nav className="cc-dash-bands" aria-label={M.bandsChart}>
          {data.ageBands.map((b) => (
            <Link
              key={b.band}
              to={P.band(b)}
              className="cc-dash-band"
              data-empty={b.count === 0 || undefined}
            >
              <span>{M.bands[b.band]}</span>
              <b className="cc-dash-num">{b.count}</b>
              <Amounts amounts={b.amounts} />
            </Link>
          ))}
        </nav>
      </div>
    </div>
  );
}

/** The loading state: the page's frame with a spinner and a line saying what loads. */
export function DashboardLoading() {
  return (
    <div className="cc-dash-loading" role="status">
      <Spinner />
      <span>{M.loading}</span>
    </div>
  );
}
