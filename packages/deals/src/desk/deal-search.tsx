import { useDebouncedValue } from '@cc/business';
import { DEAL_KIND_LABELS, endpoints, type InstallmentRow } from '@cc/contracts';
import { useResource } from '@cc/resources';
import { TextInput } from '@cc/ui-rtl';
import { useState } from 'react';
import { DESK_MESSAGES as M } from './desk-messages';

/** An open deal as the desk's search finds it (from its unpaid instalments). */
export interface DeskDeal {
  dealId: number;
  dealKind: InstallmentRow['dealKind'];
  contractNumber: number;
  planId: number;
  currency: InstallmentRow['currency'];
  buyer: InstallmentRow['buyer'];
  car: InstallmentRow['car'];
}

/** The distinct deals of instalment rows that still have something unpaid, in the order found. */
export function openDealsOf(rows: readonly InstallmentRow[]): DeskDeal[] {
  const seen = new Map<number, DeskDeal>();
  for (const r of rows) {
    // A deal with only late fees left is open too (fees are paid after every instalment).
    if ((r.status === 'PAID' && !(Number(r.lateFees) > 0)) || seen.has(r.dealId)) continue;
    seen.set(r.dealId, {
      dealId: r.dealId,
      dealKind: r.dealKind,
      contractNumber: r.contractNumber,
      planId: r.planId,
      currency: r.currency,
      buyer: r.buyer,
      car: r.car,
    });
  }
  return [...seen.values()];
}

/**
 * The desk's search box: GET /installments?keyword= (GET_INSTALLMENT; the server normalises Arabic and
 * Arabic-Indic digits, and matches the deal number, the buyer's name or phone and the car's plate), the
 * open deals among the rows offered as buttons.
 */
export function DealSearch({
  onChoose,
  debounceMs = 400,
}: {
  onChoose: (deal: DeskDeal) => void;
  debounceMs?: number;
}) {
  const [keyword, setKeyword] = useState('');
  const settled = useDebouncedValue(keyword.trim(), debounceMs);
  const search = useResource(
    endpoints.installments.list,
    { query: { keyword: settled, size: 100, sortBy: 'dueDate' } },
    { enabled: settled.length > 0 },
  );
  const deals = search.data ? openDealsOf(search.data.data) : [];
  return (
    <div className="cc-desk-search">
      <TextInput
        label={M.searchLabel}
        hint={M.searchHint}
        type="search"
        value={keyword}
        onChange={(e) => setKeyword(e.target.value)}
        onClear={() => setKeyword('')}
        autoComplete="off"
      />
      {settled.length === 0 ? null : search.isFetching && !search.data ? (
        <p role="status">{M.searching}</p>
      ) : deals.length === 0 ? (
        <p role="status" className="cc-deals-muted">
          {M.noOpenDeal}
        </p>
      ) : (
        <ul className="cc-desk-results" aria-label={M.results}>
          {deals.map((d) => (
            <li key={d.dealId}>
              <button
                type="button"
                className="cc-desk-result"
                aria-label={M.choose(DEAL_KIND_LABELS[d.dealKind], d.contractNumber)}
                onClick={() => onChoose(d)}
              >
                <span>
                  {DEAL_KIND_LABELS[d.dealKind]} <bdi className="cc-business-num">{d.contractNumber}</bdi>
                </span>
                <span>{d.buyer.fullName}</span>
                {d.buyer.phone ? (
                  <bdi dir="ltr" className="cc-business-num">
                    {d.buyer.phone}
                  </bdi>
                ) : null}
                <span>
                  {d.car.name} <bdi className="cc-deals-muted">{d.car.plateNumber}</bdi>
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
