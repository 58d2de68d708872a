import { DealsListScreen } from '../deals-list-screen';

/** /contracts (GET_CONTRACT): the contracts list. */
export default function ContractsPage() {
  return <DealsListScreen kind="contracts" />;
}
