import type { CarInput } from '@cc/contracts';
import type { FieldSpec } from '@cc/ui-rtl';
import { CAR_OPTIONS } from './car-labels';
import { CARS_MESSAGES } from './messages';

const F = CARS_MESSAGES.fields;
const P = CARS_MESSAGES.placeholders;

/**
 * The car form (new-car, car/{id}/edit): its fields in the order shown, each bound to a key of
 * carInputSchema, which checks them (Arabic messages) and gives the API body. A new column of cars is one
 * line here (its label is its column title in @cc/contracts). Text fields take their `maxLength` from
 * carInputSchema's `.max()` (the form kit reads it), so the limits are written once, in the contract.
 *
 * @example
 * <FormFields fields={CAR_FIELDS} />
 */
export const CAR_FIELDS: readonly FieldSpec<CarInput>[] = [
  { kind: 'text', name: 'name', label: F.name, required: true, placeholder: P.name },
  { kind: 'number', name: 'model', label: F.model, required: true, placeholder: P.model },
  { kind: 'text', name: 'color', label: F.color, required: true, placeholder: P.color },
  { kind: 'select', name: 'type', label: F.type, options: CAR_OPTIONS.type },
  {
    kind: 'text',
    name: 'plateNumber',
    label: F.plateNumber,
    required: true,
    placeholder: P.plateNumber,
  },
  {
    kind: 'text',
    name: 'chassisNumber',
    label: F.chassisNumber,
    required: true,
    placeholder: P.chassisNumber,
    dir: 'ltr',
  },
  { kind: 'number', name: 'kilometers', label: F.kilometers },
  { kind: 'number', name: 'cylinderCount', label: F.cylinderCount },
  { kind: 'number', name: 'passengerCount', label: F.passengerCount },
  { kind: 'select', name: 'engineType', label: F.engineType, options: CAR_OPTIONS.engineType },
  { kind: 'select', name: 'origin', label: F.origin, options: CAR_OPTIONS.origin },
  { kind: 'textarea', name: 'notes', label: F.notes },
];
