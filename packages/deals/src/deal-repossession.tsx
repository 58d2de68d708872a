import { isCompanyAccount, useSession } from '@cc/auth';
import { DateText, Money, ReasonDialog } from '@cc/business';
import { type Deal, endpoints, REPOSSESSION_OUTCOME_LABELS } from '@cc/contracts';
import { parseMoney } from '@cc/domain';
import { useResourceMutation } from '@cc/resources';
import { Button, toast } from '@cc/ui-rtl';
import { useState } from 'react';
import { DealSection } from './deal-section';
import { RefundDialog } from './lazy-dialogs';
import { DEALS_MESSAGES } from './messages';
import { loadUndoRepossessionSchema } from './schema-loaders';

const M = DEALS_MESSAGES.repossession;

const minor = (amount: string, currency: Deal['currency']) => {
  const parsed = parseMoney(amount, currency);
  return parsed.ok ? parsed.value : 0;
};

/**
 * A repossessed deal's section: «مسترجعة», since when and why, what became of what remained (written
 * off, or the debt kept), what was handed back; for the company account «إرجاع مبلغ للمشتري» (while
 * something paid is not handed back) and «التراجع عن الاسترجاع». Nothing for a deal not repossessed.
 *
 * @example
 * <DealRepossession deal={deal} />
 */
export function DealRepossession({ deal }: { deal: Deal }) {
  const isCompany = useSession((s) => isCompanyAccount(s));
  const undo = useResourceMutation(endpoints.plans.undoRepossession);
  const [refunding, setRefunding] = useState(false);
  const [undoing, setUndoing] = useState(false);
  const taken = deal.repossession;
  if (!taken) return null;
  const plan = deal.paymentPlan;
  const c = deal.currency;
  const refundable = minor(plan.paidAmount, c) - minor(plan.refundedAmount, c);
  return (
    <DealSection title={M.mark}>
      <p className="cc-deals-form-error" role="note">
        {M.since} <DateText value={taken.date} />: {taken.reason} —{' '}
        {REPOSSESSION_OUTCOME_LABELS[taken.outcome]}
      </p>
      <dl className="cc-deals-dl">
        {minor(plan.writtenOffAmount, c) > 0 ? (
          <>
            <dt>{M.writtenOff}</dt>
            <dd>
              <Money amount={plan.writtenOffAmount} currency={c} />
            </dd>
          </>
        ) : null}
        {minor(plan.refundedAmount, c) > 0 ? (
          <>
            <dt>{M.refunded}</dt>
            <dd>
              <Money amount={plan.refundedAmount} currency={c} />
            </dd>
          </>
        ) : null}
      </dl>
      {isCompany ? (
        <div className="cc-deals-actions" data-wrap="">
          {refundable > 0 ? (
            <Button type="button" variant="secondary" onClick={() => setRefunding(true)}>
              {M.refund}
            </Button>
          ) : null}
          <Button type="button" variant="secondary" onClick={() => setUndoing(true)}>
            {M.undo}
          </Button>
        </div>
      ) : null}
      <RefundDialog deal={refunding ? deal : null} onClose={() => setRefunding(false)} />
      <ReasonDialog
        open={undoing}
        onClose={() => setUndoing(false)}
        busy={undo.isPending}
        schema={loadUndoRepossessionSchema}
        title={M.undoTitle}
        description={M.undoHint}
        reasonLabel={M.undoReason}
        submitLabel={M.undo}
        save={(body) => undo.mutateAsync({ params: { id: plan.id }, body })}
        onSaved={({ message }) => {
          toast.success(message ?? '');
          setUndoing(false);
        }}
      />
    </DealSection>
  );
}
