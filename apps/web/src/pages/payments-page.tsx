import { PaymentsDeskScreen } from '@cc/deals';

/** /payments: the payments desk (@cc/deals). */
export default function PaymentsPage() {
  return <PaymentsDeskScreen />;
}
