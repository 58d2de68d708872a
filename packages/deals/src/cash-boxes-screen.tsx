import { errorMessage } from '@cc/api-client';
import { DateText, Money } from '@cc/business';
import {
  type CashBoxGlance,
  type CashBoxOverview,
  type CashClosingRow,
  DEAL_CURRENCIES,
  endpoints,
} from '@cc/contracts';
import { type ColumnDef, DataTable } from '@cc/data-table';
import { useResource } from '@cc/resources';
import { A4Page, Badge, IconPrinter, PageHeader, toast } from '@cc/ui-rtl';
import { Fragment } from 'react';
import { Link } from 'react-router';
import { DealSection } from './deal-section';
import { CASH_BOXES_MESSAGES } from './messages/cash-boxes';

const M = CASH_BOXES_MESSAGES;

/** Each cashier once, with their boxes in both currencies. */
function byCashier(boxes: readonly CashBoxGlance[]) {
  const cashiers = new Map<
    number,
    { user: CashBoxGlance['user']; branch: CashBoxGlance['branch']; boxes: CashBoxGlance[] }
  >();
  for (const b of boxes) {
    const c = cashiers.get(b.user.id) ?? { user: b.user, branch: b.branch, boxes: [] };
    c.boxes.push(b);
    cashiers.set(b.user.id, c);
  }
  return [...cashiers.values()];
}

/** Each branch once (users of none last), with what its boxes hold in both currencies. */
function byBranch(totals: CashBoxOverview['branches']) {
  const branches = new Map<number, { name: string; totals: CashBoxOverview['branches'] }>();
  for (const t of totals) {
    const key = t.branch?.id ?? 0;
    const b = branches.get(key) ?? { name: t.branch?.name ?? M.noBranch, totals: [] };
    b.totals.push(t);
    branches.set(key, b);
  }
  return [...branches.entries()].map(([id, b]) => ({ id, ...b }));
}

/** The boxes at a glance: the company's cash per currency, each branch's, then each cashier's. */
function Overview() {
  const found = useResource(endpoints.cashBox.overview, {});
  if (found.error)
    return (
      <p role="alert">
        {M.loadFailed}: {errorMessage(found.error)}
      </p>
    );
  if (!found.data) return <p role="status">{M.loading}</p>;
  const view = found.data.data;
  return (
    <>
      <DealSection title={M.companyTitle}>
        <p className="cc-deals-muted">
          {M.asOf} <DateText value={view.today} />
        </p>
        <div className="cc-deals-cards">
          {view.company.map((t) => (
            <section key={t.currency} className="cc-deals-card" aria-label={M.companyOf[t.currency]}>
              <h3 className="cc-deals-subheading">{M.companyOf[t.currency]}</h3>
              <Money amount={t.expected} currency={t.currency} />
            </section>
          ))}
        </div>
      </DealSection>
      <DealSection title={M.branchesTitle}>
        <div className="cc-deals-cards">
          {byBranch(view.branches).map((b) => (
            <section key={b.id} className="cc-deals-card" aria-label={b.name}>
              <h3 className="cc-deals-subheading">{b.name}</h3>
              <dl className="cc-deals-dl">
                {b.totals.map((t) => (
                  <Fragment key={t.currency}>
                    <dt>{M.currencies[t.currency]}</dt>
                    <dd>
                      <Money amount={t.expected} currency={t.currency} />
                    </dd>
                  </Fragment>
                ))}
              </dl>
            </section>
          ))}
        </div>
      </DealSection>
      <DealSection title={M.cashiersTitle}>
        {view.boxes.length === 0 ? (
          <p>{M.noCashiers}</p>
        ) : (
          <div className="cc-deals-cards">
            {byCashier(view.boxes).map((c) => (
              <section key={c.user.id} className="cc-deals-card" aria-label={c.user.fullName}>
                <h3 className="cc-deals-subheading">{c.user.fullName}</h3>
                <p className="cc-deals-muted">{c.branch?.name ?? M.noBranch}</p>
                <dl className="cc-deals-dl">
                  {c.boxes.map((b) => (
                    <Fragment key={b.currency}>
                      <dt>{M.currencies[b.currency]}</dt>
                      <dd>
                        <Money amount={b.expected} currency={b.currency} />{' '}
                        <span className="cc-deals-muted">
                          {b.lastClosingDay ? (
                            <>
                              {M.closedOn} <DateText value={b.lastClosingDay} />
                            </>
                          ) : (
                            M.neverClosed
                          )}
                        </span>
                      </dd>
                    </Fragment>
                  ))}
                </dl>
              </section>
            ))}
          </div>
        )}
      </DealSection>
    </>
  );
}

