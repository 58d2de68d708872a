import { errorMessage } from '@cc/api-client';
import { useCan } from '@cc/auth';
import { type BranchInput, branchInputSchema, endpoints } from '@cc/contracts';
import { useResource, useResourceMutation } from '@cc/resources';
import {
  EmptyState,
  type FieldSpec,
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
import { addressField, nameAndPhone } from './fields';
import { showSaveFailure } from './form-failure';
import { STAFF_MESSAGES as M } from './messages';
import { StaffPanel } from './parts';

const BRANCH_FIELDS: readonly FieldSpec<BranchInput>[] = [
  ...nameAndPhone<BranchInput>('name', M.branchName),
  addressField<BranchInput>(),
];

/** POST /branches {name, phone, address}: the server's answer toasted, the form emptied. */
function NewBranchForm() {
  const form = useZodForm(branchInputSchema, { defaultValues: formValues(BRANCH_FIELDS) });
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
 * The settings section «الفروع»: the company's branches (GET /branches) and, with CREATE_BRANCH, a form
 * to add one, checked by the contract's schema; the list shows the new branch by itself (the call
 * invalidates the branches, wherever they are shown).
 */
export default function BranchesPanel() {
  const canCreate = useCan('CREATE_BRANCH');
  const branches = useResource(endpoints.branches.list, undefined);
  const list = branches.data?.data;

  return (
    <StaffPanel title={M.branchesTitle}>
      {canCreate ? <NewBranchForm /> : null}
      {list === undefined ? (
        <LoadStatus error={branches.error ? errorMessage(branches.error) : null} />
      ) : list.length === 0 ? (
        <EmptyState>{M.noBranches}</EmptyState>
      ) : (
        <div className="cc-staff-table-scroll">
          <table className="cc-staff-table">
            <caption className="cc-visually-hidden">{M.branchesCaption}</caption>
            <TableHead columns={[M.branchName, M.address, M.phone]} />
            <tbody>
              {list.map((branch) => (
                <tr key={branch.id}>
                  <td>{branch.name}</td>
                  <td>{branch.address ?? '—'}</td>
                  <td>{branch.phone ? <bdi dir="ltr">{branch.phone}</bdi> : '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </StaffPanel>
  );
}
