import { createPrintApi, PrintScreen, ReceiptPrintScreen } from '@cc/print';
import { useMemo } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useApi } from '../app/api-context';

function usePrintApi() {
  const client = useApi();
  return useMemo(() => createPrintApi(client), [client]);
}

/** Back to the page that opened the print page, or to `fallback` when it was opened directly. */
function useBack(fallback: string) {
  const navigate = useNavigate();
  return () => (window.history.length > 1 ? navigate(-1) : navigate(fallback));
}

/**
 * print/{id}/{isContract} (spec §2), outside the main layout: 'true' means a contract, anything else an
 * authorization.
 */
export function PrintPage() {
  const { id, isContract } = useParams();
  const contract = isContract === 'true';
  const back = useBack(`/${contract ? 'contracts' : 'authorizations'}/${id}`);
  return <PrintScreen api={usePrintApi()} id={Number(id)} isContract={contract} onBack={back} />;
}

/** print-receipt/{paymentId}: a payment's receipt, outside the main layout like the print page. */
export function ReceiptPrintPage() {
  const { paymentId } = useParams();
  const back = useBack('/payments');
  return <ReceiptPrintScreen api={usePrintApi()} paymentId={Number(paymentId)} onBack={back} />;
}