/** The closings report's columns: the day, who, where, the figures, and the difference marked when short. */
export function closingColumns(
  cashiers: readonly { id: number; fullName: string }[],
): ColumnDef<CashClosingRow>[] {
  const C = M.columns;
  return [
    {
      key: 'day',
      title: C.day,
      kind: 'date',
      sortable: true,
      filterType: 'startEndDate',
      render: (row) => <DateText value={row.day} />,
    },
    {
      key: 'userName',
      title: C.cashier,
      maxWidth: 9,
      filterType: 'select',
      paramKey: 'userId',
      filterOptions: cashiers.map((c) => ({ value: String(c.id), label: c.fullName })),
    },
    { key: 'branch.name', title: C.branch, maxWidth: 8, render: (row) => row.branch?.name ?? M.noBranch },
    {
      key: 'currency',
      title: C.currency,
      filterType: 'select',
      filterOptions: DEAL_CURRENCIES.map((c) => ({ value: c, label: M.currencies[c] })),
      render: (row) => M.currencies[row.currency],
    },
    {
      key: 'expected',
      title: C.expected,
      kind: 'amount',
      render: (row) => <Money amount={row.expected} currency={row.currency} />,
    },
    {
      key: 'counted',
      title: C.counted,
      kind: 'amount',
      render: (row) => <Money amount={row.counted} currency={row.currency} />,
    },
    {
      key: 'difference',
      title: C.difference,
      kind: 'amount',
      sortable: true,
      filterType: 'select',
      paramKey: 'withDifference',
      filterOptions: [{ value: 'true', label: M.withDifference }],
      render: (row) => (
        <span className={row.difference.startsWith('-') ? 'cc-cash-boxes__short' : undefined}>
          <Money amount={row.difference} currency={row.currency} />
        </span>
      ),
    },
    { key: 'note', title: C.note, maxWidth: 12, render: (row) => row.note ?? '—' },
    {
      key: 'reopened',
      title: C.state,
      render: (row) =>
        row.reopened ? (
          <Badge tone="warning">{M.reopened}</Badge>
        ) : (
          <Badge tone="success">{M.standing}</Badge>
        ),
    },
  ];
}

/**
 * /cash-box (the company account, docs/domain/cash-box.md#the-company-view): what every box should hold
 * now, per branch and for the company (each currency apart), and the report of the closings, filtered by
 * cashier, currency, days and difference, each printable.
 *
 * @example
 * <CashBoxesScreen />
 */
export function CashBoxesScreen({ debounceMs }: { debounceMs?: number }) {
  const view = useResource(endpoints.cashBox.overview, {});
  const cashiers = byCashier(view.data?.data.boxes ?? []).map((c) => c.user);
  return (
    <A4Page className="cc-deals-page">
      <PageHeader title={M.title} />
      <Overview />
      <DealSection title={M.reportTitle}>
        <DataTable<CashClosingRow>
          endpoint={endpoints.cashBox.closings}
          caption={M.reportTitle}
          columns={closingColumns(cashiers)}
          onError={(message) => toast.error(message)}
          link={Link}
          rowLabel={(row) => M.rowLabel(row.userName, row.day)}
          rowActions={(row) => [
            { label: M.print, to: `/cash-box/closings/${row.id}`, icon: <IconPrinter />, primary: true },
          ]}
          {...(debounceMs !== undefined ? { debounceMs } : {})}
        />
      </DealSection>
    </A4Page>
  );
}
