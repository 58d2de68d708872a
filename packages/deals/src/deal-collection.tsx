import { useCan } from '@cc/auth';
import type { Deal } from '@cc/contracts';
import { Button } from '@cc/ui-rtl';
import { useState } from 'react';
import { COLLECTIONS_MESSAGES as M } from './collections-messages';
import { ContactDialog, ContactLog } from './contact-dialog';
import { DealSection } from './deal-section';

/**
 * The collection section of an active deal's page (COLLECTIONS_READ): its contact log, newest first,
 * and 'تسجيل تواصل' (COLLECTIONS_WORK) opening the contact panel, as a row of /collections does.
 *
 * @example
 * {canSeeCollections && deal.status === 'ACTIVE' ? <DealCollection deal={deal} /> : null}
 */
export function DealCollection({ deal }: { deal: Deal }) {
  const canWork = useCan('COLLECTIONS_WORK');
  const [open, setOpen] = useState(false);
  return (
    <DealSection title={M.title}>
      <ContactLog dealId={deal.id} currency={deal.currency} />
      {canWork ? (
        <div className="cc-deals-actions">
          <Button type="button" variant="secondary" onClick={() => setOpen(true)}>
            {M.logContact}
          </Button>
        </div>
      ) : null}
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
