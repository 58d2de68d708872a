import { useSession } from '@cc/auth';
import { RolesScreen } from '@cc/roles';
import { BranchesPanel, CompanySettingsForm } from '@cc/staff';
import { TemplateDesigner } from '@cc/template-designer';
import { A4Page } from '@cc/ui-rtl';
import { useMemo, useState } from 'react';
import { useApi } from '../app/api-context';
import { useRolesApi, useStaffApi } from '../app/feature-apis';
import { createTemplatesDataSource } from '../app/templates-data-source';
import { MESSAGES } from '../messages';

const T = MESSAGES.settings;
type Section = 'roles' | 'designer' | 'branches' | 'company';

/**
 * Settings (spec §2): a side menu headed 'الإعدادات' with the roles and permissions management and the
 * contract print designer, plus the company's branches and settings (domain.md §6). The page's entry
 * check (empty argument: the company account) is made by the route.
 */
export function SettingsPage() {
  const [section, setSection] = useState<Section>('roles');
  const rolesApi = useRolesApi();
  const staffApi = useStaffApi();
  const client = useApi();
  const templates = useMemo(() => createTemplatesDataSource(client), [client]);
  const companyUserId = useSession((s) => s.companyUserId);
  const items: { id: Section; label: string }[] = [
    { id: 'roles', label: T.roles },
    { id: 'designer', label: T.designer },
    { id: 'branches', label: T.branches },
    { id: 'company', label: T.company },
  ];
  return (
    <div className="app-settings" data-wide={section === 'designer' ? '' : undefined}>
      <nav className="app-settings__menu" aria-labelledby="settings-heading">
        <h2 id="settings-heading" className="app-settings__heading">
          {T.title}
        </h2>
        <ul>
          {items.map((item) => (
            <li key={item.id}>
              <button
                type="button"
                className="app-settings__item"
                aria-current={section === item.id ? 'page' : undefined}
                onClick={() => setSection(item.id)}
              >
                {item.label}
              </button>
            </li>
          ))}
        </ul>
      </nav>
      <A4Page className="app-settings__content">
        {section === 'roles' && companyUserId !== null ? (
          <RolesScreen api={rolesApi} companyUserId={companyUserId} embedded />
        ) : null}
        {section === 'designer' ? <TemplateDesigner dataSource={templates} isSuperAdmin={false} /> : null}
        {section === 'branches' ? <BranchesPanel api={staffApi} /> : null}
        {section === 'company' ? <CompanySettingsForm api={staffApi} /> : null}
      </A4Page>
    </div>
  );
}
