import { type AdminCompanyRow, endpoints } from '@cc/contracts';
import { DataTable } from '@cc/data-table';
import { A4Page, ButtonLink, IconEye, PageHeader, toast } from '@cc/ui-rtl';
import { useState } from 'react';
import { Link } from 'react-router';
import { COMPANY_COLUMNS } from './company-columns';
import { StatusDialog } from './lazy-dialogs';
import { ADMIN_MESSAGES as M } from './messages';
import { adminPaths } from './paths';

/**
 * /adminDashboard/companies: every company on the generic table (Arabic-aware search, status filter,
 * sort, pager, CSV export of the visible columns); a row opens its page or is suspended / reactivated
 * (a reason asked in a dialog); '+ إضافة شركة' opens the onboarding form.
 */
export default function CompaniesPage() {
  const [target, setTarget] = useState<AdminCompanyRow | null>(null);
  return (
    <A4Page>
      <PageHeader title={M.companiesTitle} />
      <DataTable<AdminCompanyRow>
        endpoint={endpoints.admin.companies}
        exportEndpoint={endpoints.admin.exportCompanies}
        columns={COMPANY_COLUMNS}
        caption={M.companiesCaption}
        onError={(message) => toast.error(message)}
        link={Link}
        rowLabel={(c) => c.name}
        rowActions={(c) => [
          { label: M.view, to: adminPaths.company(c.id), icon: <IconEye size={18} />, primary: true },
          c.status === 'ACTIVE'
            ? { label: M.suspend, onSelect: () => setTarget(c), tone: 'danger' }
            : { label: M.reactivate, onSelect: () => setTarget(c) },
        ]}
        toolbarExtra={
          <ButtonLink link={Link} to={adminPaths.newCompany}>
            {M.addCompany}
          </ButtonLink>
        }
      />
      {target ? <StatusDialog company={target} onClose={() => setTarget(null)} /> : null}
    </A4Page>
  );
}
