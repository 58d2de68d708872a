import { type Deal, dealCancelBodySchema } from '@cc/contracts';
import { Button, ConfirmDialog, Dialog, TextAreaInput } from '@cc/ui-rtl';
import { useState } from 'react';
import type { DealsKind } from './kind';
import { DEALS_MESSAGES as M } from './messages';

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
 * confirmation naming the deal's number.
 *
 * @example
 * <CancelDealDialog kind="contracts" deal={target} onClose={() => setTarget(null)} onConfirm={cancel} />
 */
export function CancelDealDialog({ kind, deal, onClose, onConfirm }: CancelDealDialogProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [step, setStep] = useState<'reason' | 'confirm'>('reason');
  const [busy, setBusy] = useState(false);

  const close = () => {
    setReason('');
    setError(null);
    setStep('reason');
    onClose();
  };

  const next = () => {
    const parsed = dealCancelBodySchema.safeParse({ reason });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? M.cancelReasonRequired);
      return;
    }
    setError(null);
    setStep('confirm');
  };

  const confirm = async () => {
    if (!deal) return;
    setBusy(true);
    try {
      await onConfirm(deal, reason.trim());
    } finally {
      setBusy(false);
      close();
    }
  };

  return (
    <>
      <Dialog
        open={deal !== null && step === 'reason'}
        onOpenChange={(open) => {
          if (!open) close();
        }}
        title={M.cancelTitle[kind]}
        footer={
          <>
            <Button type="button" variant="secondary" onClick={close}>
              {M.close}
            </Button>
            <Button type="button" variant="danger" onClick={next}>
              {M.cancelNext}
            </Button>
          </>
        }
      >
        <TextAreaInput
          label={M.cancelReason}
          required
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          error={error ?? undefined}
        />
      </Dialog>
      <ConfirmDialog
        open={deal !== null && step === 'confirm'}
        onOpenChange={(open) => {
          // 'رجوع' returns to the reason, kept as typed.
          if (!open && !busy) setStep('reason');
        }}
        title={M.confirmTitle}
        body={deal ? M.confirmBody(deal.contractNumber) : ''}
        confirmLabel={M.confirmYes}
        cancelLabel={M.back}
        busy={busy}
        onConfirm={() => void confirm()}
      />
    </>
  );
}
