import { errorMessage } from '@cc/api-client';
import { DateText, Money } from '@cc/business';
import { endpoints } from '@cc/contracts';
import { useResource } from '@cc/resources';
import { A4Page, Button, ButtonLink, PageHeader } from '@cc/ui-rtl';
import { Link } from 'react-router';
import { CASH_CLOSING_MESSAGES } from './messages/cash-closing';

const M = CASH_CLOSING_MESSAGES;

/**
 * A closed day of a cashier's box as it prints on A4 (/cash-box/closings/:id, UPDATE_INSTALLMENT;
 * docs/domain/cash-box.md): the company, the cashier, the day and currency, every figure from the
 * opening to the difference, the note, the notes counted, a reopening, and the signatures.
 *
 * @example
 * <CashClosingScreen closingId={12} />
 */
export function CashClosingScreen({ closingId }: { closingId: number }) {
  const found = useResource(endpoints.cashBox.closing, { params: { id: closingId } });
  if (!found.data) {
    return (
      <A4Page className="cc-deals-page">
        {found.error ? <p role="alert">{errorMessage(found.error)}</p> : <p role="status">{M.loading}</p>}
      </A4Page>
    );
  }
  const c = found.data.data;
  const rows: [string, string][] = [
    [M.opening, c.opening],
    [M.received, c.received],
    [M.refunded, c.refunded],
    [M.handedOut, c.handedOut],
    [M.handedIn, c.handedIn],
    [M.expected, c.expected],
    [M.counted, c.counted],
    [M.difference, c.difference],
  ];
  return (
    <A4Page className="cc-deals-page cc-cash-closing">
      <div className="cc-deals-actions cc-no-print" data-wrap="">
        <Button type="button" onClick={() => window.print()}>
          {M.print}
        </Button>
        <ButtonLink link={Link} to="/payments" variant="secondary">
          {M.back}
        </ButtonLink>
      </div>
      <p className="cc-cash-closing__company">{c.company.name}</p>
      <PageHeader title={M.title(c.currency)} subtitle={<DateText value={c.day} />} />
      {c.reopened ? (
        <p className="cc-deals-form-error" role="note">
          {M.reopened} <DateText value={c.reopened.at.slice(0, 10)} /> — {c.reopened.byName}:{' '}
          {c.reopened.reason}
        </p>
      ) : null}
      <dl className="cc-deals-dl">
        <dt>{M.cashier}</dt>
        <dd>{c.userName}</dd>
        <dt>{M.number}</dt>
        <dd>
          <bdi>{c.id}</bdi>
        </dd>
      </dl>
      <table className="cc-business-table">
        <caption className="cc-business-caption">{M.figures}</caption>
        <tbody>
          {rows.map(([label, amount]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td>
                {/* A shortfall reads «−10,000»: the figures are sent with their sign. */}
                <Money
                  amount={amount.replace(/^-/, '')}
                  currency={c.currency}
                  negative={amount.startsWith('-')}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {c.note ? (
        <p>
          {M.note}: {c.note}
        </p>
      ) : null}
      {c.denominations ? (
        <table className="cc-business-table">
          <caption className="cc-business-caption">{M.denominations}</caption>
          <thead>
            <tr>
              <th scope="col">{M.denomination}</th>
              <th scope="col">{M.count}</th>
            </tr>
          </thead>
          <tbody>
            {Object.entries(c.denominations)
              .sort(([a], [b]) => Number(b) - Number(a))
              .map(([note, count]) => (
                <tr key={note}>
                  <td>
                    <Money amount={note} currency={c.currency} />
                  </td>
                  <td>
                    <bdi>{count}</bdi>
                  </td>
                </tr>
              ))}
          </tbody>
        </table>
      ) : null}
      <div className="cc-cash-closing__signatures">
        <p>{M.cashierSignature}</p>
        <p>{M.managerSignature}</p>
      </div>
    </A4Page>
  );
}
