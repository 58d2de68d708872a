import type { Payment } from '@cc/contracts';
import { IconPrinter, type MenuAction } from '@cc/ui-rtl';
import { BUSINESS_MESSAGES as M } from './messages';
import { receiptPath } from './paths';

const printing = M.printDocuments;

/** The document a standing entry prints, and the one it prints once reversed, by its kind. */
const DOCUMENTS: Record<Exclude<Payment['kind'], 'REVERSAL'>, { standing: string; voided: string }> = {
  PAYMENT: { standing: printing.receipt, voided: printing.voidedReceipt },
  DISCOUNT: { standing: printing.discount, voided: printing.voidedDiscount },
  WRITE_OFF: { standing: printing.writeOff, voided: printing.voidedWriteOff },
  REFUND: { standing: printing.refund, voided: printing.voidedRefund },
};

/** Which printed document an entry's print opens (docs/domain/printing.md#money-documents). */
function documentOf(p: Pick<Payment, 'kind' | 'reversed'>) {
  if (p.kind === 'REVERSAL') return printing.reversal;
  const document = DOCUMENTS[p.kind];
  return p.reversed ? document.voided : document.standing;
}

/**
 * A ledger row's print action, named for the document it opens: 'طباعة الوصل' for a payment,
 * 'طباعة الوصل الملغى' for a reversed one, 'طباعة سند العكس' for a reversal entry, 'طباعة إشعار الخصم'
 * for a discount, 'طباعة إشعار الشطب' for a write-off, 'طباعة سند الصرف' for a refund; visible as the
 * row's printer icon, its accessible name with the entry's number.
 *
 * @example
 * <ActionMenu label={M.receiptRow(p.receiptNumber)} actions={[printEntryAction(p), reverseAction]} />
 */
export function printEntryAction(p: Pick<Payment, 'id' | 'kind' | 'reversed' | 'receiptNumber'>): MenuAction {
  const document = documentOf(p);
  return {
    label: document,
    primaryLabel: M.printDocumentLabel(document, p.receiptNumber),
    to: receiptPath(p.id),
    icon: <IconPrinter size={18} />,
    primary: true,
  };
}
