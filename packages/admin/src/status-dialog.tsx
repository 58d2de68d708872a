import { errorMessage } from '@cc/api-client';
import {
  type AdminCompanyRow,
  type AdminCompanyStatusBody,
  adminCompanyStatusBodySchema,
  endpoints,
} from '@cc/contracts';
import { useResourceMutation } from '@cc/resources';
import { FormDialog, FormFields, toast, useZodForm } from '@cc/ui-rtl';
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
  const suspending = company.status === 'ACTIVE';
  const form = useZodForm(adminCompanyStatusBodySchema, {
    defaultValues: { status: suspending ? 'SUSPENDED' : 'ACTIVE', reason: '' },
  });
  const change = useResourceMutation(endpoints.admin.companyStatus);
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={suspending ? M.suspendTitle(company.name) : M.reactivateTitle(company.name)}
      description={suspending ? M.suspendBody : M.reactivateBody}
      size="sm"
      form={form}
      save={(body: AdminCompanyStatusBody) => change.mutateAsync({ params: { id: company.id }, body })}
      onSaved={({ message }) => toast.success(message ?? (suspending ? M.suspended : M.reactivated))}
      errorMessage={errorMessage}
      submitLabel={suspending ? M.suspend : M.reactivate}
      submitVariant={suspending ? 'danger' : 'primary'}
      cancelLabel={M.cancel}
    >
      <FormFields<AdminCompanyStatusBody>
        fields={[{ kind: 'textarea', name: 'reason', label: M.fields.reason, required: true }]}
      />
    </FormDialog>
  );
}
