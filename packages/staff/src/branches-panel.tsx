import { errorMessage } from '@cc/api-client';
import { useCan } from '@cc/auth';
import { type Branch, type BranchInput, endpoints } from '@cc/contracts';
import { useResource, useResourceMutation } from '@cc/resources';
import {
  Badge,
  Button,
  EmptyState,
  Form,
  FormActions,
  FormFields,
  formValues,
  IconPlus,
  LoadStatus,
  SubmitButton,
  TableHead,
  toast,
  useZodForm,
} from '@cc/ui-rtl';
import { useState } from 'react';
import { BRANCH_FIELDS, BranchStatusDialog, EditBranchDialog } from './branch-dialogs';
import { showSaveFailure } from './form-failure';
import { STAFF_MESSAGES as M } from './messages';
import { loadBranchSchema } from './schema-loaders';
import { StaffPanel } from './staff-panel';

/** POST /branches {name, phone, address}: the server's answer toasted, the form emptied. */
function NewBranchForm() {
  const form = useZodForm(loadBranchSchema, { defaultValues: formValues(BRANCH_FIELDS) });
  const create = useResourceMutation(endpoints.branches.create);
  const save = async (body: BranchInput) => {
    try {
      const { message } = await create.mutateAsync({ body });
      if (message) toast.success(message);
      form.reset(formValues(BRANCH_FIELDS));
    } catch (error) {
      showSaveFailure(form, error);
    }
  };
  return (
    <Form form={form} onSubmit={save} aria-label={M.newBranch}>
      <FormFields fields={BRANCH_FIELDS} />
      <FormActions>
        <SubmitButton startIcon={<IconPlus size={18} />}>{M.addBranch}</SubmitButton>
      </FormActions>
    </Form>
  );
}

/**
 * The settings section «الفروع»: the company's branches (GET /branches) with their status and, with
 * CREATE_BRANCH, a form to add one and each row's «تعديل» (rename, phone, address) and «إيقاف» /
 * «تفعيل». A deactivated branch stays listed and on the records naming it, but no picker offers it to a
 * new record. No branch is deleted. The list refreshes by itself (the calls invalidate the branches).
 */
export default function BranchesPanel() {
  const canManage = useCan('CREATE_BRANCH');
  const branches = useResource(endpoints.branches.list, undefined);
  const list = branches.data?.data;
  const [editing, setEditing] = useState<Branch | null>(null);
  const [flipping, setFlipping] = useState<Branch | null>(null);

  return (
    <StaffPanel title={M.branchesTitle}>
      {canManage ? <NewBranchForm /> : null}
      {list === undefined ? (
        <LoadStatus error={branches.error ? errorMessage(branches.error) : null} />
      ) : list.length === 0 ? (
        <EmptyState>{M.noBranches}</EmptyState>
      ) : (
        <div className="cc-staff-table-scroll">
          <table className="cc-staff-table">
            <caption className="cc-visually-hidden">{M.branchesCaption}</caption>
            <TableHead
              columns={[M.branchName, M.address, M.phone, M.status, ...(canManage ? [M.actions] : [])]}
            />
            <tbody>
              {list.map((branch) => (
                <tr key={branch.id}>
                  <td>{branch.name}</td>
                  <td>{branch.address ?? '—'}</td>
                  <td>{branch.phone ? <bdi dir="ltr">{branch.phone}</bdi> : '—'}</td>
                  <td>
                    {branch.status === 'ACTIVE' ? (
                      <Badge tone="success">{M.active}</Badge>
                    ) : (
                      <Badge tone="neutral">{M.inactive}</Badge>
                    )}
                  </td>
                  {canManage ? (
                    <td>
                      <div className="cc-staff-row-actions">
                        <Button
                          type="button"
                          size="sm"
                          variant="secondary"
                          aria-label={M.editBranchOf(branch.name)}
                          onClick={() => setEditing(branch)}
                        >
                          {M.edit}
                        </Button>
                        <Button
                          type="button"
                          size="sm"
                          variant="ghost"
                          aria-label={
                            branch.status === 'ACTIVE'
                              ? M.deactivateBranchOf(branch.name)
                              : M.activateBranchOf(branch.name)
                          }
                          onClick={() => setFlipping(branch)}
                        >
                          {branch.status === 'ACTIVE' ? M.deactivate : M.activate}
                        </Button>
                      </div>
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {canManage ? (
        <>
          <EditBranchDialog branch={editing} onClose={() => setEditing(null)} />
          <BranchStatusDialog branch={flipping} onClose={() => setFlipping(null)} />
        </>
      ) : null}
    </StaffPanel>
  );
}
