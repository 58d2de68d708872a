import { RecordFormPage } from '@cc/business';
import { personInputSchema } from '@cc/contracts';
import { PERSON_FIELDS } from './person-fields';
import { PERSON_RECORD } from './person-record';

/**
 * new-account and account-cards/:id/edit: الاسم الكامل* and the optional phone, national id, address and
 * notes ({@link PERSON_FIELDS}) checked by personInputSchema before anything is sent, the server's field
 * errors under their fields (a phone that is not an Iraqi mobile, a national id already used); 'حفظ'
 * toasts the server's answer and opens the account's page, 'إلغاء' goes back. Editing loads the account
 * first ('الحساب غير موجود' for an unknown one).
 */
export default function PersonFormPage() {
  return <RecordFormPage {...PERSON_RECORD} schema={personInputSchema} fields={PERSON_FIELDS} />;
}
