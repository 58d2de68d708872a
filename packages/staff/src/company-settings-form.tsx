import { errorMessage } from '@cc/api-client';
import type { CompanySettings } from '@cc/contracts';
import { Button, Spinner, TextInput } from '@cc/ui-rtl';
import { type ChangeEvent, type FormEvent, useEffect, useId, useRef, useState } from 'react';
import type { StaffApi } from './api';
import { LOGO_TYPES, logoFileError, readAsDataUrl } from './logo';
import { STAFF_MESSAGES as M, TIME_ZONE_LABELS } from './messages';
import { SelectField } from './select-field';
import { orNull, useSubmit, withoutError } from './use-submit';

/** Props of {@link CompanySettingsForm}. */
export interface CompanySettingsFormProps {
  api: StaffApi;
  /** Called with the saved settings (e.g. to refresh the app's header logo). */
  onSaved?: (settings: CompanySettings) => void;
}

/** The company's default time zone (domain.md §2). */
export const DEFAULT_TIME_ZONE = 'Asia/Baghdad';

interface FormState {
  name: string;
  phone: string;
  address: string;
  logo: string | null;
  timeZone: string;
  roundingStepIqd: string;
  roundingStepUsd: string;
}

function toForm(settings: CompanySettings): FormState {
  return {
    name: settings.name,
    phone: settings.phone ?? '',
    address: settings.address ?? '',
    logo: settings.logo,
    timeZone: settings.timeZone || DEFAULT_TIME_ZONE,
    roundingStepIqd: String(settings.roundingStepIqd),
    roundingStepUsd: String(settings.roundingStepUsd),
  };
}

/** Numbers as typed; an empty field is sent as 0, so the server refuses it with a field error. */
const toNumber = (value: string) => (value.trim() === '' ? 0 : Number(value));

/**
 * Company settings (GET /company, then PUT /company): name, phone, address, logo (an image of at most
 * 2 MB read as a data URL, with a preview), time zone (default Asia/Baghdad) and the instalment rounding
 * step per currency. The server's field errors appear under the fields; success toasts
 * 'تم حفظ إعدادات الشركة'.
 *
 * @example
 * ```tsx
 * <CompanySettingsForm api={staffApi} onSaved={(s) => setCompanyName(s.name)} />
 * ```
 */
