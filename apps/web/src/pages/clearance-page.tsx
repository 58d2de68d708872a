import { MESSAGES } from '../messages';
import { PlaceholderPage } from './placeholder-page';

/** /clearance: built by a later issue; until then its heading and an honest line. */
export default function ClearancePage() {
  return <PlaceholderPage title={MESSAGES.pages.clearance} />;
}
