import { errorMessage } from '@cc/api-client';
import { DateText } from '@cc/business';
import { endpoints, LATE_FEE_MODES, type LateFeeSettings, type LateFeeSettingsInput } from '@cc/contracts';
import { useResource, useResourceMutation } from '@cc/resources';
import {
  applyServerErrors,
  Form,
  FormActions,
  MoneyField,
  NumberField,
  SelectField,
  Spinner,
  SubmitButton,
  TextField,
  toast,
  useZodForm,
} from '@cc/ui-rtl';
import { useWatch } from 'react-hook-form';
import { LATE_FEE_MESSAGES as M } from './late-fees-messages';
import { loadLateFeeSettingsSchema } from './schema-loaders';

type LateFeeForm = LateFeeSettingsInput;

const formOf = (s: LateFeeSettings): LateFeeForm => ({
  mode: s.mode,
  graceDays: s.graceDays,
  fixedIqd: s.fixedIqd || null,
  fixedUsd: s.fixedUsd || null,
  percent: s.percent || null,
  capIqd: s.capIqd || null,
  capUsd: s.capUsd || null,
});

function RuleFields() {
  const mode = useWatch<LateFeeForm, 'mode'>({ name: 'mode' });
  if (mode === 'OFF') return null;
  return (
    <div className="cc-late-fees__fields">
      <NumberField<LateFeeForm> name="graceDays" label={M.graceDays} dir="ltr" />
      {mode === 'FIXED' ? (
        <>
          <MoneyField<LateFeeForm> name="fixedIqd" label={M.fixedIqd} currency="IQD" />
          <MoneyField<LateFeeForm> name="fixedUsd" label={M.fixedUsd} currency="USD" />
        </>
      ) : (
        <>
          <TextField<LateFeeForm>
            name="percent"
            label={M.percent}
            hint={M.percentHint}
            dir="ltr"
            inputMode="decimal"
            required
          />
          <MoneyField<LateFeeForm> name="capIqd" label={M.capIqd} hint={M.capHint} currency="IQD" />
          <MoneyField<LateFeeForm> name="capUsd" label={M.capUsd} hint={M.capHint} currency="USD" />
        </>
      )}
    </div>
  );
}

function Editor({ settings }: { settings: LateFeeSettings }) {
  const form = useZodForm(loadLateFeeSettingsSchema, { defaultValues: formOf(settings) });
  const save = useResourceMutation(endpoints.collections.saveLateFees);
  const submit = async (values: LateFeeForm) => {
    try {
      const { data, message } = await save.mutateAsync({ body: values });
      toast.success(message ?? M.saved);
      form.reset(formOf(data));
    } catch (error) {
      if (applyServerErrors(form, error, errorMessage(error)) === 0) toast.error(errorMessage(error));
    }
  };
  return (
    <Form form={form} onSubmit={submit} className="cc-late-fees">
      <SelectField<LateFeeForm>
        name="mode"
        label={M.mode}
        options={LATE_FEE_MODES.map((value) => ({ value, label: M.modes[value] }))}
      />
      <RuleFields />
      {settings.since ? (
        <p className="cc-reminders__preview">
          {M.since} <DateText value={settings.since} />
        </p>
      ) : null}
      <FormActions>
        <SubmitButton>{M.save}</SubmitButton>
      </FormActions>
    </Form>
  );
}

/**
 * The company's late-fee rule (GET/PUT /collections/late-fees, the company account): off, or after grace
 * days one fee per overdue instalment, a fixed amount per currency or a capped percentage of what is
 * overdue. Amounts and days take Arabic-Indic digits; refusals show under their fields.
 */
export function LateFeesForm() {
  const settings = useResource(endpoints.collections.lateFees, undefined);
  return (
    <section aria-label={M.formTitle} className="cc-reminders-settings__bands">
      <h3 className="cc-reminders-settings__subtitle">{M.formTitle}</h3>
      <p className="cc-deals-muted">{M.formHint}</p>
      {settings.data ? (
        <Editor settings={settings.data.data} />
      ) : settings.isError ? (
        <p role="alert">{errorMessage(settings.error)}</p>
      ) : (
        <Spinner label={M.loading} />
      )}
    </section>
  );
}
