import type { Person } from '@cc/contracts';
import { A4Page, Button, PageHeader, Spinner, TextInput } from '@cc/ui-rtl';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { PersonsApi } from './api';
import { PERSONS_MESSAGES } from './messages';
import { personPaths } from './paths';
import type { PersonFormField } from './person-form-values';
import { TextAreaField } from './text-area-field';
import { usePersonForm } from './use-person-form';

/** Props of {@link PersonFormScreen}. */
export interface PersonFormScreenProps {
  api: PersonsApi;
  /** The person to edit (account-cards/{id}/edit); omitted for new-account. */
  personId?: number;
  /** Called with the saved person after the toast 'تم حفظ الحساب' (the app goes to its view page). */
  onDone: (person: Person) => void;
  /** Where 'إلغاء' goes; default the person's view when editing, else the list. */
  cancelTo?: string;
}

const F = PERSONS_MESSAGES.fields;
const P: Partial<Record<PersonFormField, string>> = PERSONS_MESSAGES.placeholders;
// Phone and national id are digits: typed and read left to right.
const LTR_FIELDS: ReadonlySet<PersonFormField> = new Set(['phone', 'nationalId']);

/**
 * The add and edit account form (new-account, account-cards/{id}/edit): الاسم الكامل* and the optional
 * phone, national id, address and notes; personInputSchema's Arabic messages before sending, the
 * server's field errors under their fields, 'حفظ' and 'إلغاء'. Editing loads the person first.
 *
 * @example
 * ```tsx
 * <PersonFormScreen api={personsApi} onDone={(p) => navigate(`/account-cards/${p.id}/view`)} />
 * ```
 */
export function PersonFormScreen({ api, personId, onDone, cancelTo }: PersonFormScreenProps) {
  const form = usePersonForm({ api, ...(personId !== undefined ? { personId } : {}), onDone });
  const { values, errors, saving } = form;
  const title = personId === undefined ? PERSONS_MESSAGES.newTitle : PERSONS_MESSAGES.editTitle;
  const back = cancelTo ?? (personId === undefined ? personPaths.list : personPaths.view(personId));

  const input = (field: Exclude<PersonFormField, 'notes'>) => (
    <TextInput
      key={field}
      label={F[field]}
      type={field === 'phone' ? 'tel' : 'text'}
      inputMode={field === 'phone' ? 'tel' : undefined}
      dir={LTR_FIELDS.has(field) ? 'ltr' : undefined}
      value={values[field]}
      onChange={(e) => form.setValue(field, e.target.value)}
      required={field === 'fullName'}
      placeholder={P[field]}
      error={errors[field]}
      disabled={saving}
      containerClassName={`cc-persons-form__field cc-persons-form__field--${field}`}
    />
  );

  let content: ReactNode;
  if (form.loading) {
    content = (
      <p className="cc-persons-state" role="status">
        <Spinner size={20} /> {PERSONS_MESSAGES.loading}
      </p>
    );
  } else if (form.loadFailed) {
    content = (
      <div className="cc-persons-state" role="alert">
        <p>{form.formError}</p>
        <Link to={personPaths.list}>{PERSONS_MESSAGES.backToList}</Link>
      </div>
    );
  } else {
    content = (
      <form
        className="cc-persons-form"
        noValidate
        onSubmit={(e) => void form.submit(e)}
        aria-busy={saving || undefined}
      >
        <p className="cc-persons-form__hint">{PERSONS_MESSAGES.requiredHint}</p>
        {form.formError && (
          <p className="cc-persons-form__error" role="alert">
            {form.formError}
          </p>
        )}
        <div className="cc-persons-form__grid">
          {input('fullName')}
          {input('phone')}
          {input('nationalId')}
          {input('address')}
          <div className="cc-persons-form__wide">
            <TextAreaField
              label={F.notes}
              value={values.notes}
              onChange={(v) => form.setValue('notes', v)}
              error={errors.notes}
              disabled={saving}
            />
          </div>
        </div>
        <div className="cc-persons-form__buttons">
          <Button type="submit" loading={saving}>
            {PERSONS_MESSAGES.save}
          </Button>
          <Link to={back} className="cc-button" data-variant="secondary" data-size="md">
            {PERSONS_MESSAGES.cancel}
          </Link>
        </div>
      </form>
    );
  }

  return (
    <A4Page className="cc-persons-page">
      <PageHeader title={title} subtitle={form.person ? form.person.fullName : undefined} />
      {content}
    </A4Page>
  );
}
