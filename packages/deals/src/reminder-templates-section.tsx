import { errorMessage } from '@cc/api-client';
import {
  DEFAULT_REMINDER_TEMPLATES,
  endpoints,
  fillReminder,
  REMINDER_KIND_LABELS_AR,
  REMINDER_KINDS,
  REMINDER_PLACEHOLDERS,
  type ReminderTemplate,
  type ReminderTemplatesInput,
} from '@cc/contracts';
import { useResource, useResourceMutation } from '@cc/resources';
import {
  applyServerErrors,
  Button,
  Form,
  FormActions,
  HeadedSection,
  Spinner,
  SubmitButton,
  TextAreaField,
  toast,
  useZodForm,
} from '@cc/ui-rtl';
import { useWatch } from 'react-hook-form';
import { AgingBandsForm } from './aging-bands-form';
import { COLLECTIONS_MESSAGES as M } from './collections-messages';
import { LateFeesForm } from './late-fees-form';
import { loadReminderTemplatesSchema } from './schema-loaders';

type TemplatesForm = ReminderTemplatesInput;

/** What the preview fills the placeholders with. */
const SAMPLE = {
  الاسم: 'علي حسين',
  المشتري: 'علي حسين',
  المبلغ: '1,500,000 د.ع',
  المبلغ_كتابة: 'مليون وخمسمائة ألف دينار عراقي',
  تاريخ_الاستحقاق: '2026/10/15',
  أيام_التأخير: '12',
  العقد: 'عقد رقم 125',
  الشركة: 'اسم الشركة',
  هاتف_الشركة: '07700000000',
  تاريخ_الوعد: '2026/10/20',
  مبلغ_الوعد: '500,000 د.ع',
};

const formOf = (templates: readonly ReminderTemplate[]): TemplatesForm =>
  Object.fromEntries(templates.map((t) => [t.kind, t.body])) as TemplatesForm;

/** A text equal to the default is saved as null: the company follows the default's later wording. */
const bodyOf = (values: TemplatesForm): ReminderTemplatesInput =>
  Object.fromEntries(
    REMINDER_KINDS.map((k) => [k, (values[k] ?? null) === DEFAULT_REMINDER_TEMPLATES[k] ? null : values[k]]),
  ) as ReminderTemplatesInput;

function Preview({ kind }: { kind: (typeof REMINDER_KINDS)[number] }) {
  const text = useWatch<TemplatesForm, typeof kind>({ name: kind });
  return (
    <p className="cc-reminders__preview">
      <span className="cc-reminders__preview-label">{M.preview}: </span>
      {fillReminder(text ?? '', SAMPLE)}
    </p>
  );
}

function TemplatesEditor({ templates }: { templates: readonly ReminderTemplate[] }) {
  const form = useZodForm(loadReminderTemplatesSchema, { defaultValues: formOf(templates) });
  const save = useResourceMutation(endpoints.collections.saveTemplates);
  const submit = async (values: TemplatesForm) => {
    try {
      const { data, message } = await save.mutateAsync({ body: bodyOf(values) });
      toast.success(message ?? M.templatesSaved);
      form.reset(formOf(data));
    } catch (error) {
      if (applyServerErrors(form, error, errorMessage(error)) === 0) toast.error(errorMessage(error));
    }
  };
  return (
    <Form form={form} onSubmit={submit}>
      <p className="cc-reminders__placeholders">
        {M.placeholdersHint}{' '}
        {Object.entries(REMINDER_PLACEHOLDERS).map(([name, meaning]) => (
          <span key={name} className="cc-reminders__placeholder" title={meaning}>
            {`{${name}}`}
          </span>
        ))}
      </p>
      {REMINDER_KINDS.map((kind) => (
        <div key={kind} className="cc-reminders__template">
          <TextAreaField<TemplatesForm> name={kind} label={REMINDER_KIND_LABELS_AR[kind]} rows={4} />
          <Preview kind={kind} />
          <Button
            type="button"
            variant="ghost"
            size="sm"
            onClick={() =>
              form.setValue(kind, DEFAULT_REMINDER_TEMPLATES[kind], {
                shouldDirty: true,
                shouldValidate: true,
              })
            }
          >
            {M.restoreDefault}
          </Button>
        </div>
      ))}
      <FormActions>
        <SubmitButton>{M.saveTemplates}</SubmitButton>
      </FormActions>
    </Form>
  );
}

/**
 * The settings section «التحصيل» (the company account): the aging bands ({@link AgingBandsForm}), the
 * late-fee rule ({@link LateFeesForm}) and
 * «نصوص التذكير»: the texts of the reminders (due soon,
 * overdue, broken promise, to the guarantor) with their placeholders, a preview of each, back to the
 * default; unknown placeholders are refused under their field, by the contract's schema and the server.
 */
export default function ReminderTemplatesSection() {
  const answer = useResource(endpoints.collections.templates, undefined);
  return (
    <HeadedSection
      className="cc-reminders-settings"
      headingClassName="cc-reminders-settings__title"
      heading={M.settingsTitle}
    >
      <AgingBandsForm />
      <LateFeesForm />
      <h3 className="cc-reminders-settings__subtitle">{M.templatesTitle}</h3>
      {answer.data ? (
        <TemplatesEditor templates={answer.data.data} />
      ) : answer.isError ? (
        <p role="alert">{errorMessage(answer.error)}</p>
      ) : (
        <Spinner label={M.loading} />
      )}
    </HeadedSection>
  );
}
