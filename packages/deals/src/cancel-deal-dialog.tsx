import { ReasonDialog } from '@cc/business';
import type { Deal, DealCancelBody } from '@cc/contracts';
import { cancelRefusal, hasStandingEntries, parseMoney } from '@cc/domain';
import { ConfirmDialog } from '@cc/ui-rtl';
import { useState } from 'react';
import type { DealsKind } from './kind';
import { DEALS_MESSAGES as M } from './messages';
import { loadDealCancelSchema } from './schema-loaders';

/**
 * Why the deal cannot be cancelled now, as the server says it (cancelRefusal of @cc/domain: cancelled
 * already, or standing payments or discounts, which must be reversed first), or null. The row's 'إلغاء'
 * shows it, disabled, before a reason is typed.
 *
 * @example
 * dealCancelRefusal(deal); // 'لا يمكن إلغاء العقد لوجود دفعات مسجلة عليه، يرجى عكس الدفعات أولاً'
 */
export function dealCancelRefusal(
  deal: Pick<Deal, 'kind' | 'paymentPlan'> & Partial<Pick<Deal, 'status'>>,
): string | null {
  const { paidAmount, discountAmount, currency } = deal.paymentPlan;
  const minor = (amount: string) => {
    const parsed = parseMoney(amount, currency);
    return parsed.ok ? parsed.value : 0;
  };
  const stands = hasStandingEntries({ paidAmount: minor(paidAmount), discountAmount: minor(discountAmount) });
  return cancelRefusal({ kind: deal.kind, status: deal.status ?? 'ACTIVE' }, stands)?.error ?? null;
}

/** Props of {@link CancelDealDialog}. */
export interface CancelDealDialogProps {
  kind: DealsKind;
  /** The deal to cancel; null: closed. */
  deal: Deal | null;
  onClose: () => void;
  /** Sends the cancellation; the dialog stays busy until it settles. */
  onConfirm: (deal: Deal, reason: string) => Promise<void>;
}

/**
 * Cancelling a deal in two steps: the reason (required, checked with dealCancelBodySchema), then a
 * confirmation naming the deal's kind and number («إلغاء الوكالة رقم 10»).
 *
 * @example
 * <CancelDealDialog kind="contracts" deal={target} onClose={() => setTarget(null)} onConfirm={cancel} />
 */
export function CancelDealDialog({ kind, deal, onClose, onConfirm }: CancelDealDialogProps) {
  const [reason, setReason] = useState('');
  const [step, setStep] = useState<'reason' | 'confirm'>('reason');
  const [busy, setBusy] = useState(false);

  const close = () => {
    setReason('');
    setStep('reason');
    onClose();
  };

  const confirm = async () => {
    if (!deal) return;
    setBusy(true);
    try {
      await onConfirm(deal, reason);
    } finally {
      setBusy(false);
      close();
    }
  };

  return (
    <>
      <ReasonDialog
        // A fresh reason for each deal; kept as typed while going back from the confirmation.
        key={deal?.id ?? 'none'}
        open={deal !== null && step === 'reason'}
        onClose={close}
        schema={loadDealCancelSchema}
        title={M.cancelTitle[kind]}
        reasonLabel={M.cancelReason}
        onSubmit={(body: DealCancelBody) => {
          setReason(body.reason);
          setStep('confirm');
        }}
        submitLabel={M.cancelNext}
        cancelLabel={M.close}
      />
      <ConfirmDialog
        open={deal !== null && step === 'confirm'}
        onOpenChange={(open) => {
          // 'رجوع' returns to the reason, kept as typed.
          if (!open && !busy) setStep('reason');
        }}
        title={M.confirmTitle}
        body={deal ? M.confirmBody(kind, deal.contractNumber) : ''}
        confirmLabel={M.confirmYes}
        cancelLabel={M.back}
        busy={busy}
        onConfirm={() => void confirm()}
      />
    </>
  );
}
