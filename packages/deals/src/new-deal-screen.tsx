import { fieldErrorMap } from '@cc/api-client';
import {
  type Branch,
  type Car,
  type CompanySettings,
  DEAL_CURRENCIES,
  type Deal,
  type DealCurrency,
  PAYMENT_TYPES,
  type PaymentType,
  type Person,
  SELLER_TYPES,
  type SellerType,
  type TemplateSummary,
} from '@cc/contracts';
import { todayIn } from '@cc/domain';
import { A4Page, Button, PageHeader, TextInput, toast } from '@cc/ui-rtl';
import { type FormEvent, useEffect, useMemo, useState } from 'react';
import type { DealsApi, DealsKind } from './api';
import {
  type DealFormErrors,
  type DealFormField,
  type DealFormValues,
  EMPTY_DEAL_VALUES,
  previewSchedule,
  templateChoices,
  templateKindOf,
  validateDealValues,
  valuesToInput,
} from './deal-form-values';
import { failureMessage } from './failure';
import { SearchSelect, SelectField, TextAreaField } from './form-fields';
import { DEALS_MESSAGES as M } from './messages';
import { roundingStepOf } from './money';
import { PersonDialog } from './person-dialog';
import { SchedulePreviewTable } from './schedule-preview';

/** Props of {@link NewDealScreen}. */
export interface NewDealScreenProps {
  api: DealsApi;
  kind: DealsKind;
  /** After the deal is saved (the page goes to its view). */
  onDone: (deal: Deal) => void;
}

type PartyField = 'sellerId' | 'buyerId' | 'guarantorId';

const personLabel = (p: Person) => (p.phone ? `${p.fullName} — ${p.phone}` : p.fullName);
const carLabel = (c: Car) => `${c.name} ${c.model} — ${c.plateNumber}`;
const templateLabel = (t: TemplateSummary) => (t.system ? M.systemTemplate(t.name) : t.name);
/** Today where the browser is, until the company's time zone is known. */
const browserToday = () => todayIn(Intl.DateTimeFormat().resolvedOptions().timeZone);

/**
 * The new-contract / new-authorization form: seller type, searchable seller, buyer and guarantor with an
 * inline 'إضافة حساب جديد', a Pending car, the contract date (today in the company's time zone), the print
 * template (those of the kind, system ones labelled; the company's newest by default, else the system
 * one), price, currency, down payment, cash or instalments, branch and notes; the live schedule preview with the company's rounding step (exactly what the server stores);
 * Arabic messages from the contracts, the server's field errors under their fields.
 *
 * @example
 * <NewDealScreen api={contractsApi} kind="contracts" onDone={(deal) => navigate(dealPaths.view('contracts', deal.id))} />
 */
export function NewDealScreen({ api, kind, onDone }: NewDealScreenProps) {
  const [initialToday] = useState(browserToday);
  const [values, setValues] = useState<DealFormValues>(() => ({
    ...EMPTY_DEAL_VALUES,
    contractDate: initialToday,
  }));
  const [templates, setTemplates] = useState<TemplateSummary[]>([]);
  const [errors, setErrors] = useState<DealFormErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [company, setCompany] = useState<CompanySettings | null>(null);
  const [branches, setBranches] = useState<Branch[]>([]);
  const [parties, setParties] = useState<Record<PartyField, Person | null>>({
    sellerId: null,
    buyerId: null,
    guarantorId: null,
  });
  const [car, setCar] = useState<Car | null>(null);
  const [creatingFor, setCreatingFor] = useState<PartyField | null>(null);

  useEffect(() => {
    let alive = true;
    api
      .company()
      .then((c) => {
        if (!alive) return;
        setCompany(c);
        // Today is the company's day (Baghdad), unless the date was already changed by hand.
        const today = todayIn(c.timeZone);
        setValues((v) => (v.contractDate === initialToday ? { ...v, contractDate: today } : v));
      })
      .catch(() => undefined);
    api
      .templates()
      .then((all) => {
        if (!alive) return;
        const { options, defaultId } = templateChoices(all, templateKindOf(kind));
        setTemplates(options);
        setValues((v) =>
          v.templateId === '' && defaultId !== null ? { ...v, templateId: String(defaultId) } : v,
        );
      })
      .catch(() => undefined);
    api
      .branches()
      .then((b) => alive && setBranches(b))
      .catch(() => undefined);
    return () => {
      alive = false;
    };
  }, [api, kind, initialToday]);

  const step = roundingStepOf(company, values.currency);
  const preview = useMemo(() => previewSchedule(values, step), [values, step]);

  const set = <K extends DealFormField>(field: K, value: DealFormValues[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
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
    setSaving(true);
    try {
      const deal = await api.create(valuesToInput(values));
      toast.success(M.saved[kind]);
      onDone(deal);
    } catch (error) {
      const server = fieldErrorMap(error) as DealFormErrors;
      setErrors(server);
      const known = Object.keys(server).some((f) => f in EMPTY_DEAL_VALUES);
      const message = failureMessage(error, M.saveFailed);
      setFormError(known ? M.fixErrors : message);
      toast.error(message);
    } finally {
      setSaving(false);
    }
  };

  const searchPersons = api.searchPersons;
  const partyField = (field: PartyField, label: string, required: boolean) => (
    <SearchSelect<Person>
      label={label}
      required={required}
      selected={parties[field]}
      onSelect={(p) => pickParty(field, p)}
      search={searchPersons}
      optionLabel={personLabel}
      error={errors[field]}
      extra={
        <Button type="button" variant="ghost" size="sm" onClick={() => setCreatingFor(field)}>
          {M.addPerson}
        </Button>
      }
    />
  );

  const instalments = values.paymentType === 'INSTALLMENTS';
  return (
    <A4Page className="cc-deals-page">
      <PageHeader title={M.newTitle[kind]} />
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
            <SelectField
              label={M.template}
              allowEmpty
              value={values.templateId}
              options={templates.map((t) => ({ value: String(t.id), label: templateLabel(t) }))}
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
          <SearchSelect<Car>
            label={M.car}
            required
            selected={car}
            onSelect={(c) => {
              setCar(c);
              set('carId', c?.id ?? null);
            }}
            search={api.searchPendingCars}
            optionLabel={carLabel}
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
            <SelectField
              label={M.currency}
              required
              value={values.currency}
              options={DEAL_CURRENCIES.map((c) => ({ value: c, label: M.currencies[c] }))}
              onChange={(v) => set('currency', v as DealCurrency)}
              error={errors.currency}
            />
            <SelectField
              label={M.paymentType}
              required
              value={values.paymentType}
              options={PAYMENT_TYPES.map((t) => ({ value: t, label: M.paymentTypes[t] }))}
              onChange={(v) => set('paymentType', v as PaymentType)}
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
            <SelectField
              label={M.branch}
              allowEmpty
              value={values.branchId}
              options={branches.map((b) => ({ value: String(b.id), label: b.name }))}
              onChange={(v) => set('branchId', v)}
              error={errors.branchId}
            />
          </div>
          <TextAreaField
            label={M.notes}
            value={values.notes}
            onChange={(v) => set('notes', v)}
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
          <Button type="submit" loading={saving}>
            {saving ? M.saving : M.save}
          </Button>
        </div>
      </form>
      <PersonDialog
        open={creatingFor !== null}
        onOpenChange={(open) => {
          if (!open) setCreatingFor(null);
        }}
        create={api.createPerson}
        onCreated={(person) => {
          if (creatingFor) pickParty(creatingFor, person);
        }}
      />
    </A4Page>
  );
}
