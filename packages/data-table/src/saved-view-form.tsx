import { errorMessage } from '@cc/api-client';
import { endpoints, type View, viewInputSchema } from '@cc/contracts';
import { useResourceMutation } from '@cc/resources';
import { DT_MESSAGES } from './messages';
import type { Filters, TableViews, ViewState } from './types';
import { Form, formSubmit, SubmitButton, TextField, useZodForm } from './ui';

/** What the form asks for, checked by the server's own rule (a name of 1 to 60 characters). */
const viewNameSchema = viewInputSchema.pick({ name: true, shared: true });

/** The filters a view stores: unset ones left out (an applied view replaces every filter). */
function storedFilters(filters: Filters): Record<string, NonNullable<View['state']['filters'][string]>> {
  const stored: Record<string, NonNullable<View['state']['filters'][string]>> = {};
  for (const [key, value] of Object.entries(filters))
    if (value !== undefined && value !== null) stored[key] = value;
  return stored;
}

/** Props of {@link SavedViewForm}. */
export interface SavedViewFormProps extends TableViews {
  /** The table's current keyword, filters, sort and hidden columns: what the view stores. */
  current: ViewState;
  /** Before a save (the menu clears an earlier delete's error). */
  onSaving?: () => void;
}

/**
 * 'حفظ العرض الحالي', a form of the kit: the name (and, for the company account, 'مشاركة مع الشركة')
 * checked by `viewInputSchema` with its Arabic messages under the field; the server's field errors map
 * onto the field, its other refusals show on the form; the name typed stays after a failure. It loads
 * with the views menu (zod is not part of a list's first paint).
 */
export function SavedViewForm({ resource, canShare, current, onSaving }: SavedViewFormProps) {
  const save = useResourceMutation(endpoints.views.create);
  const form = useZodForm(viewNameSchema, { defaultValues: { name: '', shared: false } });
  const submit = formSubmit(form, {
    save: ({ name, shared }: { name: string; shared: boolean }) => {
      onSaving?.();
      return save.mutateAsync({
        body: {
          resource,
          name,
          state: { ...current, filters: storedFilters(current.filters) },
          shared: canShare && shared === true,
        },
      });
    },
    onSaved: () => form.reset(),
    errorMessage,
  });
  return (
    <Form form={form} onSubmit={submit} className="cc-dt-views__form">
      <TextField<{ name: string }> name="name" label={DT_MESSAGES.viewName} required />
      {canShare && (
        <label className="cc-dt-views__share">
          <input type="checkbox" {...form.register('shared')} />
          {DT_MESSAGES.shareWithCompany}
        </label>
      )}
      <SubmitButton size="sm">{DT_MESSAGES.saveView}</SubmitButton>
    </Form>
  );
}
