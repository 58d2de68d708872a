import { useParams } from 'react-router';
import { SettlementScreen } from '../settlement-screen';

/** /settlements/:id (GET_INSTALLMENT): a plan's early-settlement quote, its print and the settling form. */
export default function SettlementPage() {
  const { id } = useParams();
  return <SettlementScreen key={id} planId={Number(id)} />;
}
