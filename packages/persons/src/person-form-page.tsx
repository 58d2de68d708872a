import { RecordFormPage } from '@cc/business';
import { endpoints, personInputSchema } from '@cc/contracts';
import { PERSONS_MESSAGES as M } from './messages';
import { personPaths } from './paths';
import { PERSON_FIELDS } from './person-fields';

/**
 * new-account and account-cards/:id/edit: الاسم الكامل* and the optional phone, national id, address and
 * notes ({@link PERSON_FIELDS}) checked by personInputSchema before anything is sent, the server's field
 * errors under their fields (a phone that is not an Iraqi mobile, a national id already used); 'حفظ'
 * toasts the server's answer and opens the account's page, 'إلغاء' goes back. Editing loads the account
 * first ('الحساب غير موجود' for an unknown one).
 */
export default function PersonFormPage() {
  return (
    <RecordFormPage
      endpoints={endpoints.persons}
      schema={personInputSchema}
      fields={PERSON_FIELDS}
      titles={{ create: M.newTitle, edit: M.editTitle }}
      nameOf={(person) => person.fullName}
      paths={personPaths}
      messages={M}
    />
  );
}
