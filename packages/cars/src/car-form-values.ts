import { type Car, type CarInput, carInputSchema } from '@cc/contracts';

/** The form's fields, in the order they are shown. */
export const CAR_FORM_FIELDS = [
  'name',
  'model',
  'color',
  'type',
  'plateNumber',
  'chassisNumber',
  'kilometers',
  'cylinderCount',
  'passengerCount',
  'engineType',
  'origin',
  'notes',
] as const;
/** A field of the car form. */
export type CarFormField = (typeof CAR_FORM_FIELDS)[number];
/** What the inputs hold: text, as typed. */
export type CarFormValues = Record<CarFormField, string>;
/** Error messages by field. */
export type CarFormErrors = Partial<Record<CarFormField, string>>;

/** Fields marked required (carInputSchema's required ones). */
export const REQUIRED_CAR_FIELDS: ReadonlySet<CarFormField> = new Set([
  'name',
  'model',
  'color',
  'plateNumber',
  'chassisNumber',
]);
const NUMBER_FIELDS = ['model', 'kilometers', 'cylinderCount', 'passengerCount'] as const;
/** Fields typed as numbers. */
export const NUMBER_CAR_FIELDS: ReadonlySet<CarFormField> = new Set(NUMBER_FIELDS);

/** Empty values of a new car. */
export const EMPTY_CAR_VALUES: CarFormValues = {
  name: '',
  model: '',
  color: '',
  type: '',
  plateNumber: '',
  chassisNumber: '',
  kilometers: '',
  cylinderCount: '',
  passengerCount: '',
  engineType: '',
  origin: '',
  notes: '',
};

/**
 * The form values of a loaded car (null becomes '').
 *
 * @example
 * carToValues(car).model; // '2021'
 */
export function carToValues(car: Car): CarFormValues {
  const values = { ...EMPTY_CAR_VALUES };
  for (const field of CAR_FORM_FIELDS) {
    const value = car[field];
    values[field] = value === null || value === undefined ? '' : String(value);
  }
  return values;
}

const toNumber = (text: string): number | null => {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  // Arabic-Indic digits typed on an Arabic keyboard count as digits.
  const latin = trimmed.replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x0660));
  return Number(latin);
};
const orNull = (text: string): string | null => (text.trim() === '' ? null : text);

/**
 * The body of POST /car and PUT /car/{id}: numbers as numbers, empty optional fields as null, and an empty
 * year left out so the schema reports it as required.
 *
 * @example
 * valuesToInput({ ...EMPTY_CAR_VALUES, name: 'تويوتا كامري', model: '2021' }).model; // 2021
 */
export function valuesToInput(values: CarFormValues): CarInput {
  const model = toNumber(values.model);
  return {
    name: values.name,
    model: model ?? (undefined as unknown as number),
    color: values.color,
    type: orNull(values.type) as CarInput['type'],
    plateNumber: values.plateNumber,
    chassisNumber: values.chassisNumber,
    kilometers: toNumber(values.kilometers),
    cylinderCount: toNumber(values.cylinderCount),
    passengerCount: toNumber(values.passengerCount),
    engineType: orNull(values.engineType) as CarInput['engineType'],
    origin: orNull(values.origin) as CarInput['origin'],
    notes: orNull(values.notes),
  };
}

/**
 * Checks the values with carInputSchema (its Arabic messages): the parsed body, or the first message of
 * each invalid field.
 *
 * @example
 * const result = validateCarValues(values);
 * if (!result.ok) setErrors(result.errors); // { name: 'اسم السيارة مطلوب', … }
 */
export function validateCarValues(
  values: CarFormValues,
): { ok: true; input: CarInput } | { ok: false; errors: CarFormErrors } {
  const parsed = carInputSchema.safeParse(valuesToInput(values));
  if (parsed.success) return { ok: true, input: parsed.data };
  const errors: CarFormErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && (CAR_FORM_FIELDS as readonly string[]).includes(field)) {
      errors[field as CarFormField] ??= issue.message;
    }
  }
  return { ok: false, errors };
}
