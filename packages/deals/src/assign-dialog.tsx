import { errorMessage } from '@cc/api-client';
import { collectionAssignSchema, type DealKind, endpoints } from '@cc/contracts';
import { useResource, useResourceMutation } from '@cc/resources';
import { FormDialog, SelectField, toast, useZodForm } from '@cc/ui-rtl';
import { COLLECTIONS_MESSAGES as M } from './collections-messages';

/** The deal to assign (a queue row). */
export interface AssignTarget {
  dealId: number;
  dealKind: DealKind;
  contractNumber: number;
  collectorId: number | null;
}

type AssignForm = { collectorId: string | null };

/** The form's one field: a collector's id, or empty for nobody (the call's own rule). */
const assignFormSchema = collectionAssignSchema.pick({ collectorId: true });

/**
 * Assigning a deal to a collector (PUT /collections/assign, COLLECTIONS_ASSIGN): the company account and
 * the active staff who may collect (GET /collections/collectors), or nobody.
 *
 * @example
 * <AssignDialog target={{ dealId: 7, dealKind: 'CONTRACT', contractNumber: 12, collectorId: null }} onClose={close} />
 */
export function AssignDialog({ target, onClose }: { target: AssignTarget | null; onClose: () => void }) {
  const collectors = useResource(endpoints.collections.collectors, undefined, { enabled: target !== null });
  const assign = useResourceMutation(endpoints.collections.assign);
  const form = useZodForm(assignFormSchema, {
    values: { collectorId: target?.collectorId ? String(target.collectorId) : null },
  });
  return (
    <FormDialog
      open={target !== null}
      onOpenChange={(open) => {
        if (!open && !assign.isPending) onClose();
      }}
      form={form}
      title={target ? M.assignTitle(target.dealKind, target.contractNumber) : ''}
      errorMessage={errorMessage}
      save={(values: { collectorId: number | null }) =>
        assign.mutateAsync({ body: { dealIds: [target?.dealId ?? 0], collectorId: values.collectorId } })
      }
      onSaved={() => {
        toast.success(M.assigned);
        onClose();
      }}
      submitLabel={M.assignSave}
      cancelLabel={M.cancel}
    >
      <SelectField<AssignForm>
        name="collectorId"
        label={M.columns.collector}
        placeholder={M.nobody}
        options={(collectors.data?.data ?? []).map((c) => ({ value: String(c.id), label: c.fullName }))}
      />
    </FormDialog>
  );
}
