import { useParams } from 'react-router';
import { moneyDocumentTitle } from './money-documents';
import { PrintFrame } from './print-frame';
import { useBack } from './use-back';
import { useReceiptPrint } from './use-print-data';

/**
 * print-receipt/{paymentId}, outside the main layout: a ledger entry's document on A4. A payment prints
 * its receipt (وصل قبض) on the company's receipt template, with the receipt's own number, date, amount in
 * figures and words, and what remained after it; a reversed one carries «ملغى» and its reversal. A
 * reversal entry prints a reversal voucher, a discount a discount note (docs/domain/printing.md#money-documents).
 */
export default function ReceiptPrintPage() {
  const { paymentId } = useParams();
  const back = useBack('/payments');
  const load = useReceiptPrint(Number(paymentId));
  return <PrintFrame load={load} titleOf={(record) => moneyDocumentTitle(record.receipt)} onBack={back} />;
}
