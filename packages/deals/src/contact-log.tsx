import { DateText, Money } from '@cc/business';
import { type DealCurrency, endpoints } from '@cc/contracts';
import { useResource } from '@cc/resources';
import { COLLECTIONS_MESSAGES as M } from './collections-messages';

/** The deal's contact log, newest first (the contact dialog, the deal page's collection section). */
export function ContactLog({ dealId, currency }: { dealId: number; currency: DealCurrency }) {
  const log = useResource(endpoints.collections.contacts, { params: { id: dealId } });
  if (log.isError) return <p className="cc-collections-log__empty">{M.logFailed}</p>;
  const entries = log.data?.data ?? [];
  return (
    <section className="cc-collections-log" aria-label={M.log}>
      <h3 className="cc-collections-log__title">{M.log}</h3>
      {entries.length === 0 ? (
        <p className="cc-collections-log__empty">{log.isPending ? '…' : M.logEmpty}</p>
      ) : (
        <ol className="cc-collections-log__list">
          {entries.map((c) => (
            <li key={c.id}>
              <DateText value={c.createdAt} /> — {M.kinds[c.kind]}: {M.outcomes[c.outcome]}
              {c.promiseDate ? (
                <>
                  {' '}
                  (<Money amount={c.promiseAmount ?? '0'} currency={currency} /> —{' '}
                  <DateText value={c.promiseDate} />،{' '}
                  {c.promiseStatus ? M.promiseStatuses[c.promiseStatus] : ''})
                </>
              ) : null}
              {c.note ? <span className="cc-collections-log__note"> — {c.note}</span> : null}
              {c.createdBy ? (
                <span className="cc-deals-muted">
                  {' '}
                  {M.by} {c.createdBy.fullName}
                </span>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
