import { fieldErrorMap } from '@cc/api-client';
import { type Person, type PersonInput, personInputSchema } from '@cc/contracts';
import { Button, Dialog, TextInput, toast } from '@cc/ui-rtl';
import { useState } from 'react';
import { failureMessage } from './failure';
import { DEALS_MESSAGES as M } from './messages';

/** Props of {@link PersonDialog}. */
export interface PersonDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** POST /persons. */
  create: (input: PersonInput) => Promise<Person>;
  /** The new person, to pick in the field that opened the dialog. */
  onCreated: (person: Person) => void;
}

type PersonField = 'fullName' | 'phone' | 'nationalId';
const EMPTY = { fullName: '', phone: '', nationalId: '' };

/**
 * The form's inline 'إضافة حساب جديد': full name (required), phone and national id, checked with
 * personInputSchema; the server's field errors (e.g. an invalid phone) show under the fields.
 *
 * @example
 * <PersonDialog open={open} onOpenChange={setOpen} create={api.createPerson} onCreated={setBuyer} />
 */
export function PersonDialog({ open, onOpenChange, create, onCreated }: PersonDialogProps) {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<PersonField, string>>>({});
  const [busy, setBusy] = useState(false);

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
    setBusy(true);
    try {
      const person = await create(parsed.data);
      toast.success(M.personCreated);
      onCreated(person);
      close(false);
    } catch (error) {
      setErrors(fieldErrorMap(error));
      toast.error(failureMessage(error, M.saveFailed));
    } finally {
      setBusy(false);
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
          <Button type="button" loading={busy} onClick={() => void submit()}>
            {M.save}
          </Button>
        </>
      }
    >
      <div className="cc-deals-stack">
        {field('fullName', M.fullName, true)}
        {field('phone', M.phone)}
        {field('nationalId', M.nationalId)}
      </div>
    </Dialog>
  );
}
