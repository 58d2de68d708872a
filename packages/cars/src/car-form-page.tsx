import { RecordFormPage } from '@cc/business';
import { carInputSchema, endpoints } from '@cc/contracts';
import { CAR_FIELDS } from './car-fields';
import { CARS_MESSAGES as M } from './messages';
import { carPaths } from './paths';

/**
 * new-car and car/:id/edit: the car form of {@link CAR_FIELDS} checked by carInputSchema (its Arabic
 * messages under the fields before anything is sent), numbers typed in any digits, the server's field
 * errors under their fields and any other refusal (409: the car is no longer Pending) as its message;
 * 'حفظ' toasts the server's answer and opens the car's page, 'إلغاء' goes back. Editing loads the car
 * first ('السيارة غير موجودة' for an unknown one).
 */
export default function CarFormPage() {
  return (
    <RecordFormPage
      endpoints={endpoints.cars}
      schema={carInputSchema}
      fields={CAR_FIELDS}
      titles={{ create: M.newCarTitle, edit: M.editCarTitle }}
      nameOf={(car) => car.name}
      paths={carPaths}
      messages={M}
    />
  );
}
