import { errorMessage } from '@cc/api-client';
import {
  type AdminCompanyRow,
  type AdminCompanyStatusBody,
  adminCompanyStatusBodySchema,
  endpoints,
} from '@cc/contracts';
import { useResourceMutation } from '@cc/resources';
import { applyServerErrors, Button, Dialog, Form, FormFields, toast, useZodForm } from '@cc/ui-rtl';
import { useId } from 'react';
import { ADMIN_MESSAGES as M } from './messages';

/** Props of {@link StatusDialog}. */
export interface StatusDialogProps {
  /** The company to suspend (when active) or reactivate (when suspended); open while mounted. */
  company: Pick<AdminCompanyRow, 'id' | 'name' | 'status'>;
  onClose: () => void;
}

/**
 * Suspends an active company or reactivates a suspended one: PUT /admin/companies/{id}/status with the
 * reason the administrator types (required, the contract's Arabic message under the field).
 *
 * @example
 * {target ? <StatusDialog company={target} onClose={() => setTarget(null)} /> : null}
 */
export function StatusDialog({ company, onClose }: StatusDialogProps) {
  const formId = useId();
  const suspending = company.status === 'ACTIVE';
  const form = useZodForm(adminCompanyStatusBodySchema, {
    defaultValues: { status: suspending ? 'SUSPENDED' : 'ACTIVE', reason: '' },
  });
  const change = useResourceMutation(endpoints.admin.companyStatus);
  const busy = form.formState.isSubmitting;

  const save = async (body: AdminCompanyStatusBody) => {
    try {
      const { message } = await change.mutateAsync({ params: { id: company.id }, body });
      toast.success(message ?? (suspending ? M.suspended : M.reactivated));
      onClose();
    } catch (error) {
      if (applyServerErrors(form, error, errorMessage(error)) === 0) toast.error(errorMessage(error));
    }
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !busy && onClose()}
      title={suspending ? M.suspendTitle(company.name) : M.reactivateTitle(company.name)}
      description={suspending ? M.suspendBody : M.reactivateBody}
      size="sm"
      footer={
        <>
          <Button type="submit" form={formId} loading={busy} variant={suspending ? 'danger' : 'primary'}>
            {suspending ? M.suspend : M.reactivate}
          </Button>
          <Button type="button" variant="secondary" disabled={busy} onClick={onClose}>
            {M.cancel}
          </Button>
        </>
      }
    >
      <Form id={formId} form={form} onSubmit={save}>
        <FormFields<AdminCompanyStatusBody>
          fields={[
            { kind: 'textarea', name: 'reason', label: M.fields.reason, required: true, maxLength: 500 },
          ]}
        />
      </Form>
    </Dialog>
  );
}
