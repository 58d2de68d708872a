import { errorMessage } from '@cc/api-client';
import { type Car, carInputSchema, endpoints } from '@cc/contracts';
import { useResourceMutation } from '@cc/resources';
import { A4Page, ButtonLink, PageHeader, RecordForm, toast } from '@cc/ui-rtl';
import { Link, useNavigate, useParams } from 'react-router';
import { CAR_FIELDS } from './car-fields';
import { CARS_MESSAGES as M } from './messages';
import { carPaths } from './paths';
import { WithCar } from './with-car';

/** The form itself, for a new car or a loaded one; after saving, the car's page. */
function CarForm({ car }: { car?: Car }) {
  const navigate = useNavigate();
  const create = useResourceMutation(endpoints.cars.create);
  const update = useResourceMutation(endpoints.cars.update);
  return (
    <RecordForm
      schema={carInputSchema}
      fields={CAR_FIELDS}
      record={car}
      save={(body) =>
        car ? update.mutateAsync({ params: { id: car.id }, body }) : create.mutateAsync({ body })
      }
      onSaved={({ data, message }) => {
        toast.success(message ?? M.saved);
        void navigate(carPaths.view(data.id));
      }}
      errorMessage={errorMessage}
      submitLabel={M.save}
      cancel={
        <ButtonLink link={Link} to={car ? carPaths.view(car.id) : carPaths.list} variant="secondary">
          {M.cancel}
        </ButtonLink>
      }
    />
  );
}

/**
 * new-car and car/:id/edit: the car form of {@link CAR_FIELDS} checked by carInputSchema (its Arabic
 * messages under the fields before anything is sent), numbers typed in any digits, the server's field
 * errors under their fields and any other refusal (409: the car is no longer Pending) as its message;
 * 'حفظ' toasts the server's answer and opens the car's page, 'إلغاء' goes back. Editing loads the car
 * first ('السيارة غير موجودة' for an unknown one).
 */
export default function CarFormPage() {
  const editing = useParams().id !== undefined;
  return (
    <A4Page>
      {editing ? (
        <WithCar title={M.editCarTitle}>
          {(car) => (
            <>
              <PageHeader title={M.editCarTitle} subtitle={car.name} />
              <CarForm key={car.id} car={car} />
            </>
          )}
        </WithCar>
      ) : (
        <>
          <PageHeader title={M.newCarTitle} />
          <CarForm />
        </>
      )}
    </A4Page>
  );
}
