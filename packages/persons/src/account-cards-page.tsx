import { useCan } from '@cc/auth';
import { RecordListPage } from '@cc/business';
import { endpoints, type Person } from '@cc/contracts';
import { ButtonLink } from '@cc/ui-rtl';
import { Link } from 'react-router';
import { PERSONS_MESSAGES as M } from './messages';
import { personPaths } from './paths';
import { PERSON_COLUMNS } from './person-columns';
import { PERSON_RECORD } from './person-record';

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
  return (
    <RecordListPage<Person>
      {...PERSON_RECORD}
      title={M.listTitle}
      headerActions={
        canCreate ? (
          <ButtonLink link={Link} to={personPaths.create}>
            {M.addPerson}
          </ButtonLink>
        ) : undefined
      }
      table={{ endpoint: endpoints.persons.list, columns: PERSON_COLUMNS, caption: M.listCaption }}
      can={{ delete: () => canDelete, edit: () => canUpdate }}
    />
  );
}
