import { errorMessage, fieldErrorMap } from '@cc/api-client';
import { useCan } from '@cc/auth';
import { BranchPicker, CarPicker, PersonPicker, TemplatePicker, useTemplateChoices } from '@cc/business';
import {
  type Car,
  DEAL_CURRENCIES,
  type DealCurrency,
  endpoints,
  PAYMENT_TYPES,
  type PaymentType,
  type Person,
  SELLER_TYPES,
  type SellerType,
} from '@cc/contracts';
import { todayIn } from '@cc/domain';
import { useResource, useResourceMutation } from '@cc/resources';
import { A4Page, Button, PageHeader, SelectInput, TextAreaInput, TextInput, toast } from '@cc/ui-rtl';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  type DealFormDraft,
  type DealFormErrors,
  type DealFormField,
  EMPTY_DEAL_DRAFT,
  previewSchedule,
  resolveDraft,
  roundingStepOf,
  validateDealValues,
  valuesToInput,
} from './deal-form-values';
import { type DealsKind, kindOf } from './kind';
import { DEALS_MESSAGES as M } from './messages';
import { dealPaths } from './paths';
import { SchedulePreviewTable } from './schedule-preview';

/** Props of {@link NewDealScreen}. */
export interface NewDealScreenProps {
  kind: DealsKind;
}

type PartyField = 'sellerId' | 'buyerId' | 'guarantorId';

/** The browser's time zone, until the company's is known. */
const BROWSER_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * The new-contract / new-authorization form (ADD_CONTRACT, checked by the route): seller type, searchable
 * seller, buyer and guarantor (with 'إضافة حساب جديد' for PERSON_CREATE), a car for sale, the contract
 * date (today in the company's time zone until changed), the print template (the company's default of the
 * kind, else the system one), price, currency, down payment, cash or instalments, branch and notes; the
 * live schedule preview with the company's rounding step (exactly what the server stores). Arabic
 * messages of the contracts and the server's field errors under their fields; a failed load of the
 * company, the branches or the templates says so where it is used. After saving, the deal's page.
 *
 * @example
 * <NewDealScreen kind="contracts" />
 */
