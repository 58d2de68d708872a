import { errorMessage } from '@cc/api-client';
import {
  CONTACT_KINDS,
  CONTACT_OUTCOMES,
  type ContactCreate,
  contactCreateSchema,
  type DealCurrency,
  type DealKind,
  endpoints,
} from '@cc/contracts';
import { useResourceMutation } from '@cc/resources';
import { DateField, FormDialog, MoneyField, SelectField, TextAreaField, toast, useZodForm } from '@cc/ui-rtl';
import { COLLECTIONS_MESSAGES as M } from './collections-messages';

import { ContactLog } from './contact-log';

export { ContactLog };

/** The deal a contact is logged for (a queue row). */
export interface ContactTarget {
  dealId: number;
  dealKind: DealKind;
  contractNumber: number;
  currency: DealCurrency;
  buyerName: string;
}

/** Props of {@link ContactDialog}. */
export interface ContactDialogProps {
  /** The deal; null: closed. */
  target: ContactTarget | null;
  onClose: () => void;
}

type ContactForm = {
  kind: ContactCreate['kind'] | null;
  outcome: ContactCreate['outcome'] | null;
  note: string | null;
  promiseDate: string | null;
  promiseAmount: string | null;
  nextActionOn: string | null;
};

const EMPTY: ContactForm = {
  kind: 'CALL',
  outcome: null,
  note: null,
  promiseDate: null,
  promiseAmount: null,
  nextActionOn: null,
};

/** The form's values as the call takes them: empty fields left out. */
const bodyOf = (values: ContactForm): ContactCreate =>
  Object.fromEntries(Object.entries(values).filter(([, v]) => v !== null && v !== '')) as ContactCreate;

/**
 * A deal's collection panel: its contact log, newest first, and a form to log a contact (how, what
 * came of it, a note; for a promise its date and amount in the deal's currency; the next action date,
 * by default from the outcome). POST /collections/{id}/contacts (COLLECTIONS_WORK); the server's
 * refusals show in the dialog.
 *
 * @example
 * <ContactDialog target={{ dealId: 7, dealKind: 'CONTRACT', contractNumber: 12, currency: 'IQD', buyerName: 'علي' }} onClose={close} />
 */
export function ContactDialog({ target, onClose }: ContactDialogProps) {
  const add = useResourceMutation(endpoints.collections.addContact);
  const form = useZodForm(contactCreateSchema, { defaultValues: EMPTY as never });
  const promised = (form.watch as (name: string) => unknown)('outcome') === 'PROMISED';
  return (
    <FormDialog
      open={target !== null}
      onOpenChange={(open) => {
        if (!open && !add.isPending) onClose();
      }}
      form={form as never}
      title={target ? M.dialogTitle(target.dealKind, target.contractNumber, target.buyerName) : ''}
      errorMessage={errorMessage}
      save={(values: ContactForm) =>
        add.mutateAsync({ params: { id: target?.dealId ?? 0 }, body: bodyOf(values) })
      }
      onSaved={() => {
        toast.success(M.saved);
        form.reset(EMPTY as never);
        onClose();
      }}
      submitLabel={M.save}
      cancelLabel={M.cancel}
    >
      {target ? <ContactLog dealId={target.dealId} currency={target.currency} /> : null}
      <div className="cc-deals-grid">
        <SelectField<ContactForm>
          name="kind"
          label={M.kind}
          required
          options={CONTACT_KINDS.map((k) => ({ value: k, label: M.kinds[k] }))}
        />
        <SelectField<ContactForm>
          name="outcome"
          label={M.outcome}
          required
          options={CONTACT_OUTCOMES.map((o) => ({ value: o, label: M.outcomes[o] }))}
        />
        {promised && target ? (
          <>
            <DateField<ContactForm> name="promiseDate" label={M.promiseDate} required />
            <MoneyField<ContactForm>
              name="promiseAmount"
              label={M.promiseAmount}
              currency={target.currency}
              required
            />
          </>
        ) : null}
        <DateField<ContactForm> name="nextActionOn" label={M.nextActionOn} hint={M.nextActionHint} />
      </div>
      <TextAreaField<ContactForm> name="note" label={M.note} rows={2} />
    </FormDialog>
  );
}
