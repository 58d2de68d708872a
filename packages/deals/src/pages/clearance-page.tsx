import { ClearanceScreen } from '../clearance-screen';

/** /clearance (GET_PAYMENT_PLAN): paid deals awaiting a clearance, and the clearances issued. */
export default function ClearancePage() {
  return <ClearanceScreen />;
}