export function NewDealScreen({ kind }: NewDealScreenProps) {
  const navigate = useNavigate();
  const canCreatePerson = useCan('PERSON_CREATE');
  const { endpoints: api, templateKind } = kindOf(kind);
  const [draft, setDraft] = useState<DealFormDraft>(EMPTY_DEAL_DRAFT);
  const [errors, setErrors] = useState<DealFormErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [parties, setParties] = useState<Record<PartyField, Person | null>>({
    sellerId: null,
    buyerId: null,
    guarantorId: null,
  });
  const [car, setCar] = useState<Car | null>(null);
  const company = useResource(endpoints.company.get, undefined);
  const templates = useTemplateChoices(templateKind);
  const create = useResourceMutation(api.create);

  const settings = company.data?.data;
  const values = resolveDraft(draft, {
    today: todayIn(settings?.timeZone ?? BROWSER_ZONE),
    templateId: templates.defaultId,
  });
  const step = roundingStepOf(settings, values.currency);
  const preview = previewSchedule(values, step);

  const set = <K extends DealFormField>(field: K, value: DealFormDraft[K]) => {
    setDraft((v) => ({ ...v, [field]: value }));
    setErrors((e) => {
      if (!e[field]) return e;
      const next = { ...e };
      delete next[field];
      return next;
    });
  };

  const pickParty = (field: PartyField, person: Person | null) => {
    setParties((p) => ({ ...p, [field]: person }));
    set(field, person?.id ?? null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateDealValues(values, step);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setFormError(M.fixErrors);
      return;
    }
    setFormError(null);
    try {
      const { data: deal, message } = await create.mutateAsync({ body: valuesToInput(values) });
      toast.success(message ?? M.saved[kind]);
      void navigate(dealPaths.view(kind, deal.id));
    } catch (error) {
      const server = fieldErrorMap(error) as DealFormErrors;
      setErrors(server);
      const known = Object.keys(server).some((f) => f in EMPTY_DEAL_DRAFT);
      setFormError(known ? M.fixErrors : errorMessage(error));
      toast.error(errorMessage(error));
    }
  };

  const partyField = (field: PartyField, label: string, required: boolean) => (
    <PersonPicker
      label={label}
      required={required}
      selected={parties[field]}
      onSelect={(p) => pickParty(field, p)}
      error={errors[field]}
      allowCreate={canCreatePerson}
    />
  );

  const instalments = values.paymentType === 'INSTALLMENTS';
  return (
    <A4Page className="cc-deals-page">
      <PageHeader title={M.newTitle[kind]} />
      {company.error ? (
        <p className="cc-deals-form-error" role="alert">
          {M.companyFailed}: {errorMessage(company.error)} — {M.companyFallback}
        </p>
      ) : null}
      <form className="cc-deals-form" noValidate onSubmit={(e) => void submit(e)}>
        <fieldset className="cc-deals-fieldset">
          <legend>{M.viewTitle[kind]}</legend>
          <div className="cc-deals-grid">
            <TextInput
              label={M.contractDate}
              required
              type="date"
              value={values.contractDate}
              {...(errors.contractDate ? { error: errors.contractDate } : {})}
              onChange={(e) => set('contractDate', e.target.value)}
            />
            <TemplatePicker
              kind={templateKind}
              value={draft.templateId}
              onChange={(v) => set('templateId', v)}
              error={errors.templateId}
            />
          </div>
        </fieldset>

        <fieldset className="cc-deals-fieldset">
          <legend>{M.parties}</legend>
          <div className="cc-field" role="radiogroup" aria-label={M.sellerType}>
            <span className="cc-field__label">{M.sellerType}</span>
            <div className="cc-deals-radios">
              {SELLER_TYPES.map((type) => (
                <label key={type} className="cc-deals-radio">
                  <input
                    type="radio"
                    name="sellerType"
                    value={type}
                    checked={values.sellerType === type}
                    onChange={() => set('sellerType', type as SellerType)}
                  />
                  {M.sellerTypes[type]}
                </label>
              ))}
            </div>
          </div>
          {values.sellerType === 'PERSON' ? partyField('sellerId', M.seller, true) : null}
          {partyField('buyerId', M.buyer, true)}
          {partyField('guarantorId', M.guarantor, false)}
        </fieldset>

        <fieldset className="cc-deals-fieldset">
          <legend>{M.car}</legend>
          <CarPicker
            required
            selected={car}
            onSelect={(c) => {
              setCar(c);
              set('carId', c?.id ?? null);
            }}
            error={errors.carId}
          />
        </fieldset>

        <fieldset className="cc-deals-fieldset">
          <legend>{M.planSummary}</legend>
          <div className="cc-deals-grid">
            <TextInput
              label={M.price}
              required
              inputMode="decimal"
              dir="ltr"
              value={values.price}
              {...(errors.price ? { error: errors.price } : {})}
              onChange={(e) => set('price', e.target.value)}
            />
            <SelectInput
              label={M.currency}
              required
              value={values.currency}
              options={DEAL_CURRENCIES.map((c) => ({ value: c, label: M.currencies[c] }))}
              onChange={(e) => set('currency', e.target.value as DealCurrency)}
              error={errors.currency}
            />
            <SelectInput
              label={M.paymentType}
              required
              value={values.paymentType}
              options={PAYMENT_TYPES.map((t) => ({ value: t, label: M.paymentTypes[t] }))}
              onChange={(e) => set('paymentType', e.target.value as PaymentType)}
              error={errors.paymentType}
            />
            {instalments ? (
              <>
                <TextInput
                  label={M.downPayment}
                  inputMode="decimal"
                  dir="ltr"
                  value={values.downPayment}
                  {...(errors.downPayment ? { error: errors.downPayment } : {})}
                  onChange={(e) => set('downPayment', e.target.value)}
                />
                <TextInput
                  label={M.installmentCount}
                  required
                  inputMode="numeric"
                  dir="ltr"
                  value={values.installmentCount}
                  {...(errors.installmentCount ? { error: errors.installmentCount } : {})}
                  onChange={(e) => set('installmentCount', e.target.value)}
                />
                <TextInput
                  label={M.firstDueDate}
                  required
                  type="date"
                  value={values.firstDueDate}
                  {...(errors.firstDueDate ? { error: errors.firstDueDate } : {})}
                  onChange={(e) => set('firstDueDate', e.target.value)}
                />
              </>
            ) : null}
            <BranchPicker
              value={values.branchId}
              onChange={(v) => set('branchId', v)}
              error={errors.branchId}
            />
          </div>
          <TextAreaInput
            label={M.notes}
            value={values.notes}
            onChange={(e) => set('notes', e.target.value)}
            error={errors.notes}
          />
        </fieldset>

        <section className="cc-deals-fieldset" aria-label={M.preview}>
          <h2 className="cc-deals-heading">{M.preview}</h2>
          {instalments ? (
            <SchedulePreviewTable preview={preview} currency={values.currency} />
          ) : (
            <p className="cc-deals-muted">{M.cashNote}</p>
          )}
        </section>

        {formError ? (
          <p className="cc-deals-form-error" role="alert">
            {formError}
          </p>
        ) : null}
        <div className="cc-deals-form-actions">
          <Button type="submit" loading={create.isPending}>
            {create.isPending ? M.saving : M.save}
          </Button>
        </div>
      </form>
    </A4Page>
  );
}
