import { MESSAGES } from '../messages';
import { PlaceholderPage } from './placeholder-page';

/** /notifications: built by a later issue; until then its heading and an honest line. */
export default function NotificationsPage() {
  return <PlaceholderPage title={MESSAGES.pages.notifications} />;
}
