import { dealName } from '@cc/contracts';
import { useParams } from 'react-router';
import { PRINT_MESSAGES as M } from './messages';
import { PrintFrame } from './print-frame';
import { useBack } from './use-back';
import { useStatementPrint } from './use-print-data';

/**
 * print-statement/{dealId}, outside the main layout: a deal's statement of account on one A4 page, on the
 * company's STATEMENT template (else the system one): the buyer, the deal, the ledger with the balance
 * after each entry (the table shrinks to its box), and the totals.
 */
export default function StatementPrintPage() {
  const { dealId } = useParams();
  const back = useBack(`/statements/deal/${dealId}`);
  const load = useStatementPrint(Number(dealId));
  return (
    <PrintFrame
      load={load}
      titleOf={(record) => `${M.statementTitle} ${dealName(record.kind, record.contractNumber)}`}
      onBack={back}
    />
  );
}
