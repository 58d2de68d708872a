import { errorMessage } from '@cc/api-client';
import { endpoints, type TemplateKind, type TemplateSummary } from '@cc/contracts';
import { useResource } from '@cc/resources';
import { ComboboxField, type FormFieldProps } from '@cc/ui-rtl';
import { useEffect } from 'react';
import { type FieldValues, type PathValue, useFormContext } from 'react-hook-form';
import { BUSINESS_MESSAGES as M } from './messages';

/**
 * The templates a record of `kind` may print with (the system ones included) and the one chosen on entry:
 * the company's default of that kind, marked in the designer (else the system one). A template the
 * company just created is not chosen unless it was marked.
 *
 * @example
 * templateChoices(templates, 'CONTRACT'); // { options: [system 2, company 1000, 1003], defaultId: 1003 }
 */
export function templateChoices(
  templates: readonly TemplateSummary[],
  kind: TemplateKind,
): { options: TemplateSummary[]; defaultId: number | null } {
  const options = templates.filter((t) => t.kind === kind);
  const marked = options.find((t) => t.isDefault);
  const fallback = options.find((t) => t.system);
  return { options, defaultId: marked?.id ?? fallback?.id ?? null };
}

/**
 * The print templates of a kind from GET /templates/company: the choices, the default one, and the
 * Arabic message of a failed load.
 *
 * @example
 * const { defaultId } = useTemplateChoices('CONTRACT');
 */
export function useTemplateChoices(kind: TemplateKind) {
  const templates = useResource(endpoints.templates.list, undefined);
  const { options, defaultId } = templateChoices(templates.data?.data ?? [], kind);
  return {
    options,
    defaultId,
    loading: templates.isPending,
    error: templates.error ? errorMessage(templates.error) : null,
  };
}

/** Props of {@link TemplatePicker}. */
export interface TemplatePickerProps<T extends FieldValues> extends Omit<FormFieldProps<T>, 'label'> {
  kind: TemplateKind;
  /** Default 'قالب الطباعة'. */
  label?: string;
}

/**
 * Picks the print template of a record into a field of the surrounding form (its id), with the searchable
 * combobox: those of its kind, system ones labelled '(قالب النظام)'. While the field is empty and
 * untouched it is given the company's default template of that kind (else the system one) once loaded.
 *
 * @example
 * <TemplatePicker<DealForm> name="templateId" kind="CONTRACT" />
 */
export function TemplatePicker<T extends FieldValues>({
  kind,
  label = M.template,
  ...field
}: TemplatePickerProps<T>) {
  const choices = useTemplateChoices(kind);
  const { getValues, getFieldState, setValue } = useFormContext<T>();
  const { defaultId } = choices;
  useEffect(() => {
    if (defaultId === null) return;
    if (getValues(field.name) == null && !getFieldState(field.name).isDirty) {
      setValue(field.name, defaultId as PathValue<T, typeof field.name>);
    }
  }, [defaultId, field.name, getValues, getFieldState, setValue]);
  return (
    <ComboboxField<T, TemplateSummary>
      {...field}
      label={label}
      options={choices.options}
      optionKey={(t) => t.id}
      optionLabel={(t) => (t.system ? M.systemTemplate(t.name) : t.name)}
      loading={choices.loading}
      loadError={choices.error}
    />
  );
}
