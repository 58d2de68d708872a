import { DealsListScreen } from '../deals-list-screen';

/** /authorizations (GET_CONTRACT): the authorizations list. */
export default function AuthorizationsPage() {
  return <DealsListScreen kind="authorizations" />;
}
