import { errorMessage } from '@cc/api-client';
import { isCompanyAccount, useCan, useSession } from '@cc/auth';
import { DateText } from '@cc/business';
import { type ClearanceSummary, type Deal, endpoints } from '@cc/contracts';
import { useResource } from '@cc/resources';
import { Button, ButtonLink } from '@cc/ui-rtl';
import { useState } from 'react';
import { Link } from 'react-router';
import { CLEARANCE_MESSAGES as M } from './clearance-messages';
import { DealSection } from './deal-section';
import { IssueClearanceDialog, VoidClearanceDialog } from './lazy-dialogs';
import { clearancePrintPath } from './paths';

/**
 * The clearance section of a PAID deal's page (GET_PAYMENT_PLAN): the standing clearance (number, date,
 * issuer, print link; 'إلغاء البراءة' for the company account) or, with none, 'إصدار براءة الذمة'
 * (UPDATE_PAYMENT_PLAN); voided ones are listed under it with their reason.
 *
 * @example
 * {deal.paymentPlan.status === 'PAID' ? <DealClearance deal={deal} /> : null}
 */
export function DealClearance({ deal }: { deal: Deal }) {
  const canIssue = useCan('UPDATE_PAYMENT_PLAN');
  const canVoid = useSession((s) => isCompanyAccount(s));
  const [issuing, setIssuing] = useState(false);
  const [voiding, setVoiding] = useState<(ClearanceSummary & { dealKind: Deal['kind'] }) | null>(null);
  const found = useResource(endpoints.clearance.list, {
    query: { tab: 'issued', dealId: deal.id, size: 100 },
  });
  const all = (found.data?.data ?? []).flatMap((r) => (r.clearance ? [r.clearance] : []));
  const standing = all.find((c) => !c.voided);
  const voided = all.filter((c) => c.voided);
  return (
    <DealSection title={M.section}>
      {found.error ? (
        <p role="alert">
          {M.loadFailed}: {errorMessage(found.error)}
        </p>
      ) : !found.data ? (
        <p role="status">{M.loading}</p>
      ) : standing ? (
        <div className="cc-deals-actions" data-wrap="">
          <dl className="cc-deals-dl">
            <dt>{M.number}</dt>
            <dd>
              <bdi>{standing.number}</bdi>
            </dd>
            <dt>{M.date}</dt>
            <dd>
              <DateText value={standing.issuedAt} />
            </dd>
            <dt>{M.issuedBy}</dt>
            <dd>{standing.issuedBy?.fullName ?? '—'}</dd>
          </dl>
          <ButtonLink link={Link} to={clearancePrintPath(standing.id)} variant="secondary">
            {M.print}
          </ButtonLink>
          {canVoid ? (
            <Button
              type="button"
              variant="danger"
              onClick={() => setVoiding({ ...standing, dealKind: deal.kind })}
            >
              {M.void}
            </Button>
          ) : null}
        </div>
      ) : (
        <div className="cc-deals-actions" data-wrap="">
          <p className="cc-deals-muted">{M.sectionNone(deal.kind)}</p>
          {canIssue ? (
            <Button type="button" onClick={() => setIssuing(true)}>
              {M.issue}
            </Button>
          ) : null}
        </div>
      )}
      {voided.map((c) => (
        <p key={c.id} className="cc-deals-muted">
          {M.voidedNote(c.number, c.voidReason)}
        </p>
      ))}
      <IssueClearanceDialog
        target={
          issuing
            ? {
                dealId: deal.id,
                dealKind: deal.kind,
                contractNumber: deal.contractNumber,
                buyerName: deal.buyer.fullName,
              }
            : null
        }
        onClose={() => setIssuing(false)}
      />
      <VoidClearanceDialog clearance={voiding} onClose={() => setVoiding(null)} />
    </DealSection>
  );
}
