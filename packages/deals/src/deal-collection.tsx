import { useCan } from '@cc/auth';
import { ReminderDialog } from '@cc/business';
import type { Deal } from '@cc/contracts';
import { Button } from '@cc/ui-rtl';
import { useState } from 'react';
import { COLLECTIONS_MESSAGES as M } from './collections-messages';
import { ContactDialog, ContactLog } from './contact-dialog';
import { DealSection } from './deal-section';

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
      <ContactLog dealId={deal.id} currency={deal.currency} />
      <div className="cc-deals-actions">
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
