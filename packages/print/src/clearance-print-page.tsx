import { useParams } from 'react-router';
import { PRINT_MESSAGES as M } from './messages';
import { PrintFrame } from './print-frame';
import { useBack } from './use-back';
import { useClearancePrint } from './use-print-data';

/**
 * print-clearance/{id}, outside the main layout: a clearance certificate (براءة ذمة) on one A4 page, with
 * the clearance's own number and date, the buyer, the car, the deal, and the total paid in figures and
 * in words.
 */
export default function ClearancePrintPage() {
  const { id } = useParams();
  const back = useBack('/clearance');
  const load = useClearancePrint(Number(id));
  return (
    <PrintFrame
      load={load}
      titleOf={(record) => `${M.clearance} ${record.clearance?.number ?? ''}`.trim()}
      onBack={back}
    />
  );
}
