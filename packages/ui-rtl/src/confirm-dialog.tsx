import { lazy, type ReactNode, Suspense, useRef, useState } from 'react';
import { Button } from './button';

// Radix Dialog (focus trap, scroll lock, dismissable layer: about 14 KB gzip) loads the first time a
// confirmation opens, not with the list that may ask one (docs/architecture.md, "Bundle budget").
const Dialog = lazy(() => import('./dialog').then((m) => ({ default: m.Dialog })));

/** Props of {@link ConfirmDialog}. */
export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  /** The question, e.g. the car delete body of the cars messages. */
  body: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  /** Called on confirm. The dialog stays open: close it with `onOpenChange(false)` when the work is done. */
  onConfirm: () => void;
  /** Colour of the confirm button. Default `danger`. */
  tone?: 'danger' | 'primary';
  /** While true the confirm button shows a spinner and the dialog cannot be dismissed. */
  busy?: boolean;
}

/**
 * A yes/no confirmation (role="alertdialog") built on `Dialog`, which it loads when it first opens
 * (nothing is rendered before).
 *
 * @example
 * ```tsx
 * <ConfirmDialog
 *   open={target !== null}
 *   onOpenChange={(open) => !open && setTarget(null)}
 *   title="تأكيد الحذف"
 *   body={`هل أنت متأكد أنك تريد حذف السيارة «${target?.name}»؟ لا يمكن التراجع عن هذا الإجراء.`}
 *   confirmLabel="نعم، احذف"
 *   cancelLabel="إلغاء"
 *   busy={deleting}
 *   onConfirm={deleteCar}
 * />
 * ```
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  body,
  confirmLabel,
  cancelLabel,
  onConfirm,
  tone = 'danger',
  busy = false,
}: ConfirmDialogProps) {
  // A destructive action should not be one Enter away: focus starts on cancel for the danger tone.
  const cancelRef = useRef<HTMLButtonElement>(null);
  // Mounted from the first opening on (so closing still runs through the dialog).
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  const handleOpenChange = (next: boolean) => {
    if (busy && !next) return;
    onOpenChange(next);
  };
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <Dialog
        open={open}
        onOpenChange={handleOpenChange}
        title={title}
        description={body}
        size="sm"
        role="alertdialog"
        hideCloseButton
        initialFocusRef={tone === 'danger' ? cancelRef : undefined}
        footer={
          <>
            <Button type="button" variant={tone} loading={busy} onClick={onConfirm}>
              {confirmLabel}
            </Button>
            <Button
              ref={cancelRef}
              type="button"
              variant="secondary"
              disabled={busy}
              onClick={() => handleOpenChange(false)}
            >
              {cancelLabel}
            </Button>
          </>
        }
      />
    </Suspense>
  );
}
