import { CollectionsReportScreen } from '../collections-report-screen';

/** /reports/collections (COLLECTIONS_READ): what came in against what fell due, and the promises. */
export default function CollectionsReportPage() {
  return <CollectionsReportScreen />;
}
