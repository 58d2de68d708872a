import { DealPage } from './deal-page';

/** /contracts/:id (GET_CONTRACT): a contract's page. */
export default function ContractPage() {
  return <DealPage kind="contracts" />;
}
