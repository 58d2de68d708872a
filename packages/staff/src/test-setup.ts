import { toast } from '@cc/ui-rtl';
import { afterEach } from 'vitest';

// jsdom lacks these browser APIs; Radix (Switch, Collapsible, Dialog) calls them.
class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;

// Sonner keeps its toasts in a module-level store: clear it so one test's toasts never reach the next.
afterEach(() => {
  toast.dismiss();
  // The profile editor stores rotated tokens; the next test starts signed out of storage.
  localStorage.clear();
});
