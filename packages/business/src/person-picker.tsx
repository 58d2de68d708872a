import { endpoints, type Person } from '@cc/contracts';
import { useResource } from '@cc/resources';
import { Button, ComboboxField, type FormFieldProps } from '@cc/ui-rtl';
import { useState } from 'react';
import { type FieldValues, type PathValue, useFormContext } from 'react-hook-form';
import { PersonDialog } from './lazy-dialogs';
import { BUSINESS_MESSAGES as M } from './messages';
import { listOptions, useKeywordSearch } from './search-select';

/** Props of {@link PersonPicker}. */
export interface PersonPickerProps<T extends FieldValues> extends FormFieldProps<T> {
  /** Offers 'إضافة حساب جديد' (PERSON_CREATE): the new person is picked. */
  allowCreate?: boolean;
  /** Pause after typing before the search (ms). */
  debounceMs?: number;
}

/** 'علي حسين — 07701234567' (the phone tells two persons of one name apart). */
export const personLabel = (p: Person) => (p.phone ? `${p.fullName} — ${p.phone}` : p.fullName);
const personText = (p: Person) => [p.fullName, p.phone, p.nationalId].filter(Boolean).join(' ');

/**
 * Picks an account card into a field of the surrounding form (its id): a combobox whose typed text the
 * server searches over name, phone and national id (GET /persons, 20 at a time), matched Arabic-aware;
 * with `allowCreate`, 'إضافة حساب جديد' adds one in place and picks it.
 *
 * @example
 * <PersonPicker<DealForm> name="buyerId" label="المشتري" required allowCreate />
 */
export function PersonPicker<T extends FieldValues>({
  allowCreate = false,
  debounceMs = 300,
  ...field
}: PersonPickerProps<T>) {
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<Person | null>(null);
  const { setValue } = useFormContext<T>();
  const search = useKeywordSearch(debounceMs);
  const found = useResource(endpoints.persons.list, { query: search.query }, { keepPrevious: true });
  const listed = listOptions(found);
  const items = listed.options;
  // The account just added is offered even when the search has not found it.
  const options = created && !items.some((p) => p.id === created.id) ? [created, ...items] : items;
  return (
    <>
      <ComboboxField<T, Person>
        {...field}
        {...listed}
        options={options}
        optionLabel={personLabel}
        optionText={personText}
        onQueryChange={search.setKeyword}
        extra={
          allowCreate ? (
            <Button type="button" variant="ghost" size="sm" onClick={() => setCreating(true)}>
              {M.addPerson}
            </Button>
          ) : undefined
        }
      />
      {allowCreate ? (
        <PersonDialog
          open={creating}
          onOpenChange={setCreating}
          onCreated={(person) => {
            setCreated(person);
            setValue(field.name, person.id as PathValue<T, typeof field.name>, {
              shouldDirty: true,
              shouldValidate: true,
            });
          }}
        />
      ) : null}
    </>
  );
}
