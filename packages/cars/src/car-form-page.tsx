import { isCompanyAccount, useSession } from '@cc/auth';
import { RecordFormPage } from '@cc/business';
import { CAR_NOT_EDITABLE, type Car } from '@cc/contracts';
import { CAR_FIELDS } from './car-fields';
import { CAR_RECORD } from './car-record';

// The schema loads beside the form: the page paints without zod (docs/architecture.md, "Bundle budget").
const loadCarSchema = () => import('./form-schemas').then((m) => m.carInputSchema);

/**
 * new-car and car/:id/edit: the car form of {@link CAR_FIELDS} checked by carInputSchema (its Arabic
 * messages under the fields before anything is sent), numbers typed in any digits, the server's field
 * errors under their fields and any other refusal (409: the car is no longer Pending) as its message;
 * 'حفظ' toasts the server's answer and opens the car's page, 'إلغاء' goes back. Editing loads the car
 * first ('السيارة غير موجودة' for an unknown one). Only the company account corrects a car that is sold
 * or being paid: anyone else opening its edit address is told the server's refusal and sent to the car's
 * page before the form shows.
 */
export default function CarFormPage() {
  const isCompany = useSession((s) => isCompanyAccount(s));
  return (
    <RecordFormPage
      {...CAR_RECORD}
      schema={loadCarSchema}
      fields={CAR_FIELDS}
      refuseEdit={(car: Car) => carEditRefusal(car, isCompany)}
    />
  );
}

/** Why this user may not edit the car (staff, a car that is not Pending), or null. */
export function carEditRefusal(car: Pick<Car, 'status'>, isCompany: boolean): string | null {
  return car.status === 'Pending' || isCompany ? null : CAR_NOT_EDITABLE;
}