export function CompanySettingsForm({ api, onSaved }: CompanySettingsFormProps) {
  const headingId = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  const [form, setForm] = useState<FormState | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    api.getCompany().then(
      (settings) => live && setForm(toForm(settings)),
      (error: unknown) => live && setLoadError(errorMessage(error)),
    );
    return () => {
      live = false;
    };
  }, [api]);

  const save = useSubmit(
    (state: FormState) =>
      api.updateCompany({
        name: state.name,
        phone: orNull(state.phone),
        address: orNull(state.address),
        logo: state.logo,
        timeZone: state.timeZone,
        roundingStepIqd: toNumber(state.roundingStepIqd),
        roundingStepUsd: toNumber(state.roundingStepUsd),
      }),
    {
      success: M.companySaved,
      onSuccess: (settings) => {
        setForm(toForm(settings));
        onSaved?.(settings);
      },
    },
  );

  if (loadError) {
    return (
      <p className="cc-staff-error" role="alert">
        {loadError}
      </p>
    );
  }
  if (!form) {
    return (
      <div className="cc-staff-status">
        <Spinner size={32} label={M.loading} />
      </div>
    );
  }

  const set = (field: keyof FormState, value: string | null) => {
    setForm((current) => (current ? { ...current, [field]: value } : current));
    save.setErrors(withoutError(field));
  };

  const onLogo = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = logoFileError(file);
    if (problem) {
      save.setErrors((errors) => ({ ...errors, logo: problem }));
      return;
    }
    try {
      set('logo', await readAsDataUrl(file));
    } catch {
      save.setErrors((errors) => ({ ...errors, logo: M.logoReadFailed }));
    }
  };

  const zones = Object.keys(TIME_ZONE_LABELS);
  if (!zones.includes(form.timeZone)) zones.push(form.timeZone);
  const zoneOptions = zones.map((zone) => ({
    value: zone,
    label: TIME_ZONE_LABELS[zone] ? `${TIME_ZONE_LABELS[zone]} (${zone})` : zone,
  }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void save.submit(form);
  };
  const logoId = `${headingId}-logo`;

  return (
    <section className="cc-staff-panel" aria-labelledby={headingId}>
      <h2 id={headingId} className="cc-staff-panel__title">
        {M.companyTitle}
      </h2>
      <form className="cc-staff-form" noValidate onSubmit={onSubmit}>
        <TextInput
          label={M.companyName}
          name="name"
          value={form.name}
          onChange={(e) => set('name', e.target.value)}
          error={save.errors.name}
          required
        />
        <TextInput
          label={M.phone}
          name="phone"
          type="tel"
          dir="ltr"
          value={form.phone}
          onChange={(e) => set('phone', e.target.value)}
          error={save.errors.phone}
        />
        <TextInput
          label={M.address}
          name="address"
          containerClassName="cc-staff-form__wide"
          value={form.address}
          onChange={(e) => set('address', e.target.value)}
          error={save.errors.address}
        />
        <div className="cc-field cc-staff-form__wide" data-invalid={save.errors.logo ? '' : undefined}>
          <span className="cc-field__label" id={`${logoId}-label`}>
            {M.logo}
          </span>
          <div className="cc-staff-logo">
            {form.logo ? (
              <img className="cc-staff-logo__preview" src={form.logo} alt={M.logoPreview} />
            ) : (
              <span className="cc-staff-logo__placeholder" aria-hidden="true" />
            )}
            <div className="cc-staff-logo__actions">
              <input
                ref={fileRef}
                id={logoId}
                className="cc-visually-hidden"
                type="file"
                accept={LOGO_TYPES.join(',')}
                aria-labelledby={`${logoId}-label`}
                aria-describedby={`${logoId}-message`}
                onChange={(e) => void onLogo(e)}
              />
              <Button type="button" variant="secondary" size="sm" onClick={() => fileRef.current?.click()}>
                {M.chooseLogo}
              </Button>
              {form.logo ? (
                <Button type="button" variant="ghost" size="sm" onClick={() => set('logo', null)}>
                  {M.removeLogo}
                </Button>
              ) : null}
            </div>
          </div>
          {save.errors.logo ? (
            <p id={`${logoId}-message`} className="cc-field__error" role="alert">
              {save.errors.logo}
            </p>
          ) : (
            <p id={`${logoId}-message`} className="cc-field__hint">
              {M.logoHint}
            </p>
          )}
        </div>
        <SelectField
          label={M.timeZone}
          name="timeZone"
          value={form.timeZone}
          onChange={(e) => set('timeZone', e.target.value)}
          options={zoneOptions}
          error={save.errors.timeZone}
        />
        <span className="cc-staff-form__spacer" aria-hidden="true" />
        <TextInput
          label={M.roundingStepIqd}
          name="roundingStepIqd"
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          dir="ltr"
          hint={M.roundingHint}
          value={form.roundingStepIqd}
          onChange={(e) => set('roundingStepIqd', e.target.value)}
          error={save.errors.roundingStepIqd}
        />
        <TextInput
          label={M.roundingStepUsd}
          name="roundingStepUsd"
          type="number"
          inputMode="decimal"
          min={0.01}
          step={0.01}
          dir="ltr"
          value={form.roundingStepUsd}
          onChange={(e) => set('roundingStepUsd', e.target.value)}
          error={save.errors.roundingStepUsd}
        />
        <div className="cc-staff-form__footer">
          <Button type="submit" loading={save.busy}>
            {M.save}
          </Button>
        </div>
      </form>
    </section>
  );
}
