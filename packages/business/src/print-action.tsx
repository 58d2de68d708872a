import type { Payment } from '@cc/contracts';
import { IconPrinter, type MenuAction } from '@cc/ui-rtl';
import { BUSINESS_MESSAGES as M } from './messages';
import { receiptPath } from './paths';

/** Which printed document an entry's print opens (docs/domain/printing.md#money-documents). */
function documentOf(p: Pick<Payment, 'kind' | 'reversed'>) {
  const printing = M.printDocuments;
  if (p.kind === 'REVERSAL') return printing.reversal;
  if (p.kind === 'DISCOUNT') return p.reversed ? printing.voidedDiscount : printing.discount;
  return p.reversed ? printing.voidedReceipt : printing.receipt;
}

/**
 * A ledger row's print action, named for the document it opens: 'طباعة الوصل' for a payment,
 * 'طباعة الوصل الملغى' for a reversed one, 'طباعة سند العكس' for a reversal entry, 'طباعة إشعار الخصم'
 * for a discount; visible as the row's printer icon, its accessible name with the entry's number.
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
