import type { LedgerEntryKind, Payment } from '@cc/contracts';
import { isStanding } from '@cc/domain';
import { ActionMenu, Badge, TableHead } from '@cc/ui-rtl';
import { Link } from 'react-router';
import { BUSINESS_MESSAGES as M } from './messages';
import { DateText, Money } from './money';
import { printEntryAction } from './print-action';

/** Props of {@link PaymentsTable}. */
export interface PaymentsTableProps {
  /** Ledger entries: payments, discounts, write-offs, refunds and reversal entries, in the order to show. */
  payments: readonly Payment[];
  /** Adds the column of each entry's deal ('عقد 1001'), for entries of several deals (a person's). */
  showDeal?: boolean;
  /** Set for the company account: 'عكس' on each payment that may still be reversed. */
  onReverse?: ((payment: Payment) => void) | undefined;
  /** Narrows which standing payments offer 'عكس' (e.g. only while their deal is active). Default: all. */
  canReverse?: (payment: Payment) => boolean;
  /**
   * Why a standing payment's reversal would be refused (its deal has a clearance), or null: 'عكس' then
   * shows disabled with that reason, before the user types one.
   */
  reverseRefusal?: ((payment: Payment) => string | null) | undefined;
  /** Accessible name of the table; default 'الدفعات'. */
  caption?: string;
  /** Shown instead of the table when there are no entries; default 'لا توجد دفعات'. */
  emptyText?: string;
}

/** A reversal's badge and the receipt on its other side (the one it reverses, or the one reversing it). */
function LinkedEntry({
  tone,
  mark,
  label,
  other,
}: {
  tone: 'warning' | 'danger';
  mark: string;
  label: string;
  other: { receiptNumber: number } | null | undefined;
}) {
  return (
    <>
      <Badge tone={tone}>{mark}</Badge>
      {other ? (
        <span>
          {label} <bdi className="cc-business-num">{other.receiptNumber}</bdi>
        </span>
      ) : null}
    </>
  );
}

/** The badge of an entry that is no payment (its reversal entry's too), and the label of its reason. */
const ENTRY_MARKS: Partial<
  Record<LedgerEntryKind, { mark: string; tone: 'info' | 'warning' | 'danger'; reason: string }>
> = {
  DISCOUNT: { mark: M.discountEntry, tone: 'info', reason: M.discountReason },
  WRITE_OFF: { mark: M.writeOffEntry, tone: 'danger', reason: M.writeOffReason },
  REFUND: { mark: M.refundEntry, tone: 'warning', reason: M.refundReason },
};

/** The method an entry shows: none ('—') where no money changed hands (a discount, a write-off). */
const entryMethod = (p: Pick<Payment, 'entryKind' | 'method'>) =>
  p.entryKind === 'DISCOUNT' || p.entryKind === 'WRITE_OFF' ? '—' : M.methods[p.method];

/**
 * What an entry is: a reversal entry and the receipt it reverses, or an entry standing or reversed; a
 * discount, a write-off or a refund with its badge and its reason.
 */
export function PaymentMarks({ payment: p }: { payment: Payment }) {
  const entry = ENTRY_MARKS[p.entryKind];
  return (
    <span className="cc-business-badges">
      {p.kind === 'REVERSAL' ? (
        <LinkedEntry tone="warning" mark={M.reversalEntry} label={M.reversalOfReceipt} other={p.reversalOf} />
      ) : p.reversed ? (
        <LinkedEntry tone="danger" mark={M.reversed} label={M.reversedByReceipt} other={p.reversal} />
      ) : (
        <Badge tone="success">{M.standing}</Badge>
      )}
      {entry ? <Badge tone={entry.tone}>{entry.mark}</Badge> : null}
      {p.isDownPayment ? <Badge tone="info">{M.downPaymentMark}</Badge> : null}
      {entry && p.kind !== 'REVERSAL' && p.reason ? (
        <span>
          {entry.reason}: {p.reason}
        </span>
      ) : null}
      {p.reverseReason ? (
        <span>
          {M.reverseReason}: {p.reverseReason}
        </span>
      ) : null}
      {p.note ? <span>{p.note}</span> : null}
    </span>
  );
}

