import { ApiError, fieldErrorMap } from '@cc/api-client';
import type { Person } from '@cc/contracts';
import { toast } from '@cc/ui-rtl';
import { type FormEvent, useCallback, useState } from 'react';
import type { PersonsApi } from './api';
import { failureMessage } from './failure-message';
import { PERSONS_MESSAGES } from './messages';
import {
  EMPTY_PERSON_VALUES,
  PERSON_FORM_FIELDS,
  type PersonFormErrors,
  type PersonFormField,
  type PersonFormValues,
  personToValues,
  validatePersonValues,
} from './person-form-values';
import { usePerson } from './use-person';

/** Options of {@link usePersonForm}. */
export interface UsePersonFormOptions {
  api: PersonsApi;
  /** The person to edit; omitted for a new account. */
  personId?: number;
  /** Called with the saved person after the success toast. */
  onDone: (person: Person) => void;
}

/** State and actions of the account form (the headless core of {@link PersonFormScreen}). */
export interface PersonFormController {
  values: PersonFormValues;
  errors: PersonFormErrors;
  /** A message for the whole form: a load failure, or a server error (with or without field errors). */
  formError: string | null;
  /** Loading the person to edit. */
  loading: boolean;
  /** The person could not be loaded (404 or another failure): the form is not shown. */
  loadFailed: boolean;
  /** The person being edited, once loaded. */
  person: Person | null;
  saving: boolean;
  setValue(field: PersonFormField, value: string): void;
  submit(event?: FormEvent): Promise<void>;
}

/**
 * The account form's state: loads the person to edit, validates with personInputSchema before sending,
 * shows the server's field errors under their fields and any other failure as the server's message.
 *
 * @example
 * const form = usePersonForm({ api, onDone: (p) => navigate(`/account-cards/${p.id}/view`) });
 */
export function usePersonForm({ api, personId, onDone }: UsePersonFormOptions): PersonFormController {
  const loaded = usePerson(api, personId);
  const [values, setValues] = useState<PersonFormValues>(EMPTY_PERSON_VALUES);
  const [errors, setErrors] = useState<PersonFormErrors>({});
  const [saveError, setSaveError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  // The loaded person fills the form as it arrives (set during render, so no empty form flashes first).
  const [filledFrom, setFilledFrom] = useState<Person | null>(null);
  if (loaded.person && loaded.person !== filledFrom) {
    setFilledFrom(loaded.person);
    setValues(personToValues(loaded.person));
  }

  const setValue = useCallback((field: PersonFormField, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => (e[field] ? { ...e, [field]: undefined } : e));
  }, []);

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (saving) return;
    setSaveError(null);
    const checked = validatePersonValues(values);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      const saved =
        personId === undefined ? await api.create(checked.input) : await api.update(personId, checked.input);
      toast.success(PERSONS_MESSAGES.saved);
      onDone(saved);
    } catch (error) {
      const byField = fieldErrorMap(error);
      const known: PersonFormErrors = {};
      for (const field of PERSON_FORM_FIELDS) if (byField[field]) known[field] = byField[field];
      setErrors(known);
      const message = failureMessage(error, PERSONS_MESSAGES.saveFailed);
      if (Object.keys(known).length === 0) {
        setSaveError(message);
        toast.error(message);
      } else {
        setSaveError(error instanceof ApiError && error.message ? error.message : PERSONS_MESSAGES.fixErrors);
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
    person: loaded.person,
    saving,
    setValue,
    submit,
  };
}
