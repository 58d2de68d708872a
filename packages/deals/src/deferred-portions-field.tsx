import { Money } from '@cc/business';
import type { DealCurrency } from '@cc/contracts';
import { deferredTotal, MAX_DEFERRED_PORTIONS, parseMoney, toMajorString } from '@cc/domain';
import { Button, DateField, IconPlus, IconTrash, MoneyField } from '@cc/ui-rtl';
import { useFieldArray, useFormContext, useFormState } from 'react-hook-form';
import type { DealForm, DealFormValues } from './deal-form-values';
import { NEW_DEAL_MESSAGES as M } from './messages/new-deal';

/** Props of {@link DeferredPortionsField}. */
export interface DeferredPortionsFieldProps {
  values: DealFormValues;
  /** The dates a portion may take: after the deal's date, no later than the first instalment. */
  min: string;
  max: string | undefined;
}

/** The money of the signing: the down payment less its portions, when both read. */
function atSigning(values: DealFormValues): number | null {
  const down = parseMoney(values.downPayment.trim() || '0', values.currency);
  if (!down.ok) return null;
  const portions = values.deferredDownPayments.map((p) => parseMoney(p.amount, values.currency));
  if (portions.some((p) => !p.ok)) return null;
  return down.value - deferredTotal(portions.map((p) => ({ amount: p.ok ? p.value : 0 })));
}

/**
 * «باقي المقدمة»: the parts of the new deal's down payment the buyer pays later, each an amount and a date
 * between the deal's date and the first instalment (docs/domain/schedules.md#deferred-portions). Rows are
 * added and removed; what is paid at signing (the down payment less the portions) is said under them.
 *
 * @example
 * <DeferredPortionsField values={values} min={contractDate} max={firstDueDate} />
 */
export function DeferredPortionsField({ values, min, max }: DeferredPortionsFieldProps) {
  const { control } = useFormContext<DealForm>();
  const { fields, append, remove } = useFieldArray({ control, name: 'deferredDownPayments' });
  // A refusal of the whole list (more than the down payment, too many, a cash deal): the checks and the
  // server name the list itself, which react-hook-form keeps on the array or its `root`.
  const { errors } = useFormState<DealForm>({ control, name: 'deferredDownPayments' });
  const listError = errors.deferredDownPayments as
    | { message?: string; root?: { message?: string } }
    | undefined;
  const listMessage = listError?.message ?? listError?.root?.message;
  const currency: DealCurrency = values.currency;
  const signing = fields.length > 0 ? atSigning(values) : null;
  return (
    <fieldset
      className="cc-deals-deferred"
      aria-describedby="cc-deals-deferred-hint"
      aria-invalid={listMessage ? true : undefined}
    >
      <legend>{M.deferred.title}</legend>
      <p id="cc-deals-deferred-hint" className="cc-deals-muted">
        {M.deferred.hint}
      </p>
      {fields.map((field, index) => (
        <div key={field.id} className="cc-deals-deferred__row">
          <MoneyField<DealForm>
            name={`deferredDownPayments.${index}.amount`}
            label={M.deferred.amount(index + 1)}
            currency={currency}
            required
          />
          <DateField<DealForm>
            name={`deferredDownPayments.${index}.dueDate`}
            label={M.deferred.dueDate(index + 1)}
            required
            noQuickPicks
            min={min}
            {...(max ? { max } : {})}
          />
          <Button
            type="button"
            variant="ghost"
            size="sm"
            startIcon={<IconTrash />}
            onClick={() => remove(index)}
            aria-label={M.deferred.remove(index + 1)}
          >
            {M.deferred.removeShort}
          </Button>
        </div>
      ))}
      {listMessage ? (
        <p className="cc-deals-form-error" role="alert">
          {listMessage}
        </p>
      ) : null}
      {signing !== null ? (
        <p className="cc-deals-muted" role="status">
          {M.deferred.atSigning}{' '}
          <Money amount={toMajorString(Math.max(0, signing), currency)} currency={currency} />
        </p>
      ) : null}
      {fields.length < MAX_DEFERRED_PORTIONS ? (
        <Button
          type="button"
          variant="secondary"
          size="sm"
          startIcon={<IconPlus />}
          onClick={() => append({ amount: null, dueDate: null })}
        >
          {M.deferred.add}
        </Button>
      ) : null}
    </fieldset>
  );
}
