import { NewDealScreen } from '../new-deal-screen';

/** /new-authorization (ADD_CONTRACT): the new authorization form; after saving, its page. */
export default function NewAuthorizationPage() {
  return <NewDealScreen kind="authorizations" />;
}
