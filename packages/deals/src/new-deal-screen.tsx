import { errorMessage } from '@cc/api-client';
import { useCan } from '@cc/auth';
import {
  CarPicker,
  PersonPicker,
  TemplatePicker,
  useCompanyToday,
  useTemplateChoices,
  useTodayField,
} from '@cc/business';
import { type DealInput, endpoints, SELLER_TYPES } from '@cc/contracts';
import { dealDateBounds } from '@cc/domain';
import { useResource, useResourceMutation } from '@cc/resources';
import {
  A4Page,
  checkedSchema,
  DateField,
  Form,
  formSubmit,
  PageHeader,
  Spinner,
  SubmitButton,
  toast,
  useZodForm,
  type ZodSchemaLike,
} from '@cc/ui-rtl';
import { lazy, Suspense, useMemo, useRef } from 'react';
import { useFormState, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import {
  type DealForm,
  EMPTY_DEAL_FORM,
  formToValues,
  remainderOf,
  roundingStepOf,
  valuesToInput,
} from './deal-form-values';
import { type DealsKind, kindOf } from './kind';
import { NEW_DEAL_MESSAGES as M } from './messages/new-deal';
import { dealPaths } from './paths';

// The plan and the schedule preview, below the parties and the car, load beside the form's first half.
const NewDealPlan = lazy(() => import('./new-deal-plan'));

/** Props of {@link NewDealScreen}. */
export interface NewDealScreenProps {
  kind: DealsKind;
}

/** 'يرجى تصحيح الحقول المشار إليها' once a submit found fields to correct. */
function FixErrors() {
  const { errors, submitCount } = useFormState<DealForm>();
  const fields = Object.keys(errors).filter((key) => key !== 'root');
  return submitCount > 0 && fields.length > 0 && !errors.root ? (
    <p className="cc-deals-form-error" role="alert">
      {M.fixErrors}
    </p>
  ) : null;
}

/**
 * The new-contract / new-authorization form (ADD_CONTRACT, checked by the route), a form of the kit:
 * seller type, searchable seller, buyer and guarantor (with 'إضافة حساب جديد' for PERSON_CREATE), a car
 * for sale, the contract date (today in the company's time zone until changed, shown yyyy / MM / dd), the
 * print template (the company's default of the kind, else the system one), price, currency, down payment
 * (Arabic-Indic digits and separators accepted), cash or instalments, branch and notes; the live schedule
 * preview with the company's rounding step (exactly what the server stores). The contracts' Arabic
 * messages and the server's field errors under their fields; a failed load of the company, the branches
 * or the templates says so where it is used. After saving, the deal's page.
 *
 * @example
 * <NewDealScreen kind="contracts" />
 */
export function NewDealScreen({ kind }: NewDealScreenProps) {
  const navigate = useNavigate();
  const canCreatePerson = useCan('PERSON_CREATE');
  // Without it the server leaves the money of the signing due instead of recording it.
  const canRecordPayments = useCan('UPDATE_INSTALLMENT');
  const { endpoints: api, templateKind } = kindOf(kind);
  const company = useResource(endpoints.company.get, undefined);
  const today = useCompanyToday();
  // The template choices are read here too so that the picker's default is loaded with the form.
  useTemplateChoices(templateKind);
  const create = useResourceMutation(api.create);
  const settings = company.data?.data;

  // The company's rounding step of the chosen currency, read by the check when the form is submitted.
  const step = useRef(roundingStepOf(settings, 'IQD'));
  const remainder = useRef(remainderOf(settings));
  // The check and the contract's schema load beside the form (the page paints without zod).
  const form = useZodForm<ZodSchemaLike<DealForm, DealInput>>(
    useMemo(
      () => () =>
        import('./deal-validation').then(({ validateDealValues, dealInputSchema }) =>
          checkedSchema<DealForm, DealInput>((fields) => {
            const values = formToValues(fields);
            const errors = validateDealValues(values, step.current, remainder.current);
            return Object.keys(errors).length > 0
              ? { ok: false, errors }
              : { ok: true, value: valuesToInput(values) };
          }, dealInputSchema),
        ),
      [],
    ),
    { defaultValues: { ...EMPTY_DEAL_FORM, contractDate: today } },
  );
  const watched = useWatch({ control: form.control }) as Partial<DealForm>;
  const values = formToValues(watched);
  step.current = roundingStepOf(settings, values.currency);
  remainder.current = remainderOf(settings);
  // The date fields offer only the dates the server accepts (the same rule, from @cc/domain).
  const dates = dealDateBounds({ contractDate: values.contractDate || null, today });

  // The contract date is today in the company's time zone until the user changes it.
  useTodayField(form, 'contractDate', today);

  const submit = formSubmit(form, {
    save: (body: DealInput) => create.mutateAsync({ body }),
    onSaved: ({ data: deal, message }) => {
      toast.success(message ?? M.saved[kind]);
      void navigate(dealPaths.view(kind, deal.id));
    },
    errorMessage,
  });

  return (
    <A4Page className="cc-deals-page">
      <PageHeader title={M.newTitle[kind]} />
      {company.error ? (
        <p className="cc-deals-form-error" role="alert">
          {M.companyFailed}: {errorMessage(company.error)} — {M.companyFallback}
        </p>
      ) : null}
      <Form form={form} onSubmit={submit} className="cc-deals-form">
        <fieldset className="cc-deals-fieldset">
          <legend>{M.viewTitle[kind]}</legend>
          <div className="cc-deals-grid">
            <DateField<DealForm>
              name="contractDate"
              label={M.contractDate}
              required
              noQuickPicks
              min={dates.contractDate.min}
              max={dates.contractDate.max}
            />
            <TemplatePicker<DealForm> name="templateId" kind={templateKind} />
          </div>
        </fieldset>

        <fieldset className="cc-deals-fieldset">
          <legend>{M.parties}</legend>
          <div className="cc-field" role="radiogroup" aria-label={M.sellerType}>
            <span className="cc-field__label">{M.sellerType}</span>
            <div className="cc-deals-radios">
              {SELLER_TYPES.map((type) => (
                <label key={type} className="cc-deals-radio">
                  <input type="radio" value={type} {...form.register('sellerType')} />
                  {M.sellerTypes[type]}
                </label>
              ))}
            </div>
          </div>
          {values.sellerType === 'PERSON' ? (
            <PersonPicker<DealForm> name="sellerId" label={M.seller} required allowCreate={canCreatePerson} />
          ) : null}
          <PersonPicker<DealForm> name="buyerId" label={M.buyer} required allowCreate={canCreatePerson} />
          <PersonPicker<DealForm> name="guarantorId" label={M.guarantor} allowCreate={canCreatePerson} />
        </fieldset>

        <fieldset className="cc-deals-fieldset">
          <legend>{M.car}</legend>
          <CarPicker<DealForm> name="carId" required />
        </fieldset>

        <Suspense
          fallback={
            <fieldset className="cc-deals-fieldset" aria-busy="true">
              <legend>{M.planSummary}</legend>
              <Spinner label={M.loading} />
            </fieldset>
          }
        >
          <NewDealPlan
            kind={kind}
            values={values}
            dates={dates}
            step={step.current}
            remainder={remainder.current}
            canRecordPayments={canRecordPayments}
          />
        </Suspense>
        <FixErrors />
        <div className="cc-deals-form-actions">
          <SubmitButton>{M.save}</SubmitButton>
        </div>
      </Form>
    </A4Page>
  );
}
