import { AgingScreen } from '../aging-screen';

/** /reports/aging (COLLECTIONS_READ): what the overdue money is, by how long it has waited. */
export default function AgingPage() {
  return <AgingScreen />;
}
