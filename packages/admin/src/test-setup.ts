import { toast } from '@cc/ui-rtl';
import { afterEach } from 'vitest';

// Sonner keeps its toasts in a module-level store: clear it so one test's toasts never reach the next.
afterEach(() => {
  toast.dismiss();
});
