import { MESSAGES } from '../messages';
import { PlaceholderPage } from './placeholder-page';

/** /: built by a later issue; until then its heading and an honest line. */
export default function HomePage() {
  return <PlaceholderPage title={MESSAGES.pages.home} />;
}
