import { errorMessage } from '@cc/api-client';
import { endpoints, type Person, personInputSchema } from '@cc/contracts';
import { useResourceMutation } from '@cc/resources';
import { A4Page, ButtonLink, PageHeader, RecordForm, toast } from '@cc/ui-rtl';
import { Link, useNavigate, useParams } from 'react-router';
import { PERSONS_MESSAGES as M } from './messages';
import { personPaths } from './paths';
import { PERSON_FIELDS } from './person-fields';
import { WithPerson } from './with-person';

/** The form itself, for a new account or a loaded one; after saving, the account's page. */
function PersonForm({ person }: { person?: Person }) {
  const navigate = useNavigate();
  const create = useResourceMutation(endpoints.persons.create);
  const update = useResourceMutation(endpoints.persons.update);
  return (
    <RecordForm
      schema={personInputSchema}
      fields={PERSON_FIELDS}
      record={person}
      save={(body) =>
        person ? update.mutateAsync({ params: { id: person.id }, body }) : create.mutateAsync({ body })
      }
      onSaved={({ data, message }) => {
        toast.success(message ?? M.saved);
        void navigate(personPaths.view(data.id));
      }}
      errorMessage={errorMessage}
      submitLabel={M.save}
      cancel={
        <ButtonLink
          link={Link}
          to={person ? personPaths.view(person.id) : personPaths.list}
          variant="secondary"
        >
          {M.cancel}
        </ButtonLink>
      }
    />
  );
}

/**
 * new-account and account-cards/:id/edit: الاسم الكامل* and the optional phone, national id, address and
 * notes ({@link PERSON_FIELDS}) checked by personInputSchema before anything is sent, the server's field
 * errors under their fields (a phone that is not an Iraqi mobile, a national id already used); 'حفظ'
 * toasts the server's answer and opens the account's page, 'إلغاء' goes back. Editing loads the account
 * first ('الحساب غير موجود' for an unknown one).
 */
export default function PersonFormPage() {
  const editing = useParams().id !== undefined;
  return (
    <A4Page>
      {editing ? (
        <WithPerson title={M.editTitle}>
          {(person) => (
            <>
              <PageHeader title={M.editTitle} subtitle={person.fullName} />
              <PersonForm key={person.id} person={person} />
            </>
          )}
        </WithPerson>
      ) : (
        <>
          <PageHeader title={M.newTitle} />
          <PersonForm />
        </>
      )}
    </A4Page>
  );
}
