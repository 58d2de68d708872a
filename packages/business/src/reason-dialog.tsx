import { errorMessage } from '@cc/api-client';
import {
  FormDialog,
  type FormDialogProps,
  type SchemaLoader,
  TextAreaField,
  useZodForm,
  type ZodSchemaLike,
} from '@cc/ui-rtl';

/** What every reason form sends: `{ reason }` (reasonBodySchema of @cc/contracts). */
export interface ReasonBody {
  reason: string;
}

/** Props of {@link ReasonDialog}. */
export interface ReasonDialogProps<Saved>
  extends Pick<
    FormDialogProps<{ reason: string | null }, ReasonBody, Saved>,
    'title' | 'description' | 'save' | 'onSaved' | 'onSubmit' | 'submitLabel' | 'cancelLabel'
  > {
  open: boolean;
  /** Closing (cancel, Escape); not while `busy`. */
  onClose: () => void;
  /** A send under way: the dialog cannot be closed. */
  busy?: boolean;
  /** The body's schema, or its loader (its Arabic messages: «سبب العكس مطلوب»). */
  schema:
    | ZodSchemaLike<{ reason: string | null }, ReasonBody>
    | SchemaLoader<ZodSchemaLike<{ reason: string | null }, ReasonBody>>;
  /** The label of the reason field. */
  reasonLabel: string;
}

/**
 * An action that cannot be undone and must say why (reverse a payment, void a clearance, cancel a deal):
 * a form of the kit with one required reason (at most 500 characters) and a danger button. It saves
 * (`save`, refusals shown in the dialog, the reason kept as typed) or hands the reason on (`onSubmit`,
 * the first step of a two-step dialog).
 *
 * @example
 * <ReasonDialog open={target !== null} onClose={close} schema={paymentReverseBodySchema} title="عكس الدفعة"
 *   reasonLabel="سبب العكس" submitLabel="عكس الدفعة" save={(body) => reverse(body)} />
 */
export function ReasonDialog<Saved>({
  open,
  onClose,
  busy = false,
  schema,
  reasonLabel,
  ...dialog
}: ReasonDialogProps<Saved>) {
  const form = useZodForm(schema, { defaultValues: { reason: null } });
  return (
    <FormDialog
      {...dialog}
      open={open}
      onOpenChange={(next) => {
        if (!next && !busy) onClose();
      }}
      form={form}
      errorMessage={errorMessage}
      submitVariant="danger"
    >
      <TextAreaField<{ reason: string | null }> name="reason" label={reasonLabel} required maxLength={500} />
    </FormDialog>
  );
}