/** Money handed over in the other currency: the amount with its currency and the rate, under the entry's. */
export function HandedOver({ payment: p }: { payment: Payment }) {
  if (!p.handedAmount || !p.handedCurrency) return null;
  return (
    <span className="cc-business-handed">
      {M.handedOver} <Money amount={p.handedAmount} currency={p.handedCurrency} /> · {M.exchangeRateShort}{' '}
      <bdi dir="ltr" className="cc-business-num">
        {p.exchangeRate}
      </bdi>
    </span>
  );
}

/**
 * A ledger: receipt number, date, amount in the entry's own currency, method, the balance after it and
 * what it is. A reversed payment is struck through and marked 'ملغاة' with the reversal's number; a
 * reversal entry is marked 'قيد عكس' with the receipt it reverses and its amount carries a minus. Every
 * entry links to its printed document, named for it (receipt, cancelled receipt, reversal voucher,
 * discount note, write-off note, refund voucher); with `onReverse`, each standing entry but a write-off
 * offers 'عكس'.
 *
 * @example
 * <PaymentsTable payments={payments} onReverse={isCompany ? setReversing : undefined} />
 */
export function PaymentsTable({
  payments,
  showDeal = false,
  onReverse,
  canReverse,
  reverseRefusal,
  caption = M.payments,
  emptyText = M.noPayments,
}: PaymentsTableProps) {
  if (payments.length === 0) return <p className="cc-business-muted">{emptyText}</p>;
  // Only a standing entry (isStanding of @cc/domain) may be reversed; a write-off only by undoing the
  // repossession.
  const reversible = (p: Payment) =>
    isStanding(p) && p.entryKind !== 'WRITE_OFF' && (canReverse?.(p) ?? true);
  return (
    <div className="cc-stack-wrap">
      <table className="cc-business-table cc-stack">
        <caption className="cc-business-caption">{caption}</caption>
        <TableHead
          columns={[
            M.receiptNumber,
            M.paidAt,
            showDeal && M.deal,
            M.amount,
            M.method,
            M.remainingAfter,
            M.status,
            M.actions,
          ]}
        />
        <tbody>
          {payments.map((p) => (
            <tr key={p.id} data-reversed={p.reversed || undefined} data-kind={p.kind}>
              <td className="cc-business-struck" data-label={M.receiptNumber}>
                <bdi className="cc-business-num">{p.receiptNumber}</bdi>
              </td>
              <td data-label={M.paidAt}>
                <DateText value={p.paidAt} />
              </td>
              {showDeal ? (
                <td data-label={M.deal}>
                  {M.dealKinds[p.dealKind]} <bdi className="cc-business-num">{p.contractNumber}</bdi>
                </td>
              ) : null}
              <td className="cc-business-struck" data-label={M.amount}>
                <Money amount={p.amount} currency={p.currency} negative={p.kind === 'REVERSAL'} />
                <HandedOver payment={p} />
              </td>
              <td data-label={M.method}>{entryMethod(p)}</td>
              <td data-label={M.remainingAfter}>
                <Money amount={p.remainingAfter} currency={p.currency} />
              </td>
              <td data-label={M.status}>
                <PaymentMarks payment={p} />
              </td>
              <td className="cc-business-actions" data-label={M.actions}>
                <ActionMenu
                  link={Link}
                  label={M.receiptRow(p.receiptNumber)}
                  actions={[
                    printEntryAction(p),
                    onReverse &&
                      reversible(p) && {
                        label: M.reverse,
                        onSelect: () => onReverse(p),
                        tone: 'danger',
                        disabledReason: reverseRefusal?.(p),
                      },
                  ]}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
