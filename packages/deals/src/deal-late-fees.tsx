import { errorMessage } from '@cc/api-client';
import { isCompanyAccount, useSession } from '@cc/auth';
import { DateText, Money, ReasonDialog } from '@cc/business';
import { type ChargeWaiverBody, type Deal, endpoints, type PlanCharge } from '@cc/contracts';
import { useResource, useResourceMutation } from '@cc/resources';
import { Badge, type BadgeTone, Button, formatDisplayDate, toast } from '@cc/ui-rtl';
import { useState } from 'react';
import { DealSection } from './deal-section';
import { LATE_FEE_MESSAGES as M } from './late-fees-messages';
import { loadChargeWaiverSchema } from './schema-loaders';

const TONE: Record<PlanCharge['status'], BadgeTone> = {
  DUE: 'warning',
  PARTIAL: 'info',
  PAID: 'success',
  WAIVED: 'neutral',
};

function WaiverDialog({
  target,
  onClose,
}: {
  target: { charge: PlanCharge; kind: 'WAIVER' | 'UNWAIVE' } | null;
  onClose: () => void;
}) {
  const waive = useResourceMutation(endpoints.lateFees.waive);
  const unwaive = useResourceMutation(endpoints.lateFees.unwaive);
  const kind = target?.kind ?? 'WAIVER';
  const sequence = target?.charge.installmentSequence ?? 0;
  return (
    <ReasonDialog
      key={target ? `${target.kind}-${target.charge.id}` : 'closed'}
      open={target !== null}
      onClose={onClose}
      busy={waive.isPending || unwaive.isPending}
      schema={loadChargeWaiverSchema}
      title={kind === 'WAIVER' ? M.waiveTitle(sequence) : M.unwaiveTitle(sequence)}
      description={kind === 'WAIVER' ? M.waiveBody : M.unwaiveBody}
      reasonLabel={M.reason}
      save={(body: ChargeWaiverBody) =>
        (kind === 'WAIVER' ? waive : unwaive).mutateAsync({ params: { id: target?.charge.id ?? 0 }, body })
      }
      onSaved={({ message }) => {
        toast.success(message ?? (kind === 'WAIVER' ? M.waived : M.unwaived));
        onClose();
      }}
      submitLabel={kind === 'WAIVER' ? M.waive : M.unwaive}
      cancelLabel={M.cancel}
    />
  );
}

/**
 * The late fees of a deal's plan (GET /payment-plans/{id}/charges, GET_PAYMENT_PLAN), shown apart from the
 * schedule: each with its instalment, dates, what is paid of it (fees are settled after every instalment)
 * and its waivers; «إعفاء» and «إرجاع الغرامة» for the company account, each with a reason. Nothing is
 * shown for a plan never charged.
 *
 * @example
 * <DealLateFees deal={deal} />
 */
export function DealLateFees({ deal }: { deal: Deal }) {
  const canWaive = useSession((s) => isCompanyAccount(s));
  const [target, setTarget] = useState<{ charge: PlanCharge; kind: 'WAIVER' | 'UNWAIVE' } | null>(null);
  const found = useResource(endpoints.plans.charges, { params: { id: deal.paymentPlan.id } });
  const charges = found.data?.data ?? [];
  if (found.error)
    return (
      <DealSection title={M.section}>
        <p role="alert">
          {M.loadFailed}: {errorMessage(found.error)}
        </p>
      </DealSection>
    );
  if (charges.length === 0) return null;
  const open = deal.status === 'ACTIVE';
  return (
    <DealSection title={M.section}>
      <ul className="cc-late-fees__list">
        {charges.map((c) => (
          <li key={c.id} className="cc-deals-card cc-late-fees__item">
            <h3 className="cc-deals-subheading">
              {M.installment(c.installmentSequence)}{' '}
              <Badge tone={TONE[c.status]}>{M.statuses[c.status]}</Badge>
            </h3>
            <dl className="cc-deals-dl">
              <dt>{M.dueDate}</dt>
              <dd>
                <DateText value={c.dueDate} />
              </dd>
              <dt>{M.chargedOn}</dt>
              <dd>
                <DateText value={c.chargedOn} />
              </dd>
              <dt>{M.amount}</dt>
              <dd>
                <Money amount={c.amount} currency={c.currency} />
              </dd>
              {c.status === 'PARTIAL' || c.status === 'PAID' ? (
                <>
                  <dt>{M.paid}</dt>
                  <dd>
                    <Money amount={c.paidAmount} currency={c.currency} />
                  </dd>
                </>
              ) : null}
              {c.status !== 'WAIVED' && c.status !== 'PAID' ? (
                <>
                  <dt>{M.remaining}</dt>
                  <dd>
                    <Money amount={c.remainingAmount} currency={c.currency} />
                  </dd>
                </>
              ) : null}
            </dl>
            {c.waivers.map((w) => (
              <p key={w.id} className="cc-deals-muted">
                {M.waiverLine(w.kind, formatDisplayDate(w.date), w.byName, w.reason)}
              </p>
            ))}
            {canWaive && open && (c.status === 'DUE' || c.status === 'WAIVED') ? (
              <Button
                type="button"
                variant={c.status === 'DUE' ? 'secondary' : 'ghost'}
                size="sm"
                onClick={() => setTarget({ charge: c, kind: c.status === 'DUE' ? 'WAIVER' : 'UNWAIVE' })}
              >
                {c.status === 'DUE' ? M.waive : M.unwaive}
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
      <WaiverDialog target={target} onClose={() => setTarget(null)} />
    </DealSection>
  );
}
