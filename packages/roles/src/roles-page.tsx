import { A4Page } from '@cc/ui-rtl';
import { RolesScreen } from './roles-screen';

/** The page /roles: the roles and permissions screen with its page heading. */
export default function RolesPage() {
  return (
    <A4Page>
      <RolesScreen />
    </A4Page>
  );
}
