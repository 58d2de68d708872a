import { useParams } from 'react-router';
import { PRINT_MESSAGES as M } from './messages';
import { PrintFrame } from './print-frame';
import { useBack } from './use-back';
import { useDealPrint } from './use-print-data';

/**
 * print/{id}/{isContract} (docs/domain/printing.md), outside the main layout: 'true' means a contract, anything else an
 * authorization. Prints the deal on its template, on one A4 sheet.
 */
export default function PrintPage() {
  const { id, isContract } = useParams();
  const contract = isContract === 'true';
  const back = useBack(`/${contract ? 'contracts' : 'authorizations'}/${id}`);
  const load = useDealPrint(contract ? 'CONTRACT' : 'AUTHORIZATION', Number(id));
  return (
    <PrintFrame
      load={load}
      titleOf={(record) => `${contract ? M.contract : M.authorization} ${record.contractNumber}`}
      onBack={back}
    />
  );
}
