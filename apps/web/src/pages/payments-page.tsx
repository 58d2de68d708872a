import { MESSAGES } from '../messages';
import { PlaceholderPage } from './placeholder-page';

/** /payments: built by a later issue; until then its heading and an honest line. */
export default function PaymentsPage() {
  return <PlaceholderPage title={MESSAGES.pages.payments} />;
}
