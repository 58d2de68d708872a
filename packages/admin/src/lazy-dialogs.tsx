// The company pages' form dialogs: each one's code (react-hook-form, its contract's schema, zod) loads the
// first time it opens, not with the page (docs/architecture.md, "Bundle budget"). Both are mounted while
// open.
import type { AdminCompany } from '@cc/contracts';
import { lazyDialog } from '@cc/ui-rtl';
import type { StatusDialogProps } from './status-dialog';

/** Suspending or reactivating a company, with its reason. */
export const StatusDialog = lazyDialog<StatusDialogProps>(() =>
  import('./status-dialog').then((m) => m.StatusDialog),
);

/** Editing a company's details. */
export const CompanyEditDialog = lazyDialog<{ company: AdminCompany; onClose: () => void }>(() =>
  import('./company-edit-dialog').then((m) => m.CompanyEditDialog),
);
