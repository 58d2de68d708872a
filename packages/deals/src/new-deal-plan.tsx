import { BranchPicker } from '@cc/business';
import { DEAL_CURRENCIES, PAYMENT_TYPES } from '@cc/contracts';
import type { dealDateBounds } from '@cc/domain';
import { DateField, MoneyField, NumberField, SelectField, TextAreaField } from '@cc/ui-rtl';
import type { DealForm, DealFormValues } from './deal-form-values';
import { DeferredPortionsField } from './deferred-portions-field';
import type { DealsKind } from './kind';
import { NEW_DEAL_MESSAGES as M } from './messages/new-deal';
import { previewSchedule } from './plan-preview';
import { SchedulePreviewTable } from './schedule-preview';

/** Props of {@link NewDealPlan}. */
export interface NewDealPlanProps {
  kind: DealsKind;
  values: DealFormValues;
  /** The dates the server accepts (`dealDateBounds` of @cc/domain). */
  dates: ReturnType<typeof dealDateBounds>;
  /** The company's rounding step of the chosen currency and its rule for the remainder. */
  step: Parameters<typeof previewSchedule>[1];
  remainder: Parameters<typeof previewSchedule>[2];
  /** Whether the user records the money of the signing (UPDATE_INSTALLMENT); else it is left due. */
  canRecordPayments: boolean;
}

/**
 * The new-deal form's lower half, below the parties and the car: the plan (price, currency, cash or
 * instalments, down payment and its deferred portions, count, first due date, branch, notes) and the
 * live schedule preview. Its own chunk, loaded beside the form's upper half (docs/architecture.md,
 * "Bundle budget"): fields of the same form (`useFormContext`).
 */
export default function NewDealPlan({
  kind,
  values,
  dates,
  step,
  remainder,
  canRecordPayments,
}: NewDealPlanProps) {
  const preview = previewSchedule(values, step, remainder);
  const instalments = values.paymentType === 'INSTALLMENTS';
  const moneyAtSigning = !instalments || /[1-9\u0661-\u0669]/.test(values.downPayment);
  const moneyLeftDue = !canRecordPayments && moneyAtSigning ? M.moneyLeftDue[kind][values.paymentType] : null;
  return (
    <>
      <fieldset className="cc-deals-fieldset">
        <legend>{M.planSummary}</legend>
        <div className="cc-deals-grid">
          <MoneyField<DealForm> name="price" label={M.price} currency={values.currency} required />
          <SelectField<DealForm>
            name="currency"
            label={M.currency}
            required
            options={DEAL_CURRENCIES.map((c) => ({ value: c, label: M.currencies[c] }))}
          />
          <SelectField<DealForm>
            name="paymentType"
            label={M.paymentType}
            required
            options={PAYMENT_TYPES.map((t) => ({ value: t, label: M.paymentTypes[t] }))}
          />
          {instalments ? (
            <>
              <MoneyField<DealForm> name="downPayment" label={M.downPayment} currency={values.currency} />
              <NumberField<DealForm> name="installmentCount" label={M.installmentCount} required dir="ltr" />
              <DateField<DealForm>
                name="firstDueDate"
                label={M.firstDueDate}
                required
                min={dates.firstDueDate.min}
                max={dates.firstDueDate.max}
              />
            </>
          ) : null}
          <BranchPicker<DealForm> name="branchId" />
        </div>
        {instalments ? (
          <DeferredPortionsField
            values={values}
            min={values.contractDate || dates.firstDueDate.min}
            max={values.firstDueDate || undefined}
          />
        ) : null}
        <TextAreaField<DealForm> name="notes" label={M.notes} />
      </fieldset>

      <section className="cc-deals-fieldset" aria-label={M.preview}>
        <h2 className="cc-deals-heading">{M.preview}</h2>
        {instalments ? (
          <SchedulePreviewTable preview={preview} currency={values.currency} />
        ) : moneyLeftDue ? null : (
          <p className="cc-deals-muted">{M.cashNote}</p>
        )}
      </section>

      {moneyLeftDue ? (
        <p className="cc-deals-note" role="note">
          {moneyLeftDue}
        </p>
      ) : null}
    </>
  );
}
