import { errorMessage } from '@cc/api-client';
import { useCan } from '@cc/auth';
import { endpoints, type Person } from '@cc/contracts';
import { DataTable } from '@cc/data-table';
import { useResourceMutation } from '@cc/resources';
import { A4Page, ButtonLink, ConfirmDelete, PageHeader, RowActions, toast } from '@cc/ui-rtl';
import { useState } from 'react';
import { Link } from 'react-router';
import { PERSONS_MESSAGES as M } from './messages';
import { personPaths } from './paths';
import { PERSON_COLUMNS } from './person-columns';

/**
 * /account-cards: keyword search (name, phone, national id; the server is Arabic-aware), the columns of
 * {@link PERSON_COLUMNS}, view per row, edit with PERSON_UPDATE, delete with PERSON_DELETE after a
 * confirmation (the server refuses a party to a deal: its message is toasted), and 'إضافة حساب' with
 * PERSON_CREATE. No saved views: the server keeps views of the cars list only.
 */
export default function AccountCardsPage() {
  const canCreate = useCan('PERSON_CREATE');
  const canUpdate = useCan('PERSON_UPDATE');
  const canDelete = useCan('PERSON_DELETE');
  const [target, setTarget] = useState<Person | null>(null);
  const remove = useResourceMutation(endpoints.persons.remove, {
    onSuccess: ({ message }) => toast.success(message ?? M.deleted),
    onError: (error) => toast.error(errorMessage(error)),
    onSettled: () => setTarget(null),
  });

  return (
    <A4Page>
      <PageHeader
        title={M.listTitle}
        actions={
          canCreate ? (
            <ButtonLink link={Link} to={personPaths.create}>
              {M.addPerson}
            </ButtonLink>
          ) : undefined
        }
      />
      <DataTable<Person>
        endpoint={endpoints.persons.list}
        columns={PERSON_COLUMNS}
        caption={M.listCaption}
        onError={(message) => toast.error(message)}
        actions={(person) => (
          <RowActions
            link={Link}
            label={person.fullName}
            onDelete={canDelete ? () => setTarget(person) : undefined}
            editTo={canUpdate ? personPaths.edit(person.id) : undefined}
            viewTo={personPaths.view(person.id)}
          />
        )}
      />
      <ConfirmDelete
        open={target !== null}
        body={M.deleteBody(target?.fullName ?? '')}
        busy={remove.isPending}
        onCancel={() => setTarget(null)}
        onConfirm={() => target && remove.mutate({ params: { id: target.id } })}
      />
    </A4Page>
  );
}
