import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { Form, FormActions, SubmitButton } from './form';
import { type FieldSpec, FormFields, formValues } from './form-fields';
import { formSubmit } from './form-submit';
import { FORM_MESSAGES } from './messages';
import {
  type SchemaInput,
  type SchemaLoader,
  type SchemaOutput,
  useZodForm,
  type ZodSchemaLike,
} from './use-zod-form';

/** Props of {@link RecordForm}. */
export interface RecordFormProps<S extends ZodSchemaLike, Saved> {
  /** The contract's input schema (or its loader): it checks the fields and gives the body. */
  schema: S | SchemaLoader<S>;
  /** The form's field list, each bound to a key of the schema's input. */
  fields: readonly FieldSpec<SchemaInput<S>>[];
  /** The record being edited (its values fill the fields); omitted for a new one. */
  record?: object | undefined;
  /** Sends the checked body (a create or an update); its rejection is shown on the form. */
  save: (body: SchemaOutput<S>) => Promise<Saved>;
  /** After a save: toast the server's message, go to the record's page. */
  onSaved: (saved: Saved) => void;
  /** The Arabic text of a failure (`errorMessage` of @cc/api-client). */
  errorMessage: (error: unknown) => string;
  /** The submit button's label ('حفظ'). */
  submitLabel: string;
  /** Next to it: the way back ('إلغاء', a link). */
  cancel?: ReactNode;
}

/**
 * A record's add/edit form: the field list checked by the contract's schema (its Arabic messages under
 * the fields before anything is sent), then `save`; a refusal puts the server's field errors under their
 * fields and its message on top of the form, and a refusal no field explains (409, 500, no network) is
 * toasted too.
 *
 * @example
 * <RecordForm schema={carInputSchema} fields={CAR_FIELDS} record={car} errorMessage={errorMessage}
 *   save={(body) => (car ? update.mutateAsync({ params: { id: car.id }, body }) : create.mutateAsync({ body }))}
 *   onSaved={({ data, message }) => { toast.success(message ?? 'تم الحفظ'); navigate(`/car/${data.id}/view`); }}
 *   submitLabel="حفظ" cancel={<Link to="/cars">إلغاء</Link>} />
 */
export function RecordForm<S extends ZodSchemaLike, Saved>({
  schema,
  fields,
  record,
  save,
  onSaved,
  errorMessage,
  submitLabel,
  cancel,
}: RecordFormProps<S, Saved>) {
  const form = useZodForm(schema, { defaultValues: formValues<FieldValues>(fields, record) as never });
  const submit = formSubmit(form, { save, onSaved, errorMessage });
  return (
    <Form form={form} onSubmit={submit} hint={FORM_MESSAGES.requiredHint}>
      <FormFields<SchemaInput<S>> fields={fields} />
      <FormActions>
        <SubmitButton>{submitLabel}</SubmitButton>
        {cancel}
      </FormActions>
    </Form>
  );
}
