import { Toaster as SonnerToaster, type ToasterProps as SonnerToasterProps } from 'sonner';
import { UI_MESSAGES } from './messages';

/**
 * Fires a toast (sonner). Re-exported so the app needs no direct dependency on sonner.
 *
 * @example
 * ```ts
 * toast.success('تم الحفظ بنجاح');
 * ```
 */
export { toast } from 'sonner';

/** Props of {@link Toaster}: sonner's props, all optional; the product defaults are applied first. */
export type ToasterProps = SonnerToasterProps;

/**
 * The toast region with the product's defaults (docs/architecture.md#web-layers): top-right, 5000 ms, Alt+T focuses it, RTL, swipe to
 * dismiss, rich colours. {@link RtlProvider} already renders one; fire toasts with `toast` from this package.
 *
 * @example
 * ```tsx
 * toast.success('تم الحذف بنجاح');
 * toast.error('حدث خطأ أثناء الحذف');
 * ```
 */
export function Toaster(props: ToasterProps) {
  const { style, toastOptions, ...rest } = props;
  return (
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
  );
}
