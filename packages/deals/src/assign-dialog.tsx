import { errorMessage } from '@cc/api-client';
import { type CollectionFilters, collectionAssigneeSchema, type DealKind, endpoints } from '@cc/contracts';
import { useResource, useResourceMutation } from '@cc/resources';
import { FormDialog, SelectField, toast, useZodForm } from '@cc/ui-rtl';
import { COLLECTIONS_MESSAGES as M } from './collections-messages';

/** The deal to assign (a queue row), or every deal of the queue under its filters («إسناد الكل»). */
export type AssignTarget =
  | { dealId: number; dealKind: DealKind; contractNumber: number; collectorId: number | null }
  | { filter: CollectionFilters; count: number | null };

type AssignForm = { collectorId: string | null };

/**
 * Assigning a deal, or every deal the filtered queue shows, to a collector (PUT /collections/assign,
 * COLLECTIONS_ASSIGN): the company account and the active staff who may collect (GET
 * /collections/collectors), or nobody.
 *
 * @example
 * <AssignDialog target={{ dealId: 7, dealKind: 'CONTRACT', contractNumber: 12, collectorId: null }} onClose={close} />
 */
export function AssignDialog({ target, onClose }: { target: AssignTarget | null; onClose: () => void }) {
  const collectors = useResource(endpoints.collections.collectors, undefined, { enabled: target !== null });
  const assign = useResourceMutation(endpoints.collections.assign);
  const form = useZodForm(collectionAssigneeSchema, {
    values: {
      collectorId: target && 'dealId' in target && target.collectorId ? String(target.collectorId) : null,
    },
  });
  return (
    <FormDialog
      open={target !== null}
      onOpenChange={(open) => {
        if (!open && !assign.isPending) onClose();
      }}
      form={form}
      title={
        !target
          ? ''
          : 'dealId' in target
            ? M.assignTitle(target.dealKind, target.contractNumber)
            : M.assignAllTitle(target.count)
      }
      {...(target && 'filter' in target ? { description: M.assignAllHint } : {})}
      errorMessage={errorMessage}
      save={(values: { collectorId: number | null }) =>
        assign.mutateAsync({
          body:
            target && 'filter' in target
              ? { filter: target.filter, collectorId: values.collectorId }
              : { dealIds: [target?.dealId ?? 0], collectorId: values.collectorId },
        })
      }
      onSaved={(answer: { message?: string | undefined }) => {
        toast.success(answer.message ?? M.assigned);
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
