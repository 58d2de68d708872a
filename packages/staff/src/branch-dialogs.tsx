import { errorMessage } from '@cc/api-client';
import { type Branch, type BranchInput, endpoints } from '@cc/contracts';
import { useResourceMutation } from '@cc/resources';
import { ConfirmDialog, type FieldSpec, FormDialog, FormFields, toast, useZodForm } from '@cc/ui-rtl';
import { useEffect } from 'react';
import { addressField, nameAndPhone } from './fields';
import { STAFF_MESSAGES as M } from './messages';
import { loadBranchSchema } from './schema-loaders';

/** A branch's fields: its name (unique within the company), phone and address. */
export const BRANCH_FIELDS: readonly FieldSpec<BranchInput>[] = [
  ...nameAndPhone<BranchInput>('name', M.branchName),
  addressField<BranchInput>(),
];

const toForm = (branch: Branch | null): BranchInput => ({
  name: branch?.name ?? '',
  phone: branch?.phone ?? null,
  address: branch?.address ?? null,
});

/**
 * Renames a branch or changes its phone and address (PUT /branches/{id}), checked by the contract's
 * schema; a name another branch has comes back under the name field. The records naming the branch show
 * the new name.
 *
 * @example
 * <EditBranchDialog branch={target} onClose={() => setTarget(null)} />
 */
export function EditBranchDialog({ branch, onClose }: { branch: Branch | null; onClose: () => void }) {
  const form = useZodForm(loadBranchSchema, { defaultValues: toForm(branch) });
  const update = useResourceMutation(endpoints.branches.update);
  // biome-ignore lint/correctness/useExhaustiveDependencies: refilled when another branch is opened only
  useEffect(() => {
    if (branch) form.reset(toForm(branch));
  }, [branch?.id]);
  return (
    <FormDialog
      open={branch !== null}
      onOpenChange={(open) => !open && onClose()}
      title={M.editBranchTitle}
      form={form}
      save={(body: BranchInput) => update.mutateAsync({ params: { id: branch?.id ?? 0 }, body })}
      onSaved={({ message }) => {
        if (message) toast.success(message);
      }}
      errorMessage={errorMessage}
      submitLabel={M.save}
      cancelLabel={M.cancel}
    >
      <FormFields fields={BRANCH_FIELDS} />
    </FormDialog>
  );
}

/**
 * Asks before deactivating a branch (no longer offered to new deals and users; kept on the records
 * naming it) or reactivating it, then sends PUT /branches/{id}/status and toasts the server's answer.
 *
 * @example
 * <BranchStatusDialog branch={target} onClose={() => setTarget(null)} />
 */
export function BranchStatusDialog({ branch, onClose }: { branch: Branch | null; onClose: () => void }) {
  const change = useResourceMutation(endpoints.branches.setStatus);
  const deactivating = branch?.status === 'ACTIVE';
  const name = branch?.name ?? '';
  const confirm = async (target: Branch) => {
    try {
      const { message } = await change.mutateAsync({
        params: { id: target.id },
        body: { status: target.status === 'ACTIVE' ? 'INACTIVE' : 'ACTIVE' },
      });
      if (message) toast.success(message);
      onClose();
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };
  return (
    <ConfirmDialog
      open={branch !== null}
      onOpenChange={(open) => !open && onClose()}
      title={deactivating ? M.deactivateBranchTitle : M.activateBranchTitle}
      body={deactivating ? M.deactivateBranchBody(name) : M.activateBranchBody(name)}
      confirmLabel={deactivating ? M.deactivate : M.activate}
      cancelLabel={M.cancel}
      tone={deactivating ? 'danger' : 'primary'}
      busy={change.isPending}
      onConfirm={() => {
        if (branch) void confirm(branch);
      }}
    />
  );
}
