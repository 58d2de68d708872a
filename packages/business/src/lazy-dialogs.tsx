// The package's dialogs as the features mount them: each one's code (with react-hook-form, its
// contract's schema and zod) loads the first time it opens, not with the page that can open it
// (docs/architecture.md, "Bundle budget"). Until then nothing renders; meanwhile a loading card shows.
import { lazyDialog } from '@cc/ui-rtl';
import type { ReactNode } from 'react';
import type { DiscountDialogProps } from './discount-dialog';
import type { PaymentDialogProps } from './payment-dialog';
import type { PersonDialogProps } from './person-dialog';
import type { ReasonDialogProps } from './reason-dialog';
import type { ReminderTarget } from './reminder-list';
import type { ReversePaymentDialogProps } from './reverse-payment-dialog';

/** Recording a payment (POST /payments with an Idempotency-Key); see `payment-dialog.tsx`. */
export const PaymentDialog = lazyDialog<PaymentDialogProps>(() =>
  import('./payment-dialog').then((m) => m.PaymentDialog),
);

/** Reversing a payment (the company account); open while `payment` is set. */
export const ReversePaymentDialog = lazyDialog<ReversePaymentDialogProps>(
  () => import('./reverse-payment-dialog').then((m) => m.ReversePaymentDialog),
  (props) => props.payment !== null,
);

/** A settlement discount on a plan; open while `plan` is set. */
export const DiscountDialog = lazyDialog<DiscountDialogProps>(
  () => import('./discount-dialog').then((m) => m.DiscountDialog),
  (props) => props.plan !== null,
);

/** A new account card in place (POST /persons). */
export const PersonDialog = lazyDialog<PersonDialogProps>(() =>
  import('./person-dialog').then((m) => m.PersonDialog),
);

/** A deal's reminders with their WhatsApp and SMS links; open while `target` is set. */
export const ReminderDialog = lazyDialog<{
  target: ReminderTarget | null;
  onClose: () => void;
  canLog: boolean;
}>(
  () => import('./reminder-list').then((m) => m.ReminderDialog),
  (props) => props.target !== null,
);

const LazyReasonDialog = lazyDialog<ReasonDialogProps<unknown>>(() =>
  import('./reason-dialog').then((m) => m.ReasonDialog as (props: ReasonDialogProps<unknown>) => ReactNode),
);

/** An action that must say why (reverse, void, cancel); see `reason-dialog.tsx`. */
export const ReasonDialog = LazyReasonDialog as unknown as (<Saved>(
  props: ReasonDialogProps<Saved>,
) => ReactNode) & { preload: () => Promise<unknown> };
