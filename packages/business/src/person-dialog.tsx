import { errorMessage, fieldErrorMap } from '@cc/api-client';
import { endpoints, type Person, type PersonInput, personInputSchema } from '@cc/contracts';
import { useResourceMutation } from '@cc/resources';
import { Button, Dialog, TextInput, toast } from '@cc/ui-rtl';
import { useState } from 'react';
import { BUSINESS_MESSAGES as M } from './messages';

/** Props of {@link PersonDialog}. */
export interface PersonDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The new person (the picker that opened the dialog picks it). */
  onCreated: (person: Person) => void;
}

type PersonField = 'fullName' | 'phone' | 'nationalId';
const EMPTY = { fullName: '', phone: '', nationalId: '' };

/**
 * A new account card in place (POST /persons): full name (required), phone and national id, checked with
 * personInputSchema; the server's field errors (an invalid phone) show under their fields.
 *
 * @example
 * <PersonDialog open={open} onOpenChange={setOpen} onCreated={setBuyer} />
 */
export function PersonDialog({ open, onOpenChange, onCreated }: PersonDialogProps) {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<PersonField, string>>>({});
  const create = useResourceMutation(endpoints.persons.create);

  const close = (next: boolean) => {
    if (!next) {
      setValues(EMPTY);
      setErrors({});
    }
    onOpenChange(next);
  };

  const submit = async () => {
    const input: PersonInput = {
      fullName: values.fullName,
      phone: values.phone.trim() || null,
      nationalId: values.nationalId.trim() || null,
    };
    const parsed = personInputSchema.safeParse(input);
    if (!parsed.success) {
      const next: Partial<Record<PersonField, string>> = {};
      for (const issue of parsed.error.issues) next[issue.path[0] as PersonField] ??= issue.message;
      setErrors(next);
      return;
    }
    try {
      const { data: person, message } = await create.mutateAsync({ body: parsed.data });
      toast.success(message ?? M.personCreated);
      onCreated(person);
      close(false);
    } catch (error) {
      setErrors(fieldErrorMap(error));
      toast.error(errorMessage(error));
    }
  };

  const field = (name: PersonField, label: string, required = false) => (
    <TextInput
      label={label}
      required={required}
      value={values[name]}
      {...(errors[name] ? { error: errors[name] } : {})}
      onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
    />
  );

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title={M.personDialogTitle}
      footer={
        <>
          <Button type="button" variant="secondary" onClick={() => close(false)}>
            {M.close}
          </Button>
          <Button type="button" loading={create.isPending} onClick={() => void submit()}>
            {M.save}
          </Button>
        </>
      }
    >
      <div className="cc-business-stack">
        {field('fullName', M.fullName, true)}
        {field('phone', M.phone)}
        {field('nationalId', M.nationalId)}
      </div>
    </Dialog>
  );
}
