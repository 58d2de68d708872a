import { RecordFormPage } from '@cc/business';
import { PERSON_FIELDS } from './person-fields';
import { PERSON_RECORD } from './person-record';

// The schema loads beside the form: the page paints without zod (docs/architecture.md, "Bundle budget").
const loadPersonSchema = () => import('./form-schemas').then((m) => m.personInputSchema);

/**
 * new-account and account-cards/:id/edit: الاسم الكامل* and the optional phone, national id, address and
 * notes ({@link PERSON_FIELDS}) checked by personInputSchema before anything is sent, the server's field
 * errors under their fields (a phone that is not an Iraqi mobile, a national id already used); 'حفظ'
 * toasts the server's answer and opens the account's page, 'إلغاء' goes back. Editing loads the account
 * first ('الحساب غير موجود' for an unknown one).
 */
export default function PersonFormPage() {
  return <RecordFormPage {...PERSON_RECORD} schema={loadPersonSchema} fields={PERSON_FIELDS} />;
}
