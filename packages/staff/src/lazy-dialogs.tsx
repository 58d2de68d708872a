// The users page's form dialogs: each one's code (react-hook-form, its contract's schema, zod) loads the
// first time it opens, not with the list (docs/architecture.md, "Bundle budget").
import { lazyDialog } from '@cc/ui-rtl';
import type { ResetPasswordDialogProps } from './reset-password-dialog';
import type { UserFormDialogProps } from './user-form-dialog';

/** Adding a user or editing one (details and roles). */
export const UserFormDialog = lazyDialog<UserFormDialogProps>(() =>
  import('./user-form-dialog').then((m) => m.UserFormDialog),
);

/** A temporary password for a user (mounted while open). */
export const ResetPasswordDialog = lazyDialog<ResetPasswordDialogProps>(() =>
  import('./reset-password-dialog').then((m) => m.ResetPasswordDialog),
);
