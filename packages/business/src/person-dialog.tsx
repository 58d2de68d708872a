import { errorMessage } from '@cc/api-client';
import { endpoints, type Person, type PersonInput, personInputSchema } from '@cc/contracts';
import { useResourceMutation } from '@cc/resources';
import { FormDialog, TextField, toast, useZodForm } from '@cc/ui-rtl';
import { BUSINESS_MESSAGES as M } from './messages';

/** Props of {@link PersonDialog}. */
export interface PersonDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The new person (the picker that opened the dialog picks it). */
  onCreated: (person: Person) => void;
}

const EMPTY: PersonInput = { fullName: '', phone: null, nationalId: null };

/**
 * A new account card in place (POST /persons), a form of the kit checked by personInputSchema: full name
 * (required, at most 150 characters), phone and national id (Arabic-Indic digits stored as 0-9); the
 * server's field errors (an invalid phone) show under their fields.
 *
 * @example
 * <PersonDialog open={open} onOpenChange={setOpen} onCreated={setBuyer} />
 */
export function PersonDialog({ open, onOpenChange, onCreated }: PersonDialogProps) {
  const create = useResourceMutation(endpoints.persons.create);
  const form = useZodForm(personInputSchema, { defaultValues: EMPTY });
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={M.personDialogTitle}
      form={form}
      save={(body: PersonInput) => create.mutateAsync({ body })}
      onSaved={({ data: person, message }) => {
        toast.success(message ?? M.personCreated);
        onCreated(person);
      }}
      errorMessage={errorMessage}
      submitLabel={M.save}
      cancelLabel={M.close}
    >
      <div className="cc-business-stack">
        <TextField<PersonInput>
          name="fullName"
          label={M.fullName}
          required
          maxLength={150}
          autoComplete="off"
        />
        <TextField<PersonInput>
          name="phone"
          label={M.phone}
          type="tel"
          inputMode="tel"
          dir="ltr"
          maxLength={30}
        />
        <TextField<PersonInput> name="nationalId" label={M.nationalId} dir="ltr" maxLength={40} />
      </div>
    </FormDialog>
  );
}
