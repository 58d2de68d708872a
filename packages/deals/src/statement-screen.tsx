import { errorMessage } from '@cc/api-client';
import { DateText, Money } from '@cc/business';
import {
  type DealCurrency,
  dealName,
  endpoints,
  INSTALLMENT_STATUS_LABELS,
  STATEMENT_ENTRY_LABELS_AR,
  type Statement,
  type StatementDeal,
} from '@cc/contracts';
import { parseMoney, scheduleLineName, toCsv, toMajorString } from '@cc/domain';
import { useResource } from '@cc/resources';
import { A4Page, ButtonLink, PageHeader, Spinner } from '@cc/ui-rtl';
import { Link } from 'react-router';
import { COLLECTIONS_MESSAGES as CM } from './collections-messages';
import { ReportActions } from './report-actions';

const M = CM.statement;

/** What was paid of a line in money: what the statement says was paid, less what a repossession wrote off. */
function paidInMoney(i: StatementDeal['installments'][number], c: StatementDeal['currency']): string {
  if (!i.writtenOff) return i.paid;
  const paid = parseMoney(i.paid, c);
  const off = parseMoney(i.writtenOff, c);
  return paid.ok && off.ok ? toMajorString(paid.value - off.value, c) : i.paid;
}

/** The statement as CSV (UTF-8 with BOM, Arabic titles): every ledger line of every deal, then the totals. */
export function statementCsv(statement: Statement): string {
  type Line = {
    deal: string;
    currency: string;
    date: string;
    kind: string;
    number: number | string;
    debit: string;
    credit: string;
    balance: string;
    note: string;
  };
  const lines: Line[] = statement.deals.flatMap((d) =>
    d.entries.map((e) => ({
      deal: dealName(d.dealKind, d.contractNumber),
      currency: d.currency,
      date: e.date,
      kind: STATEMENT_ENTRY_LABELS_AR[e.kind],
      number: e.number ?? '',
      debit: e.debit,
      credit: e.credit,
      balance: e.balance,
      note: e.note ?? '',
    })),
  );
  for (const t of statement.totals)
    lines.push({
      deal: M.total,
      currency: t.currency,
      date: statement.today,
      kind: '',
      number: '',
      debit: t.debit,
      credit: t.credit,
      balance: t.balance,
      note: '',
    });
  return toCsv<Line>(lines, [
    { key: 'deal', title: M.deal },
    { key: 'currency', title: CM.aging.currency },
    { key: 'date', title: M.date },
    { key: 'kind', title: M.kind },
    { key: 'number', title: M.number },
    { key: 'debit', title: M.debit },
    { key: 'credit', title: M.credit },
    { key: 'balance', title: M.balance },
    { key: 'note', title: M.note },
  ]);
}

/** A money cell of the statement's tables; `dashWhenZero`: '—' for nothing (a ledger line's other side). */
function AmountCell({
  label,
  amount,
  currency,
  dashWhenZero = false,
  strong = false,
}: {
  label: string;
  amount: string;
  currency: DealCurrency;
  dashWhenZero?: boolean;
  strong?: boolean;
}) {
  return (
    <td data-label={label} className={strong ? 'cc-aging__num cc-aging__strong' : 'cc-aging__num'}>
      {dashWhenZero && Number(amount) === 0 ? '—' : <Money amount={amount} currency={currency} />}
    </td>
  );
}

