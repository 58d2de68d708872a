import { RecordFormPage } from '@cc/business';
import { carInputSchema } from '@cc/contracts';
import { CAR_FIELDS } from './car-fields';
import { CAR_RECORD } from './car-record';

/**
 * new-car and car/:id/edit: the car form of {@link CAR_FIELDS} checked by carInputSchema (its Arabic
 * messages under the fields before anything is sent), numbers typed in any digits, the server's field
 * errors under their fields and any other refusal (409: the car is no longer Pending) as its message;
 * 'حفظ' toasts the server's answer and opens the car's page, 'إلغاء' goes back. Editing loads the car
 * first ('السيارة غير موجودة' for an unknown one).
 */
export default function CarFormPage() {
  return <RecordFormPage {...CAR_RECORD} schema={carInputSchema} fields={CAR_FIELDS} />;
}
