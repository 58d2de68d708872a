import type { Car } from '@cc/contracts';
import { A4Page, Button, PageHeader, Spinner, TextInput } from '@cc/ui-rtl';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { CarsApi } from './api';
import { SelectField, TextAreaField } from './car-form-fields';
import { type CarFormField, NUMBER_CAR_FIELDS, REQUIRED_CAR_FIELDS } from './car-form-values';
import { CAR_OPTIONS } from './car-labels';
import { CARS_MESSAGES } from './messages';
import { carPaths } from './paths';
import { useCarForm } from './use-car-form';

/** Props of {@link CarFormScreen}. */
export interface CarFormScreenProps {
  api: CarsApi;
  /** The car to edit (car/{id}/edit); omitted for new-car. */
  carId?: number;
  /** Called with the saved car after the toast 'تم حفظ السيارة' (the app goes to /car/{id}/view). */
  onDone: (car: Car) => void;
  /** Where 'إلغاء' goes; default the car's view when editing, else the list. */
  cancelTo?: string;
}

const F = CARS_MESSAGES.fields;
const P = CARS_MESSAGES.placeholders;
const TEXT_PLACEHOLDERS: Partial<Record<CarFormField, string>> = P;

/**
 * The add and edit car form (new-car, car/{id}/edit): Arabic labels with required marks, carInputSchema's
 * Arabic messages before sending, the server's field errors under their fields, number fields as
 * type=number (the wheel does not change them), 'حفظ' and 'إلغاء'. Editing loads the car first.
 *
 * @example
 * ```tsx
 * <CarFormScreen api={carsApi} carId={7} onDone={(car) => navigate(`/car/${car.id}/view`)} />
 * ```
 */
export function CarFormScreen({ api, carId, onDone, cancelTo }: CarFormScreenProps) {
  const form = useCarForm({ api, ...(carId !== undefined ? { carId } : {}), onDone });
  const { values, errors, saving } = form;
  const title = carId === undefined ? CARS_MESSAGES.newCarTitle : CARS_MESSAGES.editCarTitle;
  const back = cancelTo ?? (carId === undefined ? carPaths.list : carPaths.view(carId));

  const input = (field: CarFormField) => (
    <TextInput
      key={field}
      label={F[field]}
      type={NUMBER_CAR_FIELDS.has(field) ? 'number' : 'text'}
      inputMode={NUMBER_CAR_FIELDS.has(field) ? 'numeric' : undefined}
      dir={field === 'chassisNumber' ? 'ltr' : undefined}
      value={values[field]}
      onChange={(e) => form.setValue(field, e.target.value)}
      required={REQUIRED_CAR_FIELDS.has(field)}
      placeholder={TEXT_PLACEHOLDERS[field]}
      error={errors[field]}
      disabled={saving}
      containerClassName={`cc-cars-form__field cc-cars-form__field--${field}`}
    />
  );
  const select = (field: 'type' | 'engineType' | 'origin') => (
    <SelectField
      key={field}
      label={F[field]}
      value={values[field]}
      options={CAR_OPTIONS[field]}
      onChange={(v) => form.setValue(field, v)}
      error={errors[field]}
      disabled={saving}
    />
  );

  let content: ReactNode;
  if (form.loading) {
    content = (
      <p className="cc-cars-state" role="status">
        <Spinner size={20} /> {CARS_MESSAGES.loading}
      </p>
    );
  } else if (form.loadFailed) {
    content = (
      <div className="cc-cars-state" role="alert">
        <p>{form.formError}</p>
        <Link to={carPaths.list}>{CARS_MESSAGES.backToList}</Link>
      </div>
    );
  } else {
    content = (
      <form
        className="cc-cars-form"
        noValidate
        onSubmit={(e) => void form.submit(e)}
        aria-busy={saving || undefined}
      >
        <p className="cc-cars-form__hint">{CARS_MESSAGES.requiredHint}</p>
        {form.formError && (
          <p className="cc-cars-form__error" role="alert">
            {form.formError}
          </p>
        )}
        <div className="cc-cars-form__grid">
          {input('name')}
          {input('model')}
          {input('color')}
          {select('type')}
          {input('plateNumber')}
          {input('chassisNumber')}
          {input('kilometers')}
          {input('cylinderCount')}
          {input('passengerCount')}
          {select('engineType')}
          {select('origin')}
          <div className="cc-cars-form__wide">
            <TextAreaField
              label={F.notes}
              value={values.notes}
              onChange={(v) => form.setValue('notes', v)}
              error={errors.notes}
              disabled={saving}
            />
          </div>
        </div>
        <div className="cc-cars-form__buttons">
          <Button type="submit" loading={saving}>
            {CARS_MESSAGES.save}
          </Button>
          <Link to={back} className="cc-button" data-variant="secondary" data-size="md">
            {CARS_MESSAGES.cancel}
          </Link>
        </div>
      </form>
    );
  }

  return (
    <A4Page className="cc-cars-page">
      <PageHeader title={title} subtitle={form.car ? form.car.name : undefined} />
      {content}
    </A4Page>
  );
}
