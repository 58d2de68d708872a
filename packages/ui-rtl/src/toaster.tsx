import { lazy, type ReactNode, Suspense, useSyncExternalStore } from 'react';
import type { ExternalToast, ToasterProps as SonnerToasterProps } from 'sonner';
import { UI_MESSAGES } from './messages';

// sonner (about 10 KB gzip) loads with the first toast, not with the app shell: most screens paint and
// many visits end without one (docs/architecture.md, "Bundle budget"). `toast` queues the call until it
// is there; the Toaster mounts then, and sonner shows the toasts fired before it subscribed.
type Sonner = typeof import('sonner');
let sonner: Promise<Sonner> | null = null;
const requested = new Set<() => void>();

function loadSonner(): Promise<Sonner> {
  if (!sonner) {
    sonner = import('sonner');
    for (const listener of requested) listener();
  }
  return sonner;
}

function later(call: (toast: Sonner['toast']) => unknown): void {
  void loadSonner().then((module) => call(module.toast));
}

/** What a toast shows: a text or an element. */
export type ToastMessage = ReactNode;
/** Options of one toast (sonner's): description, duration, action, id, … */
export type ToastOptions = ExternalToast;

/** The toast functions (sonner's, fired once sonner has loaded). */
export interface Toast {
  (message: ToastMessage, options?: ToastOptions): void;
  success(message: ToastMessage, options?: ToastOptions): void;
  error(message: ToastMessage, options?: ToastOptions): void;
  info(message: ToastMessage, options?: ToastOptions): void;
  warning(message: ToastMessage, options?: ToastOptions): void;
  /** Dismisses one toast, or all of them without an id. */
  dismiss(id?: string | number): void;
}

/**
 * Fires a toast (sonner, loaded with the first one). The app needs no direct dependency on sonner.
 *
 * @example
 * ```ts
 * toast.success('تم الحفظ بنجاح');
 * ```
 */
export const toast: Toast = Object.assign(
  (message: ToastMessage, options?: ToastOptions) => later((t) => t(message, options)),
  {
    success: (message: ToastMessage, options?: ToastOptions) => later((t) => t.success(message, options)),
    error: (message: ToastMessage, options?: ToastOptions) => later((t) => t.error(message, options)),
    info: (message: ToastMessage, options?: ToastOptions) => later((t) => t.info(message, options)),
    warning: (message: ToastMessage, options?: ToastOptions) => later((t) => t.warning(message, options)),
    dismiss: (id?: string | number) => {
      // Nothing to dismiss before the first toast: do not load sonner for it.
      if (sonner) later((t) => t.dismiss(id));
    },
  },
);

/** Props of {@link Toaster}: sonner's props, all optional; the product defaults are applied first. */
export type ToasterProps = SonnerToasterProps;

const SonnerToaster = lazy(() => loadSonner().then((module) => ({ default: module.Toaster })));

const subscribe = (listener: () => void) => {
  requested.add(listener);
  return () => requested.delete(listener);
};
const isRequested = () => sonner !== null;

/**
 * The toast region with the product's defaults (docs/architecture.md#web-layers): top-right, 5000 ms, Alt+T focuses it, RTL, swipe to
 * dismiss, rich colours. {@link RtlProvider} already renders one; fire toasts with `toast` from this package.
 * It renders nothing until the first toast loads sonner.
 *
 * @example
 * ```tsx
 * toast.success('تم الحذف بنجاح');
 * toast.error('حدث خطأ أثناء الحذف');
 * ```
 */
export function Toaster(props: ToasterProps) {
  const { style, toastOptions, ...rest } = props;
  const needed = useSyncExternalStore(subscribe, isRequested, () => false);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster
        position="top-right"
        duration={5000}
        hotkey={['altKey', 'KeyT']}
        dir="rtl"
        richColors
        closeButton
        swipeDirections={['top', 'right', 'left']}
        containerAriaLabel={UI_MESSAGES.notifications}
        // Sonner injects its own font stack after our stylesheet; an inline style wins and toasts inherit it.
        style={{ fontFamily: 'var(--cc-font-family)', ...style }}
        toastOptions={{ closeButtonAriaLabel: UI_MESSAGES.close, ...toastOptions }}
        {...rest}
      />
    </Suspense>
  );
}
