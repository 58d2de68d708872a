import { useParams } from 'react-router';
import { CashClosingScreen } from '../cash-closing-screen';

/** /cash-box/closings/:id (UPDATE_INSTALLMENT): a closed day of a cashier's box, as it prints. */
export default function CashClosingPage() {
  const { id } = useParams();
  return <CashClosingScreen key={id} closingId={Number(id)} />;
}
