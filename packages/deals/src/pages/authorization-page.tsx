import { DealPage } from './deal-page';

/** /authorizations/:id (GET_CONTRACT): an authorization's page. */
export default function AuthorizationPage() {
  return <DealPage kind="authorizations" />;
}
