import { RolesScreen } from './roles-screen';

/** The settings section «إدارة الأدوار والصلاحيات»: the same screen under the settings heading. */
export default function RolesSection() {
  return <RolesScreen embedded />;
}
