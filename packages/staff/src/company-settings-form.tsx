import { errorMessage } from '@cc/api-client';
import {
  type CompanySettings,
  type CompanySettingsInput,
  endpoints,
  INSTALMENT_REMAINDER_LABELS_AR,
  INSTALMENT_REMAINDERS,
  timeZoneOptions,
} from '@cc/contracts';
import { useResource, useResourceMutation } from '@cc/resources';
import {
  Button,
  type FieldSpec,
  Form,
  FormActions,
  FormFields,
  LoadStatus,
  NumberField,
  readAsDataUrl,
  SelectField,
  SelectInput,
  SubmitButton,
  toast,
  useZodForm,
} from '@cc/ui-rtl';
import { type ChangeEvent, useId, useRef } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { ExchangeRateSetting } from './exchange-rate-setting';
import { addressField, nameAndPhone } from './fields';
import { FilesUsage } from './files-usage';
import { showSaveFailure } from './form-failure';
import { LOGO_TYPES, logoFileError } from './logo';
import { STAFF_MESSAGES as M } from './messages';
import { loadCompanySettingsSchema } from './schema-loaders';
import { StaffPanel } from './staff-panel';

/** The company's default time zone (docs/domain/schedules.md#time-zones). */
const DEFAULT_TIME_ZONE = 'Asia/Baghdad';

const COMPANY_FIELDS: readonly FieldSpec<CompanySettingsInput>[] = [
  ...nameAndPhone<CompanySettingsInput>('name', M.companyName),
  addressField<CompanySettingsInput>(),
];

const toForm = (settings: CompanySettings): CompanySettingsInput => ({
  name: settings.name,
  phone: settings.phone,
  address: settings.address,
  logo: settings.logo,
  timeZone: settings.timeZone || DEFAULT_TIME_ZONE,
  roundingStepIqd: settings.roundingStepIqd,
  roundingStepUsd: settings.roundingStepUsd,
  instalmentRemainder: settings.instalmentRemainder,
});

/** The logo: an image of at most 2 MB, read as a data URL (it travels inside PUT /company), previewed. */
function LogoField() {
  const id = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  const { setError, clearErrors } = useFormContext<CompanySettingsInput>();
  const { field, fieldState } = useController<CompanySettingsInput, 'logo'>({ name: 'logo' });
  const error = fieldState.error?.message;

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = logoFileError(file);
    if (problem) {
      setError('logo', { type: 'file', message: problem });
      return;
    }
    try {
      field.onChange(await readAsDataUrl(file, M.logoReadFailed));
      clearErrors('logo');
    } catch {
      setError('logo', { type: 'file', message: M.logoReadFailed });
    }
  };

  return (
    <div className="cc-field cc-form__wide" data-invalid={error ? '' : undefined}>
      <span className="cc-field__label" id={`${id}-label`}>
        {M.logo}
      </span>
      <div className="cc-staff-logo">
        {field.value ? (
          <img className="cc-staff-logo__preview" src={field.value} alt={M.logoPreview} />
        ) : (
          <span className="cc-staff-logo__placeholder" aria-hidden="true" />
        )}
        <div className="cc-staff-logo__actions">
          <input
            ref={fileRef}
            id={id}
            className="cc-visually-hidden"
            type="file"
            accept={LOGO_TYPES.join(',')}
            aria-labelledby={`${id}-label`}
            aria-describedby={`${id}-message`}
            onChange={(e) => void onFile(e)}
          />
          <Button type="button" variant="secondary" size="sm" onClick={() => fileRef.current?.click()}>
            {M.chooseLogo}
          </Button>
          {field.value ? (
            <Button type="button" variant="ghost" size="sm" onClick={() => field.onChange(null)}>
              {M.removeLogo}
            </Button>
          ) : null}
        </div>
      </div>
      <p
        id={`${id}-message`}
        className={error ? 'cc-field__error' : 'cc-field__hint'}
        role={error ? 'alert' : undefined}
      >
        {error ?? M.logoHint}
      </p>
    </div>
  );
}

/** The time zone among the offered ones (Asia/Baghdad first), the company's own kept if not offered. */
function TimeZoneField() {
  const { field, fieldState } = useController<CompanySettingsInput, 'timeZone'>({ name: 'timeZone' });
  return (
    <SelectInput
      label={M.timeZone}
      value={field.value ?? DEFAULT_TIME_ZONE}
      onChange={(e) => field.onChange(e.target.value)}
      options={timeZoneOptions(field.value)}
      error={fieldState.error?.message}
    />
  );
}

function CompanyForm({ settings }: { settings: CompanySettings }) {
  const form = useZodForm(loadCompanySettingsSchema, { defaultValues: toForm(settings) });
  const update = useResourceMutation(endpoints.company.update);
  const save = async (body: CompanySettingsInput) => {
    try {
      const { data, message } = await update.mutateAsync({ body });
      if (message) toast.success(message);
      form.reset(toForm(data));
    } catch (error) {
      showSaveFailure(form, error);
    }
  };
  return (
    <Form form={form} onSubmit={save}>
      <FormFields fields={COMPANY_FIELDS} />
      <div className="cc-form__grid">
        <LogoField />
        <TimeZoneField />
        <span className="cc-staff-form__spacer" aria-hidden="true" />
        <NumberField<CompanySettingsInput>
          name="roundingStepIqd"
          label={M.roundingStepIqd}
          hint={M.roundingHint}
          dir="ltr"
        />
        <NumberField<CompanySettingsInput> name="roundingStepUsd" label={M.roundingStepUsd} dir="ltr" />
        <SelectField<CompanySettingsInput>
          name="instalmentRemainder"
          label={M.instalmentRemainder}
          hint={M.instalmentRemainderHint}
          options={INSTALMENT_REMAINDERS.map((value) => ({
            value,
            label: INSTALMENT_REMAINDER_LABELS_AR[value],
          }))}
        />
      </div>
      <FormActions>
        <SubmitButton>{M.save}</SubmitButton>
      </FormActions>
    </Form>
  );
}

/**
 * The settings section of the company's settings (GET /company, then PUT /company): name, phone,
 * address, logo (an image of at most 2 MB, with a preview), time zone (default Asia/Baghdad) and the
 * instalment rounding step per currency and where its remainder goes, checked by the contract's schema; the server's field errors
 * under the fields, its answer toasted. Every screen showing the company refreshes (the call
 * invalidates it). Below it, the default exchange rate and its history ({@link ExchangeRateSetting}), then
 * how much of its file quota the company uses ({@link FilesUsage}).
 */
export default function CompanySettingsForm() {
  const company = useResource(endpoints.company.get, undefined);
  const settings = company.data?.data;
  return (
    <div className="cc-staff-stack">
      <StaffPanel title={M.companyTitle}>
        {settings ? (
          <CompanyForm key={settings.id} settings={settings} />
        ) : (
          <LoadStatus error={company.error ? errorMessage(company.error) : null} />
        )}
      </StaffPanel>
      <ExchangeRateSetting />
      <FilesUsage />
    </div>
  );
}
