import { ApiError, fieldErrorMap } from '@cc/api-client';
import type { Car } from '@cc/contracts';
import { toast } from '@cc/ui-rtl';
import { type FormEvent, useCallback, useState } from 'react';
import type { CarsApi } from './api';
import {
  CAR_FORM_FIELDS,
  type CarFormErrors,
  type CarFormField,
  type CarFormValues,
  carToValues,
  EMPTY_CAR_VALUES,
  validateCarValues,
} from './car-form-values';
import { failureMessage } from './car-labels';
import { CARS_MESSAGES } from './messages';
import { useCar } from './use-car';

/** Options of {@link useCarForm}. */
export interface UseCarFormOptions {
  api: CarsApi;
  /** The car to edit; omitted for a new car. */
  carId?: number;
  /** Called with the saved car after the success toast. */
  onDone: (car: Car) => void;
}

/** State and actions of the car form (the headless core of {@link CarFormScreen}). */
export interface CarFormController {
  values: CarFormValues;
  errors: CarFormErrors;
  /** A message for the whole form: a load failure, a 409, or a server error without field errors. */
  formError: string | null;
  /** Loading the car to edit. */
  loading: boolean;
  /** The car could not be loaded (404 or another failure): the form is not shown. */
  loadFailed: boolean;
  /** The car being edited, once loaded. */
  car: Car | null;
  saving: boolean;
  setValue(field: CarFormField, value: string): void;
  submit(event?: FormEvent): Promise<void>;
}

/**
 * The car form's state: loads the car to edit, validates with carInputSchema before sending, sends numbers
 * as numbers, shows the server's field errors under their fields and any other failure (e.g. 409, the car
 * is no longer Pending) as the server's message.
 *
 * @example
 * const form = useCarForm({ api, carId: 7, onDone: (car) => navigate(`/car/${car.id}/view`) });
 */
export function useCarForm({ api, carId, onDone }: UseCarFormOptions): CarFormController {
  const loaded = useCar(api, carId);
  const [values, setValues] = useState<CarFormValues>(EMPTY_CAR_VALUES);
  const [errors, setErrors] = useState<CarFormErrors>({});
  const [saveError, setSaveError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  // The loaded car fills the form as it arrives (set during render, so no empty form flashes first).
  const [filledFrom, setFilledFrom] = useState<Car | null>(null);
  if (loaded.car && loaded.car !== filledFrom) {
    setFilledFrom(loaded.car);
    setValues(carToValues(loaded.car));
  }

  const setValue = useCallback((field: CarFormField, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => (e[field] ? { ...e, [field]: undefined } : e));
  }, []);

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (saving) return;
    setSaveError(null);
    const checked = validateCarValues(values);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      const saved =
        carId === undefined ? await api.create(checked.input) : await api.update(carId, checked.input);
      toast.success(CARS_MESSAGES.saved);
      onDone(saved);
    } catch (error) {
      const byField = fieldErrorMap(error);
      const known: CarFormErrors = {};
      for (const field of CAR_FORM_FIELDS) if (byField[field]) known[field] = byField[field];
      setErrors(known);
      const message = failureMessage(error, CARS_MESSAGES.saveFailed);
      // With field errors the fields say it; otherwise (409, 500, network) the server's message does.
      if (Object.keys(known).length === 0) {
        setSaveError(message);
        toast.error(message);
      } else {
        setSaveError(error instanceof ApiError && error.message ? error.message : CARS_MESSAGES.fixErrors);
      }
    } finally {
      setSaving(false);
    }
  };

  return {
    values,
    errors,
    formError: loaded.error ?? saveError,
    loading: loaded.loading,
    loadFailed: loaded.error !== null,
    car: loaded.car,
    saving,
    setValue,
    submit,
  };
}
