import { errorMessage } from '@cc/api-client';
import {
  type AdminCompany,
  type AdminCompanyUpdate,
  adminCompanyUpdateSchema,
  endpoints,
} from '@cc/contracts';
import { useResourceMutation } from '@cc/resources';
import { FormDialog, FormFields, toast, useZodForm } from '@cc/ui-rtl';
import { COMPANY_DETAIL_FIELDS } from './company-fields';
import { ADMIN_MESSAGES as M } from './messages';

/**
 * Edits a company's name, phone and address (PUT /admin/companies/{id}); the contract's schema checks
 * them first, the server's field errors land under the fields.
 */
export function CompanyEditDialog({ company, onClose }: { company: AdminCompany; onClose: () => void }) {
  const form = useZodForm(adminCompanyUpdateSchema, {
    defaultValues: { name: company.name, phone: company.phone ?? '', address: company.address ?? '' },
  });
  const update = useResourceMutation(endpoints.admin.updateCompany);
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={M.edit}
      form={form}
      save={(body: AdminCompanyUpdate) => update.mutateAsync({ params: { id: company.id }, body })}
      onSaved={({ message }) => toast.success(message ?? M.saved)}
      errorMessage={errorMessage}
      submitLabel={M.save}
      cancelLabel={M.cancel}
    >
      <FormFields<AdminCompanyUpdate> fields={COMPANY_DETAIL_FIELDS} />
    </FormDialog>
  );
}
