import { CashBoxesScreen } from '../cash-boxes-screen';

/** /cash-box (the company account): every box at a glance and the closings report. */
export default function CashBoxesPage() {
  return <CashBoxesScreen />;
}