/** `printable`: the part of an account card's statement offers its own print on the STATEMENT template. */
function DealPart({ part, printable = false }: { part: StatementDeal; printable?: boolean }) {
  const c = part.currency;
  return (
    <section className="cc-statement__deal" aria-labelledby={`statement-deal-${part.dealId}`}>
      <h2 id={`statement-deal-${part.dealId}`} className="cc-aging__title">
        {dealName(part.dealKind, part.contractNumber)} — {part.car.name}{' '}
        {part.car.plateNumber ? <bdi className="cc-deals-muted">{part.car.plateNumber}</bdi> : null}
        {part.status === 'CANCELLED' || part.status === 'REPOSSESSED' ? (
          <span className="cc-statement__cancelled">
            {' '}
            ({part.status === 'CANCELLED' ? M.cancelled : M.repossessed})
          </span>
        ) : null}
      </h2>
      {printable ? (
        <div className="cc-no-print">
          <ButtonLink link={Link} to={`/print-statement/${part.dealId}`} variant="secondary" size="sm">
            {M.printDeal(dealName(part.dealKind, part.contractNumber))}
          </ButtonLink>
        </div>
      ) : null}
      <h3 className="cc-statement__subtitle">{M.ledger}</h3>
      <table className="cc-aging__table cc-statement__table">
        <thead>
          <tr>
            <th scope="col">{M.date}</th>
            <th scope="col">{M.kind}</th>
            <th scope="col">{M.number}</th>
            <th scope="col">{M.debit}</th>
            <th scope="col">{M.credit}</th>
            <th scope="col">{M.balance}</th>
          </tr>
        </thead>
        <tbody>
          {part.entries.map((e, i) => (
            <tr key={`${e.kind}-${e.number ?? i}`}>
              <td data-label={M.date}>
                <DateText value={e.date} />
              </td>
              <th scope="row" data-label={M.kind}>
                {STATEMENT_ENTRY_LABELS_AR[e.kind]}
                {e.note ? <span className="cc-aging__count">{e.note}</span> : null}
              </th>
              <td data-label={M.number}>{e.number === null ? '—' : <bdi>{e.number}</bdi>}</td>
              <AmountCell label={M.debit} amount={e.debit} currency={c} dashWhenZero />
              <AmountCell label={M.credit} amount={e.credit} currency={c} dashWhenZero />
              <AmountCell label={M.balance} amount={e.balance} currency={c} strong />
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={3} data-label={M.total}>
              {M.total}
            </th>
            <AmountCell label={M.debit} amount={part.totals.debit} currency={c} />
            <AmountCell label={M.credit} amount={part.totals.credit} currency={c} />
            <AmountCell label={M.balance} amount={part.totals.balance} currency={c} />
          </tr>
        </tfoot>
      </table>
      {Number(part.totals.charges) > 0 ? (
        <p className="cc-deals-muted">
          {M.chargesInBalance}: <Money amount={part.totals.charges} currency={c} />
        </p>
      ) : null}
      {Number(part.totals.writtenOff) > 0 || Number(part.totals.refunded) > 0 ? (
        <p className="cc-deals-muted">
          {M.writtenOffTotal}: <Money amount={part.totals.writtenOff} currency={c} /> — {M.refundedTotal}:{' '}
          <Money amount={part.totals.refunded} currency={c} />
        </p>
      ) : null}
      {part.installments.length > 0 ? (
        <>
          <h3 className="cc-statement__subtitle">{M.schedule}</h3>
          <table className="cc-aging__table cc-statement__table">
            <thead>
              <tr>
                <th scope="col">{M.sequence}</th>
                <th scope="col">{M.dueDate}</th>
                <th scope="col">{M.amount}</th>
                <th scope="col">{M.paid}</th>
                <th scope="col">{M.remaining}</th>
                <th scope="col">{M.status}</th>
              </tr>
            </thead>
            <tbody>
              {part.installments.map((i) => (
                <tr key={i.sequence}>
                  <th scope="row" data-label={M.sequence}>
                    {i.sequence > 0 ? <bdi>{i.sequence}</bdi> : scheduleLineName(i.sequence)}
                  </th>
                  <td data-label={M.dueDate}>
                    <DateText value={i.dueDate} />
                  </td>
                  <AmountCell label={M.amount} amount={i.amount} currency={c} />
                  <AmountCell label={M.paid} amount={paidInMoney(i, c)} currency={c} />
                  <AmountCell label={M.remaining} amount={i.remaining} currency={c} />
                  <td data-label={M.status}>
                    {i.writtenOff ? M.writtenOff : INSTALLMENT_STATUS_LABELS[i.status]}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      ) : null}
    </section>
  );
}

/**
 * A statement of account (كشف حساب) on screen and on A4: whose (name, phone, national id, address), on
 * which day, each deal's ledger with the balance after every entry and its schedule with what was paid of
 * each line, and the totals per currency (IQD and USD never added). «تصدير CSV»; «طباعة» prints a deal's
 * statement on the company's STATEMENT template (print-statement/{id}), an account card's as shown, and
 * each of the card's deals offers its own print on the template.
 *
 * @example
 * <StatementScreen of={{ deal: 12 }} />
 */
export function StatementScreen({ of }: { of: { deal: number } | { person: number } }) {
  // Both calls take an id and answer a statement: one hook over whichever the page is of.
  const endpoint = (
    'deal' in of ? endpoints.statements.deal : endpoints.statements.person
  ) as typeof endpoints.statements.deal;
  const answer = useResource(endpoint, { params: { id: 'deal' in of ? of.deal : of.person } });
  const statement = answer.data?.data;
  return (
    <A4Page className="cc-deals-page cc-aging cc-statement">
      <PageHeader title={M.title} />
      {answer.isError ? (
        <p role="alert">{errorMessage(answer.error)}</p>
      ) : !statement ? (
        <Spinner label={M.loading} />
      ) : (
        <>
          <div className="cc-aging__bar cc-no-print">
            <ReportActions
              csv={{
                text: statementCsv(statement),
                fileName: `statement-${statement.person.id}-${statement.today}.csv`,
              }}
              // A deal's statement prints on the company's STATEMENT template (the print feature's page).
              printTo={'deal' in of ? `/print-statement/${of.deal}` : undefined}
            />
          </div>
          <dl className="cc-statement__head">
            <div>
              <dt>{M.name}</dt>
              <dd>{statement.person.fullName}</dd>
            </div>
            {statement.person.phone ? (
              <div>
                <dt>{M.phone}</dt>
                <dd>
                  <bdi dir="ltr">{statement.person.phone}</bdi>
                </dd>
              </div>
            ) : null}
            {statement.person.nationalId ? (
              <div>
                <dt>{M.nationalId}</dt>
                <dd>
                  <bdi dir="ltr">{statement.person.nationalId}</bdi>
                </dd>
              </div>
            ) : null}
            <div>
              <dt>{M.on}</dt>
              <dd>
                <DateText value={statement.today} />
              </dd>
            </div>
          </dl>
          {statement.deals.length === 0 ? <p className="cc-aging__empty">{M.noDeals}</p> : null}
          {statement.deals.map((part) => (
            <DealPart key={part.dealId} part={part} printable={'person' in of} />
          ))}
          {statement.totals.length > 0 ? (
            <section aria-labelledby="statement-totals">
              <h2 id="statement-totals" className="cc-aging__title">
                {M.totals}
              </h2>
              <table className="cc-aging__table">
                <thead>
                  <tr>
                    <th scope="col">{CM.aging.currency}</th>
                    <th scope="col">{M.debit}</th>
                    <th scope="col">{M.credit}</th>
                    <th scope="col">{M.balance}</th>
                  </tr>
                </thead>
                <tbody>
                  {statement.totals.map((t) => (
                    <tr key={t.currency}>
                      <th scope="row" data-label={CM.aging.currency}>
                        {CM.aging.currencyTitle[t.currency]}
                      </th>
                      <AmountCell label={M.debit} amount={t.debit} currency={t.currency} />
                      <AmountCell label={M.credit} amount={t.credit} currency={t.currency} />
                      <AmountCell label={M.balance} amount={t.balance} currency={t.currency} strong />
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
          ) : null}
        </>
      )}
    </A4Page>
  );
}
