import { errorMessage } from '@cc/api-client';
import { isCompanyAccount, useCan, useSession } from '@cc/auth';
import { DateText, ReasonDialog, ReminderDialog } from '@cc/business';
import { type Deal, endpoints } from '@cc/contracts';
import { useResource, useResourceMutation } from '@cc/resources';
import { Button, toast } from '@cc/ui-rtl';
import { useState } from 'react';
import { COLLECTIONS_MESSAGES as M } from './collections-messages';
import { ContactLog } from './contact-log';
import { DealSection } from './deal-section';
import { ContactDialog } from './lazy-dialogs';
import { loadDefaultReasonSchema } from './schema-loaders';

/**
 * The collection section of an active deal's page (COLLECTIONS_READ): its contact log, newest first,
 * 'تسجيل تواصل' (COLLECTIONS_WORK) opening the contact panel and «تذكير» its reminders to the buyer and
 * the guarantor, as a row of /collections does.
 *
 * @example
 * {canSeeCollections && deal.status === 'ACTIVE' ? <DealCollection deal={deal} /> : null}
 */
export function DealCollection({ deal }: { deal: Deal }) {
  const canWork = useCan('COLLECTIONS_WORK');
  const [open, setOpen] = useState(false);
  const [reminding, setReminding] = useState(false);
  return (
    <DealSection title={M.title}>
      <DefaultMark deal={deal} />
      <ContactLog dealId={deal.id} currency={deal.currency} />
      <div className="cc-deals-actions" data-wrap="">
        {canWork ? (
          <Button type="button" variant="secondary" onClick={() => setOpen(true)}>
            {M.logContact}
          </Button>
        ) : null}
        <Button type="button" variant="secondary" onClick={() => setReminding(true)}>
          {M.remind}
        </Button>
      </div>
      <ReminderDialog
        target={
          reminding ? { dealId: deal.id, dealKind: deal.kind, contractNumber: deal.contractNumber } : null
        }
        onClose={() => setReminding(false)}
        canLog={canWork}
      />
      <ContactDialog
        target={
          open
            ? {
                dealId: deal.id,
                dealKind: deal.kind,
                contractNumber: deal.contractNumber,
                currency: deal.currency,
                buyerName: deal.buyer.fullName,
              }
            : null
        }
        onClose={() => setOpen(false)}
      />
    </DealSection>
  );
}

/**
 * The deal's default mark (docs/domain/collections.md#default): «معلَّم كمتعثر منذ …: السبب» when marked;
 * for the company account «تعليم كمتعثر» (an active plan) or «إلغاء التعثر», each with its reason.
 */
function DefaultMark({ deal }: { deal: Deal }) {
  const isCompany = useSession((s) => isCompanyAccount(s));
  const mark = useResource(endpoints.collections.dealDefault, { params: { id: deal.id } });
  const save = useResourceMutation(endpoints.collections.setDealDefault);
  const [asking, setAsking] = useState(false);
  const current = mark.data?.data;
  if (!current) return mark.error ? <p role="alert">{errorMessage(mark.error)}</p> : null;
  const D = M.defaultMark;
  const canMark = deal.status === 'ACTIVE' && deal.paymentPlan.status === 'ACTIVE';
  return (
    <>
      {current.defaulted ? (
        <p className="cc-deals-form-error" role="note">
          {D.marked} <DateText value={current.defaultedAt} />: {current.reason}
        </p>
      ) : null}
      {isCompany && (current.defaulted || canMark) ? (
        <div className="cc-deals-actions" data-wrap="">
          <Button
            type="button"
            variant={current.defaulted ? 'secondary' : 'danger'}
            onClick={() => setAsking(true)}
          >
            {current.defaulted ? D.clear : D.mark}
          </Button>
        </div>
      ) : null}
      <ReasonDialog
        open={asking}
        onClose={() => setAsking(false)}
        busy={save.isPending}
        schema={loadDefaultReasonSchema}
        title={current.defaulted ? D.clearTitle : D.markTitle}
        description={current.defaulted ? D.clearHint : D.markHint}
        reasonLabel={D.reason}
        submitLabel={current.defaulted ? D.clear : D.mark}
        save={({ reason }) =>
          save.mutateAsync({ params: { id: deal.id }, body: { reason, defaulted: !current.defaulted } })
        }
        onSaved={({ message }) => {
          toast.success(message ?? '');
          setAsking(false);
        }}
      />
    </>
  );
}
