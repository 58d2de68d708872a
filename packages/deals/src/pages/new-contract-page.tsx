import { NewDealScreen } from '../new-deal-screen';

/** /new-contract (ADD_CONTRACT): the new contract form; after saving, the contract's page. */
export default function NewContractPage() {
  return <NewDealScreen kind="contracts" />;
}
