import { errorMessage } from '@cc/api-client';
import { endpoints, type TemplateKind, type TemplateSummary } from '@cc/contracts';
import { useResource } from '@cc/resources';
import { SelectInput } from '@cc/ui-rtl';
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
export interface TemplatePickerProps {
  kind: TemplateKind;
  /** The chosen template's id as text, '' for none; null until the user chooses: the default one. */
  value: string | null;
  onChange: (value: string) => void;
  /** Default 'قالب الطباعة'. */
  label?: string;
  error?: string | undefined;
}

/**
 * Picks the print template of a record: those of its kind, system ones labelled '(قالب النظام)'; until the
 * user chooses, the company's default of that kind (else the system one) shows as chosen.
 *
 * @example
 * <TemplatePicker kind="CONTRACT" value={values.templateId} onChange={(v) => set('templateId', v)} />
 */
export function TemplatePicker({ kind, value, onChange, label = M.template, error }: TemplatePickerProps) {
  const choices = useTemplateChoices(kind);
  const shown = value ?? (choices.defaultId === null ? '' : String(choices.defaultId));
  return (
    <SelectInput
      label={label}
      placeholder={M.choose}
      value={shown}
      disabled={choices.loading}
      options={choices.options.map((t) => ({
        value: String(t.id),
        label: t.system ? M.systemTemplate(t.name) : t.name,
      }))}
      onChange={(e) => onChange(e.target.value)}
      error={error ?? choices.error ?? undefined}
    />
  );
}
