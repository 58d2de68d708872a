import { endpoints, type Person } from '@cc/contracts';
import { useResource } from '@cc/resources';
import { Button } from '@cc/ui-rtl';
import { useState } from 'react';
import { BUSINESS_MESSAGES as M } from './messages';
import { PersonDialog } from './person-dialog';
import { SearchSelect, useKeywordSearch } from './search-select';

/** Props of {@link PersonPicker}. */
export interface PersonPickerProps {
  label: string;
  selected: Person | null;
  onSelect: (person: Person | null) => void;
  required?: boolean;
  error?: string | undefined;
  /** Offers 'إضافة حساب جديد' (PERSON_CREATE): the new person is picked. */
  allowCreate?: boolean;
  /** Pause after typing before the search (ms). */
  debounceMs?: number;
}

/** 'علي حسين — 07701234567' (the phone tells two persons of one name apart). */
export const personLabel = (p: Person) => (p.phone ? `${p.fullName} — ${p.phone}` : p.fullName);

/**
 * Picks an account card: the server searches name, phone and national id (GET /persons, 20 at a time);
 * with `allowCreate`, 'إضافة حساب جديد' adds one in place and picks it.
 *
 * @example
 * <PersonPicker label="المشتري" required selected={buyer} onSelect={setBuyer} allowCreate />
 */
export function PersonPicker({ allowCreate = false, debounceMs = 300, ...field }: PersonPickerProps) {
  const [creating, setCreating] = useState(false);
  const search = useKeywordSearch(debounceMs);
  const found = useResource(endpoints.persons.list, { query: search.query }, { keepPrevious: true });
  return (
    <>
      <SearchSelect<Person>
        {...field}
        {...search.box}
        found={found}
        optionLabel={personLabel}
        extra={
          allowCreate ? (
            <Button type="button" variant="ghost" size="sm" onClick={() => setCreating(true)}>
              {M.addPerson}
            </Button>
          ) : undefined
        }
      />
      {allowCreate ? (
        <PersonDialog open={creating} onOpenChange={setCreating} onCreated={field.onSelect} />
      ) : null}
    </>
  );
}
