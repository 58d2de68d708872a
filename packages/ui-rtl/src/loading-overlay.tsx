import { UI_MESSAGES } from './messages';
import { Spinner } from './spinner';

/** Props of {@link LoadingOverlay}. */
export interface LoadingOverlayProps {
  /** Default true; when false nothing is rendered. */
  visible?: boolean;
  /** Accessible label. Default 'جار التحميل...'. */
  label?: string;
}

/** Colour and size of the session-restore spinner. */
const OVERLAY_SPINNER = { color: '#1976d2', size: 60 } as const;

/**
 * Full-screen white overlay with the product's blue spinner (while the session is restored, docs/domain/sessions.md).
 *
 * @example
 * ```tsx
 * if (auth.isLoading) return <LoadingOverlay />;
 * ```
 */
export function LoadingOverlay({ visible = true, label = UI_MESSAGES.loading }: LoadingOverlayProps) {
  if (!visible) return null;
  return (
    <div className="cc-loading-overlay" role="status" aria-live="polite" aria-label={label}>
      <Spinner size={OVERLAY_SPINNER.size} color={OVERLAY_SPINNER.color} />
      <span className="cc-visually-hidden">{label}</span>
    </div>
  );
}
