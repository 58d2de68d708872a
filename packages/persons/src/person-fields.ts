import type { PersonInput } from '@cc/contracts';
import type { FieldSpec } from '@cc/ui-rtl';
import { PERSONS_MESSAGES } from './messages';

const F = PERSONS_MESSAGES.fields;
const P = PERSONS_MESSAGES.placeholders;

/**
 * The account form (new-account, account-cards/{id}/edit): its fields in the order shown, each bound to a
 * key of personInputSchema, which checks them (Arabic messages) and gives the API body. The phone is sent
 * as typed: the server normalises it (Arabic-Indic digits, +964). Phone and national id are digits, typed
 * and read left to right.
 *
 * @example
 * <FormFields fields={PERSON_FIELDS} />
 */
export const PERSON_FIELDS: readonly FieldSpec<PersonInput>[] = [
  {
    kind: 'text',
    name: 'fullName',
    label: F.fullName,
    required: true,
    placeholder: P.fullName,
  },
  {
    kind: 'text',
    name: 'phone',
    label: F.phone,
    type: 'tel',
    inputMode: 'tel',
    dir: 'ltr',
    placeholder: P.phone,
  },
  { kind: 'text', name: 'nationalId', label: F.nationalId, dir: 'ltr' },
  { kind: 'text', name: 'address', label: F.address },
  { kind: 'textarea', name: 'notes', label: F.notes },
];
