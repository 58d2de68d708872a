import { errorMessage } from '@cc/api-client';
import {
  type AdminCompany,
  type AdminCompanyUpdate,
  adminCompanyUpdateSchema,
  endpoints,
} from '@cc/contracts';
import { useResourceMutation } from '@cc/resources';
import { applyServerErrors, Button, Dialog, Form, FormFields, toast, useZodForm } from '@cc/ui-rtl';
import { useId } from 'react';
import { COMPANY_DETAIL_FIELDS } from './company-fields';
import { ADMIN_MESSAGES as M } from './messages';

/**
 * Edits a company's name, phone and address (PUT /admin/companies/{id}); the contract's schema checks
 * them first, the server's field errors land under the fields.
 */
export function CompanyEditDialog({ company, onClose }: { company: AdminCompany; onClose: () => void }) {
  const formId = useId();
  const form = useZodForm(adminCompanyUpdateSchema, {
    defaultValues: { name: company.name, phone: company.phone ?? '', address: company.address ?? '' },
  });
  const update = useResourceMutation(endpoints.admin.updateCompany);
  const busy = form.formState.isSubmitting;
  const save = async (body: AdminCompanyUpdate) => {
    try {
      const { message } = await update.mutateAsync({ params: { id: company.id }, body });
      toast.success(message ?? M.saved);
      onClose();
    } catch (error) {
      if (applyServerErrors(form, error, errorMessage(error)) === 0) toast.error(errorMessage(error));
    }
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !busy && onClose()}
      title={M.edit}
      footer={
        <>
          <Button type="submit" form={formId} loading={busy}>
            {M.save}
          </Button>
          <Button type="button" variant="secondary" disabled={busy} onClick={onClose}>
            {M.cancel}
          </Button>
        </>
      }
    >
      <Form id={formId} form={form} onSubmit={save}>
        <FormFields<AdminCompanyUpdate> fields={COMPANY_DETAIL_FIELDS} />
      </Form>
    </Dialog>
  );
}
