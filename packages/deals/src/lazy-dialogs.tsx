// The deals' form dialogs as the pages mount them: each one's code (react-hook-form, its contract's schema,
// zod, date fields) loads the first time it opens, not with the page that can open it; meanwhile a
// loading card shows (docs/architecture.md, "Bundle budget").

import type { CashBox, Deal } from '@cc/contracts';
import { lazyDialog } from '@cc/ui-rtl';
import type { AssignTarget } from './assign-dialog';
import type { IssueClearanceDialogProps, VoidClearanceDialogProps } from './clearance-dialogs';
import type { ContactDialogProps } from './contact-dialog';
import type { RescheduleDialogProps } from './reschedule-dialog';

/** «تسجيل تواصل» of a deal; open while `target` is set. */
export const ContactDialog = lazyDialog<ContactDialogProps>(
  () => import('./contact-dialog').then((m) => m.ContactDialog),
  (props) => props.target !== null,
);

/** «تعيين محصّل»; open while `target` is set. */
export const AssignDialog = lazyDialog<{ target: AssignTarget | null; onClose: () => void }>(
  () => import('./assign-dialog').then((m) => m.AssignDialog),
  (props) => props.target !== null,
);

/** The reminders of a filtered queue; open while `filters` is set. */
export const ReminderBatchDialog = lazyDialog<{
  filters: Record<string, string | number | boolean> | null;
  onClose: () => void;
  canLog: boolean;
}>(
  () => import('./reminder-batch-dialog').then((m) => m.ReminderBatchDialog),
  (props) => props.filters !== null,
);

/** «إعادة جدولة» of a plan. */
export const RescheduleDialog = lazyDialog<RescheduleDialogProps>(() =>
  import('./reschedule-dialog').then((m) => m.RescheduleDialog),
);

/** «استرجاع السيارة»; open while `deal` is set. */
export const RepossessDialog = lazyDialog<{ deal: Deal | null; onClose: () => void }>(
  () => import('./repossession-dialogs').then((m) => m.RepossessDialog),
  (props) => props.deal !== null,
);

/** «إرجاع مبلغ للمشتري»; open while `deal` is set. */
export const RefundDialog = lazyDialog<{ deal: Deal | null; onClose: () => void }>(
  () => import('./repossession-dialogs').then((m) => m.RefundDialog),
  (props) => props.deal !== null,
);

/** «إغلاق اليوم» of a cash box; open while `box` is set. */
export const CloseDayDialog = lazyDialog<{ box: CashBox | null; onClose: () => void }>(
  () => import('./desk/cash-box-dialogs').then((m) => m.CloseDayDialog),
  (props) => props.box !== null,
);

/** «تسليم نقد». */
export const HandOverDialog = lazyDialog<{ open: boolean; onClose: () => void }>(() =>
  import('./desk/cash-box-dialogs').then((m) => m.HandOverDialog),
);

/** Issuing a clearance after a confirmation; open while `target` is set. */
export const IssueClearanceDialog = lazyDialog<IssueClearanceDialogProps>(
  () => import('./clearance-dialogs').then((m) => m.IssueClearanceDialog),
  (props) => props.target !== null,
);

/** Voiding a clearance with a reason; open while `clearance` is set. */
export const VoidClearanceDialog = lazyDialog<VoidClearanceDialogProps>(
  () => import('./clearance-dialogs').then((m) => m.VoidClearanceDialog),
  (props) => props.clearance !== null,
);
