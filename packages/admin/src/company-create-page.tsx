import { errorMessage } from '@cc/api-client';
import {
  type AdminCompanyCreate,
  type AdminCompanyCreated,
  DEFAULT_COMPANY_TIME_ZONE,
  endpoints,
} from '@cc/contracts';
import { useResourceMutation } from '@cc/resources';
import {
  A4Page,
  applyServerErrors,
  ButtonLink,
  Form,
  FormActions,
  FormFields,
  PageHeader,
  SubmitButton,
  toast,
  useZodForm,
} from '@cc/ui-rtl';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { COMPANY_CREATE_FIELDS } from './company-fields';
import { ADMIN_MESSAGES as M } from './messages';
import { adminPaths } from './paths';
import { TemporaryPasswordDialog } from './temporary-password';

// The schema loads beside the form: the page paints without zod (docs/architecture.md, "Bundle budget").
const loadCompanyCreateSchema = () => import('./form-schemas').then((m) => m.adminCompanyCreateSchema);

const EMPTY: AdminCompanyCreate = {
  name: '',
  username: '',
  phone: '',
  address: '',
  branchName: M.placeholders.branchName,
  timeZone: DEFAULT_COMPANY_TIME_ZONE,
};

/**
 * /adminDashboard/companies/new: onboards a dealer (POST /admin/companies): the company, its account's
 * username (a taken one answered under the field), phone, address, time zone and first branch, checked
 * by the contract's schema with its Arabic messages. The account's temporary password is shown once;
 * closing it opens the new company's page.
 */
export default function CompanyCreatePage() {
  const navigate = useNavigate();
  const form = useZodForm(loadCompanyCreateSchema, { defaultValues: EMPTY });
  const create = useResourceMutation(endpoints.admin.createCompany);
  const [created, setCreated] = useState<AdminCompanyCreated | null>(null);

  const save = async (body: AdminCompanyCreate) => {
    try {
      const { data, message } = await create.mutateAsync({ body });
      toast.success(message ?? M.created);
      setCreated(data);
    } catch (error) {
      if (applyServerErrors(form, error, errorMessage(error)) === 0) toast.error(errorMessage(error));
    }
  };

  return (
    <A4Page>
      <PageHeader title={M.newCompanyTitle} />
      <Form form={form} onSubmit={save}>
        <FormFields<AdminCompanyCreate> fields={COMPANY_CREATE_FIELDS} />
        <FormActions>
          <SubmitButton>{M.save}</SubmitButton>
          <ButtonLink link={Link} to={adminPaths.companies} variant="secondary">
            {M.cancel}
          </ButtonLink>
        </FormActions>
      </Form>
      {created ? (
        <TemporaryPasswordDialog
          username={created.company.username ?? ''}
          password={created.temporaryPassword}
          onClose={() => navigate(adminPaths.company(created.company.id), { replace: true })}
        />
      ) : null}
    </A4Page>
  );
}
