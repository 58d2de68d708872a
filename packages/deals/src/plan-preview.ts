import { type InstalmentRemainder, type MinorUnits, planTerms, type ScheduledInstallment } from '@cc/domain';
import { type DealFormField, type DealFormValues, toInt } from './deal-form-values';

// The plan the new-deal form's values make (the preview and the check on submit), apart from the form's
// values so that the form's first half does not load the schedule's rules (docs/architecture.md,
// "Bundle budget").

/** The preview of an instalment plan: the financed amount and the schedule the server will store. */
export type SchedulePreview =
  | { state: 'incomplete' }
  | { state: 'error'; field: DealFormField; message: string }
  | {
      state: 'ok';
      financed: MinorUnits;
      installments: readonly ScheduledInstallment[];
      /** The down payment's deferred portions (باقي المقدمة), shown before the instalments. */
      deferred?: readonly ScheduledInstallment[];
    };

/** The plan terms of the form's values (planTerms of @cc/domain, as the server calls it with the body). */
export const termsOf = (values: DealFormValues, roundingStep: MinorUnits, remainder: InstalmentRemainder) => {
  const instalments = values.paymentType === 'INSTALLMENTS';
  return planTerms({
    currency: values.currency,
    paymentType: values.paymentType,
    price: values.price,
    // As valuesToInput sends it: none for a cash deal.
    downPayment: instalments ? values.downPayment.trim() || null : null,
    installmentCount: instalments ? toInt(values.installmentCount) : null,
    firstDueDate: instalments ? values.firstDueDate || null : null,
    deferredDownPayments: instalments ? values.deferredDownPayments : null,
    contractDate: values.contractDate || null,
    roundingStep,
    remainder,
  });
};

/**
 * The instalment schedule of the form's values with the company's rounding step (minor units): the same
 * call the server makes (planTerms of @cc/domain: generateSchedule over price − down payment), so the
 * preview is what is stored; its first refusal, on its field.
 *
 * @example
 * previewSchedule({ ...values, price: '10000000', downPayment: '0', installmentCount: '3', firstDueDate: '2024-01-31' }, 1000);
 * // { state: 'ok', financed: 10000000, installments: [3333000, 3333000, 3334000 …] }
 */
export function previewSchedule(
  values: DealFormValues,
  roundingStep: MinorUnits,
  remainder: InstalmentRemainder = 'LAST',
): SchedulePreview {
  if (values.paymentType !== 'INSTALLMENTS') return { state: 'incomplete' };
  const count = toInt(values.installmentCount);
  if (!values.price.trim() || count === null || !values.firstDueDate) return { state: 'incomplete' };
  let terms = termsOf(values, roundingStep, remainder);
  // A portion of the down payment still being typed never hides the instalments: they do not depend on it.
  if (!terms.ok && terms.errors.every((e) => e.field.startsWith('deferredDownPayments'))) {
    terms = termsOf({ ...values, deferredDownPayments: [] }, roundingStep, remainder);
  }
  if (!terms.ok) {
    const [first] = terms.errors;
    return { state: 'error', field: first!.field, message: first!.message };
  }
  const { price, downPayment, schedule, deferred } = terms.value;
  return { state: 'ok', financed: price - downPayment, installments: schedule, deferred };
}
