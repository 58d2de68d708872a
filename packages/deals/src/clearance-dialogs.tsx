import { errorMessage } from '@cc/api-client';
import { ReasonDialog } from '@cc/business';
import { type Clearance, type ClearanceVoidBody, type DealKind, endpoints } from '@cc/contracts';
import { useResourceMutation } from '@cc/resources';
import { ConfirmDialog, toast } from '@cc/ui-rtl';
import { CLEARANCE_MESSAGES as M } from './clearance-messages';
import { loadClearanceVoidSchema } from './schema-loaders';

/** The deal a clearance is issued for: its id, number and buyer (a list row or the deal itself). */
export interface ClearanceTarget {
  dealId: number;
  dealKind: DealKind;
  contractNumber: number;
  buyerName: string;
}

/** Props of {@link IssueClearanceDialog}. */
export interface IssueClearanceDialogProps {
  /** The deal to clear; null: closed. */
  target: ClearanceTarget | null;
  onClose: () => void;
  onIssued?: (clearance: Clearance) => void;
}

/**
 * Issuing a clearance (POST /clearance/{dealId}, UPDATE_PAYMENT_PLAN) after a confirmation naming the
 * deal and the buyer; the server's refusal (already issued, not paid) is toasted in Arabic.
 *
 * @example
 * <IssueClearanceDialog target={{ dealId: 7, dealKind: 'CONTRACT', contractNumber: 12, buyerName: 'علي' }} onClose={close} />
 */
export function IssueClearanceDialog({ target, onClose, onIssued }: IssueClearanceDialogProps) {
  const issue = useResourceMutation(endpoints.clearance.issue);
  const confirm = async () => {
    if (!target) return;
    try {
      const { data } = await issue.mutateAsync({ params: { id: target.dealId } });
      toast.success(M.issued(data.clearance.number));
      onIssued?.(data);
    } catch (error) {
      toast.error(errorMessage(error));
    }
    onClose();
  };
  return (
    <ConfirmDialog
      open={target !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={M.issueTitle}
      body={target ? M.issueBody(target.dealKind, target.contractNumber, target.buyerName) : ''}
      confirmLabel={M.issueConfirm}
      cancelLabel={M.cancel}
      tone="primary"
      busy={issue.isPending}
      onConfirm={confirm}
    />
  );
}

/** Props of {@link VoidClearanceDialog}. */
export interface VoidClearanceDialogProps {
  /** The clearance to void (its id and number, and its deal's kind); null: closed. */
  clearance: { id: number; number: number; dealKind: DealKind } | null;
  onClose: () => void;
}

/**
 * Voiding a clearance (POST /clearance/{id}/void, the company account only) with a required reason
 * (clearanceVoidBodySchema's message); the server's refusals show in the dialog.
 *
 * @example
 * <VoidClearanceDialog clearance={{ id: 3, number: 2, dealKind: 'CONTRACT' }} onClose={close} />
 */
export function VoidClearanceDialog({ clearance, onClose }: VoidClearanceDialogProps) {
  const voidIt = useResourceMutation(endpoints.clearance.void);
  return (
    <ReasonDialog
      open={clearance !== null}
      onClose={onClose}
      busy={voidIt.isPending}
      schema={loadClearanceVoidSchema}
      title={M.voidTitle}
      description={clearance ? M.voidBody(clearance.dealKind, clearance.number) : undefined}
      reasonLabel={M.voidReason}
      save={(body: ClearanceVoidBody) => voidIt.mutateAsync({ params: { id: clearance?.id ?? 0 }, body })}
      onSaved={({ data }) => {
        toast.success(M.voided(data.clearance.number));
        onClose();
      }}
      submitLabel={M.voidConfirm}
      cancelLabel={M.cancel}
    />
  );
}
