import { CollectionsScreen } from '../collections-screen';

/** /collections (COLLECTIONS_READ): who to call, what they promised, and since when the money waits. */
export default function CollectionsPage() {
  return <CollectionsScreen />;
}
