import * as RadixDialog from '@radix-ui/react-dialog';
import { useDirection } from '@radix-ui/react-direction';
import { type ReactNode, type RefObject, useLayoutEffect, useRef } from 'react';
import { cx } from './cx';
import { takeOpener } from './focus-return';
import { IconClose } from './icons-base';
import { UI_MESSAGES } from './messages';

/** Props of {@link Dialog}. */
export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Heading of the dialog, also its accessible name. */
  title: ReactNode;
  /** Short text under the title, also its accessible description. */
  description?: ReactNode;
  /** Body of the dialog. */
  children?: ReactNode;
  /** Action area at the bottom (buttons), laid out from the inline start. */
  footer?: ReactNode;
  /** Width: sm 420px, md 560px (default), lg 760px; always capped by the viewport. */
  size?: 'sm' | 'md' | 'lg';
  /** Hide the × close button in the header. */
  hideCloseButton?: boolean;
  /** `alertdialog` for confirmations that need an answer. Default `dialog`. */
  role?: 'dialog' | 'alertdialog';
  /** Element focused on open; by default the first focusable element. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  className?: string;
}

/**
 * A modal dialog over Radix Dialog: focus trap, Escape and overlay click close it, RTL layout. Closed, it
 * gives the focus back to what opened it: the button, or the row menu's trigger for a menu's item.
 *
 * @example
 * ```tsx
 * <Dialog
 *   open={open}
 *   onOpenChange={setOpen}
 *   title="أدخل اسم القالب الجديد"
 *   footer={<Button onClick={save}>حفظ</Button>}
 * >
 *   <TextInput label="اسم القالب" value={name} onChange={(e) => setName(e.target.value)} />
 * </Dialog>
 * ```
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  footer,
  size = 'md',
  hideCloseButton = false,
  role = 'dialog',
  initialFocusRef,
  className,
}: DialogProps) {
  const dir = useDirection();
  // Without a description Radix expects aria-describedby to be explicitly undefined (no console warning).
  const describedBy = description ? {} : { 'aria-describedby': undefined };
  // Taken as it opens (before Radix moves the focus in): Radix alone returns it only to a Trigger.
  const opener = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (open) opener.current = takeOpener();
  }, [open]);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="cc-dialog-overlay" />
        <RadixDialog.Content
          dir={dir}
          role={role}
          className={cx('cc-dialog', className)}
          data-size={size}
          onOpenAutoFocus={
            initialFocusRef
              ? (event) => {
                  event.preventDefault();
                  initialFocusRef.current?.focus();
                }
              : undefined
          }
          onCloseAutoFocus={(event) => {
            const target = opener.current;
            opener.current = null;
            if (!target?.isConnected) return;
            event.preventDefault();
            target.focus();
          }}
          {...describedBy}
        >
          <div className="cc-dialog__header">
            <RadixDialog.Title className="cc-dialog__title">{title}</RadixDialog.Title>
            {hideCloseButton ? null : (
              <RadixDialog.Close className="cc-icon-button" aria-label={UI_MESSAGES.close}>
                <IconClose size={18} />
              </RadixDialog.Close>
            )}
          </div>
          {description ? (
            <RadixDialog.Description className="cc-dialog__description">
              {description}
            </RadixDialog.Description>
          ) : null}
          {children ? <div className="cc-dialog__body">{children}</div> : null}
          {footer ? <div className="cc-dialog__footer">{footer}</div> : null}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
