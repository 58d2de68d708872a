import { errorMessage } from '@cc/api-client';
import { DateText, InstallmentsTable, Money } from '@cc/business';
import { endpoints, type PaymentPlan, type RescheduleBody, rescheduleBodySchema } from '@cc/contracts';
import { toMajorString } from '@cc/domain';
import { useResource, useResourceMutation } from '@cc/resources';
import { checkedSchema, DateField, FormDialog, NumberField, toast, useZodForm, zodErrors } from '@cc/ui-rtl';
import { useEffect, useMemo, useRef } from 'react';
import { useWatch } from 'react-hook-form';
import { remainderOf, roundingStepOf } from './deal-form-values';
import { DEALS_MESSAGES as M } from './messages';
import { previewReschedule, rescheduleFacts } from './reschedule-values';
import { SchedulePreviewTable } from './schedule-preview';

/** Props of {@link RescheduleDialog}. */
export interface RescheduleDialogProps {
  /** The plan re-spread: its instalments say what is kept and what is replaced. */
  plan: PaymentPlan;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The dialog's fields (empty: null; a count typed as text the kit cannot read: its own object). */
type RescheduleForm = { installmentCount: number | null; firstDueDate: string | null };

const countOf = (value: unknown) => (typeof value === 'number' && Number.isInteger(value) ? value : null);

/**
 * Re-spreads what is unpaid (PUT /payment-plans/{id}/schedule, UPDATE_PAYMENT_PLAN), with the server's
 * rules in view before sending (docs/domain/schedules.md, "Rescheduling"): what remains, the paid and
 * partly paid instalments (kept as they are), the amount spread again, the earliest first date allowed
 * (the latest kept due date; the form starts from it), and the new schedule computed as the count and the
 * date are typed, with @cc/domain's generateSchedule and the company's rounding step, numbered after the
 * kept instalments: exactly what the server stores. A date before the earliest or a count the amount
 * cannot bear is refused under its field before sending; the deal reloads by itself after.
 *
 * @example
 * <RescheduleDialog plan={deal.paymentPlan} open={open} onOpenChange={setOpen} />
 */
export function RescheduleDialog({ plan, open, onOpenChange }: RescheduleDialogProps) {
  const reschedule = useResourceMutation(endpoints.plans.reschedule);
  const company = useResource(endpoints.company.get, undefined, { enabled: open });
  const step = roundingStepOf(company.data?.data, plan.currency);
  const remainder = remainderOf(company.data?.data);
  const facts = useMemo(() => rescheduleFacts(plan), [plan]);
  const schema = useMemo(
    () =>
      checkedSchema<RescheduleForm, RescheduleBody>((values) => {
        const parsed = rescheduleBodySchema.safeParse(values);
        if (!parsed.success) return { ok: false, errors: zodErrors(parsed.error) };
        const preview = previewReschedule(
          facts,
          parsed.data.installmentCount,
          parsed.data.firstDueDate,
          step,
          remainder,
        );
        if (preview.state === 'error') return { ok: false, errors: { [preview.field]: preview.message } };
        return { ok: true, value: parsed.data };
      }),
    [facts, step, remainder],
  );
  const defaults: RescheduleForm = {
    installmentCount: facts.replaced.length > 0 ? facts.replaced.length : null,
    firstDueDate: facts.defaultFirstDate,
  };
  const form = useZodForm(schema, { defaultValues: defaults });
  // Each opening starts from the plan as it is then (a payment since may have moved the earliest date).
  const latest = useRef(defaults);
  latest.current = defaults;
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset on opening and on another plan only
  useEffect(() => {
    if (open) form.reset(latest.current);
  }, [open, plan.id]);
  const count = countOf(useWatch({ control: form.control, name: 'installmentCount' }));
  const firstDueDate = useWatch({ control: form.control, name: 'firstDueDate' });
  const preview = previewReschedule(facts, count, firstDueDate, step, remainder);

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={M.reschedule}
      size="lg"
      form={form}
      save={(body: RescheduleBody) => reschedule.mutateAsync({ params: { id: plan.id }, body })}
      onSaved={({ message }) => toast.success(message ?? M.rescheduled)}
      errorMessage={errorMessage}
      submitLabel={M.save}
      cancelLabel={M.close}
    >
      <div className="cc-deals-stack">
        <dl className="cc-deals-dl" aria-label={M.rescheduleFacts}>
          <dt>{M.remaining}</dt>
          <dd>
            <Money amount={plan.remainingAmount} currency={plan.currency} />
          </dd>
          <dt>{M.rescheduleSpread}</dt>
          <dd>
            <Money amount={toMajorString(facts.replacedTotal, plan.currency)} currency={plan.currency} />{' '}
            {M.rescheduleOver(facts.replaced.length)}
          </dd>
          <dt>{M.rescheduleEarliest}</dt>
          <dd data-testid="reschedule-earliest">
            {facts.earliestFirstDate ? <DateText value={facts.earliestFirstDate} /> : M.rescheduleAnyDate}
          </dd>
        </dl>
        {facts.kept.length > 0 ? (
          <InstallmentsTable installments={facts.kept} currency={plan.currency} caption={M.rescheduleKept} />
        ) : (
          <p className="cc-deals-muted">{M.rescheduleNoneKept}</p>
        )}
        {company.error ? (
          <p className="cc-deals-muted" role="note">
            {M.companyFailed} — {M.companyFallback}
          </p>
        ) : null}
        <NumberField<RescheduleForm> name="installmentCount" label={M.installmentCount} required dir="ltr" />
        <DateField<RescheduleForm> name="firstDueDate" label={M.firstDueDate} required />
        {preview.state === 'error' ? (
          <p className="cc-deals-muted" role="status">
            {preview.message}
          </p>
        ) : (
          <SchedulePreviewTable
            preview={preview}
            currency={plan.currency}
            caption={M.reschedulePreview}
            emptyText={M.reschedulePreviewEmpty}
          />
        )}
      </div>
    </FormDialog>
  );
}
