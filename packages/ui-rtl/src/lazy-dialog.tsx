import { type ComponentType, lazy, Suspense, useState } from 'react';
import type { DialogProps } from './dialog';
import { UI_MESSAGES } from './messages';
import { Spinner } from './spinner';

/**
 * What shows while a dialog's code loads on its first opening: the dialogs' dimmed backdrop with a small
 * card holding a spinner and «جار التحميل...», so the click answers at once (never a blank moment).
 *
 * @example
 * <Suspense fallback={<DialogLoading />}><PaymentDialog … /></Suspense>
 */
export function DialogLoading({ label = UI_MESSAGES.loading }: { label?: string }) {
  return (
    <div className="cc-dialog-overlay cc-dialog-loading">
      <div className="cc-dialog-loading__card">
        <Spinner size={28} label={label} />
        <span aria-hidden="true">{label}</span>
      </div>
    </div>
  );
}

/** A component whose code loads on first use; `preload()` starts that early (a hover, an idle moment). */
export type LazyComponent<P> = ComponentType<P> & { preload: () => Promise<unknown> };

/**
 * A dialog (or a dialog-holding component) whose code, with what it alone uses (react-hook-form, zod, Radix
 * Dialog, date pickers), loads the first time it opens instead of with the page that can open it
 * (docs/architecture.md, "Bundle budget"). Until then it renders nothing; while its chunk loads it shows
 * {@link DialogLoading}; from its first opening on it stays mounted, so closing runs through the dialog as
 * before. `isOpen` says from its props whether it is open: by default its `open` prop, or always when it
 * has none (a dialog rendered only while needed, `{target && <X … />}`).
 *
 * @example
 * const CancelDealDialog = lazyDialog(() => import('./cancel-deal-dialog').then((m) => m.CancelDealDialog));
 * <CancelDealDialog deal={deal} open={cancelling} onOpenChange={setCancelling} />
 */
export function lazyDialog<P extends object>(
  load: () => Promise<ComponentType<P>>,
  isOpen: (props: P) => boolean = (props) => (props as { open?: boolean }).open ?? true,
): LazyComponent<P> {
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  const Loaded = lazy(() => preload().then((component) => ({ default: component })));
  // biome-ignore lint/correctness/noComponentHookFactories: called once per dialog at module level, never in a render, so each dialog keeps one identity
  function LazyDialog(props: P) {
    const open = isOpen(props);
    // Mounted from the first opening on.
    const [opened, setOpened] = useState(open);
    if (open && !opened) setOpened(true);
    if (!opened) return null;
    return (
      <Suspense fallback={open ? <DialogLoading /> : null}>
        <Loaded {...props} />
      </Suspense>
    );
  }
  return Object.assign(LazyDialog, { preload });
}

/**
 * The design system's modal dialog ({@link DialogProps}): Radix Dialog (focus trap, scroll lock,
 * dismissable layer: about 15 KB gzip) loads when a dialog first opens, not with the page that holds it.
 *
 * @example
 * <Dialog open={open} onOpenChange={setOpen} title="أدخل اسم القالب الجديد" footer={<Button>حفظ</Button>} />
 */
export const Dialog = lazyDialog<DialogProps>(() => import('./dialog').then((m) => m.Dialog));
