// The new-deal form's check, with the contract's schema: loaded when the form first checks or shows (the
// new-deal page paints without zod; docs/architecture.md, "Bundle budget").
import { dealInputSchema } from '@cc/contracts';
import type { InstalmentRemainder, MinorUnits } from '@cc/domain';
import {
  type DealFormErrors,
  type DealFormField,
  type DealFormValues,
  valuesToInput,
} from './deal-form-values';
import { NEW_DEAL_MESSAGES as M } from './messages/new-deal';
import { termsOf } from './plan-preview';

export { dealInputSchema };

/**
 * Checks the values before sending: dealInputSchema's Arabic messages, then the amount and schedule rules
 * the server applies with the currency (planTerms of @cc/domain: the price, the down payment against it,
 * generateSchedule), each under its field unless a message is there already.
 *
 * @example
 * validateDealValues(formToValues(EMPTY_DEAL_FORM), 1000); // { buyerId: 'المشتري غير صالح', carId: …, price: … }
 */
export function validateDealValues(
  values: DealFormValues,
  roundingStep: MinorUnits,
  remainder: InstalmentRemainder = 'LAST',
): DealFormErrors {
  const errors: DealFormErrors = {};
  const parsed = dealInputSchema.safeParse(valuesToInput(values));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path.map(String).join('.') as DealFormField;
      if (field && !errors[field]) errors[field] = issue.message;
    }
  }
  if (!values.contractDate) errors.contractDate = M.required.contractDate;
  if (values.buyerId === null) errors.buyerId = M.required.buyerId;
  if (values.carId === null) errors.carId = M.required.carId;
  // zod skips the schema's cross-field refinements while a base field fails; check them here too.
  if (values.sellerType === 'PERSON' && values.sellerId === null) errors.sellerId = M.required.sellerId;
  if (values.paymentType === 'INSTALLMENTS') {
    if (!values.installmentCount.trim()) errors.installmentCount = M.required.installmentCount;
    if (!values.firstDueDate) errors.firstDueDate = M.required.firstDueDate;
  }
  const terms = termsOf(values, roundingStep, remainder);
  if (!terms.ok) for (const e of terms.errors) errors[e.field] ??= e.message;
  return errors;
}
