import { toast } from '@cc/ui-rtl';
import { afterEach } from 'vitest';

// The DOM stubs and the async timeout are the shared tooling/test/setup-dom.ts.
// Toasts live in one store for the whole file: each test starts with none (a new toaster replays the rest).
afterEach(() => {
  toast.dismiss();
});
