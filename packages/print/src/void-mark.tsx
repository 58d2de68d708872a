import type { LedgerEntryKind } from '@cc/contracts';
import { PRINT_MESSAGES } from './messages';
import { type PrintRecord, printDate } from './resolve';

const M = PRINT_MESSAGES.voided;

/** What the mark says was cancelled, by the kind of the reversed entry. */
const CANCELLED: Record<LedgerEntryKind, string> = {
  PAYMENT: M.receipt,
  DISCOUNT: M.discount,
  WRITE_OFF: M.writeOff,
  REFUND: M.refund,
};

/**
 * Over the print of a reversed payment, discount, write-off or refund: a stamp «ملغى» across the page
 * and, at its foot, the voucher that cancelled it (number, date, reason). Part of the sheet, so it prints
 * whatever template the entry is printed on.
 */
export function VoidMark({ entry }: { entry: NonNullable<PrintRecord['receipt']> }) {
  const reversal = entry.reversal;
  return (
    <div className="cc-print-void" data-testid="void-mark">
      <p className="cc-print-void__stamp" dir="rtl">
        {M.stamp}
      </p>
      <p className="cc-print-void__line" dir="rtl">
        {CANCELLED[entry.entryKind]}{' '}
        {reversal ? (
          <>
            <bdi dir="ltr">{reversal.receiptNumber}</bdi> {M.onDate}{' '}
            <bdi dir="ltr">{printDate(reversal.paidAt)}</bdi>
          </>
        ) : null}
        {entry.reverseReason ? (
          <>
            {' — '}
            {M.reason} <bdi dir="auto">{entry.reverseReason}</bdi>
          </>
        ) : null}
      </p>
    </div>
  );
}
