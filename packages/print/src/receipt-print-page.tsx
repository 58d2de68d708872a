import { useParams } from 'react-router';
import { PRINT_MESSAGES as M } from './messages';
import { PrintFrame } from './print-frame';
import { useBack } from './use-back';
import { useReceiptPrint } from './use-print-data';

/**
 * print-receipt/{paymentId}, outside the main layout: a payment's receipt (وصل قبض) on A4, with the
 * receipt's own number, date, amount in figures and words, and what remained after it.
 */
export default function ReceiptPrintPage() {
  const { paymentId } = useParams();
  const back = useBack('/payments');
  const load = useReceiptPrint(Number(paymentId));
  return (
    <PrintFrame
      load={load}
      titleOf={(record) => `${M.receipt} ${record.receipt?.receiptNumber ?? ''}`.trim()}
      onBack={back}
    />
  );
}
