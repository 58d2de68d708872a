import { useCan } from '@cc/auth';
import { A4Page, Button, PageHeader, Spinner, usePainted } from '@cc/ui-rtl';
import { lazy, Suspense, useState } from 'react';
import { CashBoxPanel } from './cash-box-panel';
import { DealSearch, type DeskDeal } from './deal-search';
import { DESK_MESSAGES as M } from './desk-messages';
import { LedgerList } from './ledger-list';

// The chosen deal's panel (its plan, instalments and payment) loads when a deal is first chosen, not with the
// desk (docs/architecture.md, "Bundle budget").
const DealPanel = lazy(() => import('./deal-panel').then((m) => ({ default: m.DealPanel })));

/** Props of {@link PaymentsDeskScreen}. */
export interface PaymentsDeskScreenProps {
  /** Delay of the search and the list's filters (tests pass 0). */
  debounceMs?: number;
  /** Today in the company's time zone, for the payment date (default the device's). */
  today?: string;
}

/**
 * The payments desk (/payments; GET_INSTALLMENT to read, UPDATE_INSTALLMENT to record): a search box
 * finding an open deal; the chosen deal's summary (buyer, car, overdue, next due, what remains) with
 * 'تسجيل دفعة' opening the deal page's payment form; below, the ledger of every payment on the data table,
 * narrowed to the chosen deal while one is chosen (docs/domain/payments-and-reversal.md); for a cashier
 * (UPDATE_INSTALLMENT) their cash box with «إغلاق اليوم» (docs/domain/cash-box.md).
 *
 * @example
 * <PaymentsDeskScreen />
 */
export function PaymentsDeskScreen({ debounceMs, today }: PaymentsDeskScreenProps) {
  const canPay = useCan('UPDATE_INSTALLMENT');
  const [chosen, setChosen] = useState<DeskDeal | null>(null);
  // The heading and the search box paint first; the cash box and the ledger (a data table, the larger part
  // of the desk's work) render right after (docs/architecture.md, "Bundle budget").
  const painted = usePainted();
  return (
    <A4Page className="cc-deals-page cc-desk">
      <PageHeader title={M.title} />
      {chosen ? (
        <>
          <Button type="button" variant="secondary" onClick={() => setChosen(null)}>
            {M.clear}
          </Button>
          <Suspense fallback={<Spinner label={M.loading} />}>
            <DealPanel key={chosen.dealId} deal={chosen} canPay={canPay} {...(today ? { today } : {})} />
          </Suspense>
        </>
      ) : (
        <DealSearch onChoose={setChosen} {...(debounceMs !== undefined ? { debounceMs } : {})} />
      )}
      {painted && canPay ? <CashBoxPanel /> : null}
      {painted ? <LedgerList deal={chosen} {...(debounceMs !== undefined ? { debounceMs } : {})} /> : null}
    </A4Page>
  );
}
