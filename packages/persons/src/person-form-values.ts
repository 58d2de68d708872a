import { type Person, type PersonInput, personInputSchema } from '@cc/contracts';

/** The form's fields, in the order they are shown. */
export const PERSON_FORM_FIELDS = ['fullName', 'phone', 'nationalId', 'address', 'notes'] as const;
/** A field of the account form. */
export type PersonFormField = (typeof PERSON_FORM_FIELDS)[number];
/** What the inputs hold: text, as typed. */
export type PersonFormValues = Record<PersonFormField, string>;
/** Error messages by field. */
export type PersonFormErrors = Partial<Record<PersonFormField, string>>;

/** Empty values of a new account. */
export const EMPTY_PERSON_VALUES: PersonFormValues = {
  fullName: '',
  phone: '',
  nationalId: '',
  address: '',
  notes: '',
};

/**
 * The form values of a loaded person (null becomes '').
 *
 * @example
 * personToValues(person).phone; // '07701234567'
 */
export function personToValues(person: Person): PersonFormValues {
  return {
    fullName: person.fullName,
    phone: person.phone ?? '',
    nationalId: person.nationalId ?? '',
    address: person.address ?? '',
    notes: person.notes ?? '',
  };
}

const orNull = (text: string): string | null => (text.trim() === '' ? null : text);

/**
 * The body of POST /persons and PUT /persons/{id}: empty optional fields as null. The phone is sent as
 * typed; the server normalises it (Arabic-Indic digits, +964).
 *
 * @example
 * valuesToInput({ ...EMPTY_PERSON_VALUES, fullName: 'علي' }); // { fullName: 'علي', phone: null, … }
 */
export function valuesToInput(values: PersonFormValues): PersonInput {
  return {
    fullName: values.fullName,
    phone: orNull(values.phone),
    nationalId: orNull(values.nationalId),
    address: orNull(values.address),
    notes: orNull(values.notes),
  };
}

/**
 * Checks the values with personInputSchema (its Arabic messages): the parsed body, or the first message
 * of each invalid field.
 *
 * @example
 * validatePersonValues(EMPTY_PERSON_VALUES); // { ok: false, errors: { fullName: 'الاسم الكامل مطلوب' } }
 */
export function validatePersonValues(
  values: PersonFormValues,
): { ok: true; input: PersonInput } | { ok: false; errors: PersonFormErrors } {
  const parsed = personInputSchema.safeParse(valuesToInput(values));
  if (parsed.success) return { ok: true, input: parsed.data };
  const errors: PersonFormErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && (PERSON_FORM_FIELDS as readonly string[]).includes(field)) {
      errors[field as PersonFormField] ??= issue.message;
    }
  }
  return { ok: false, errors };
}
