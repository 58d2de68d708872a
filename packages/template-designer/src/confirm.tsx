import { ConfirmDialog } from '@cc/ui-rtl';
import { type ReactNode, useCallback, useRef, useState } from 'react';
import { DESIGNER_MESSAGES as M } from './messages';

/** Options of one confirmation. */
export interface ConfirmOptions {
  /** Confirm button text; default 'متابعة'. */
  confirmLabel?: string;
  /** Default `danger`. */
  tone?: 'danger' | 'primary';
}

/** Asks a yes/no question; resolves true on confirm. */
export type ConfirmFn = (message: string, options?: ConfirmOptions) => Promise<boolean>;

interface Pending {
  message: string;
  options: ConfirmOptions;
  resolve: (answer: boolean) => void;
}

/**
 * The default {@link ConfirmFn}: the design system's ConfirmDialog. Render `dialog` once.
 *
 * @example
 * ```tsx
 * const { confirm, dialog } = useConfirmDialog();
 * if (await confirm('هل أنت متأكد أنك تريد حذف هذا القالب؟')) remove();
 * ```
 */
export function useConfirmDialog(): { confirm: ConfirmFn; dialog: ReactNode } {
  const [pending, setPending] = useState<Pending | null>(null);
  const pendingRef = useRef<Pending | null>(null);

  const settle = useCallback((answer: boolean) => {
    const current = pendingRef.current;
    pendingRef.current = null;
    setPending(null);
    current?.resolve(answer);
  }, []);

  const confirm = useCallback<ConfirmFn>(
    (message, options = {}) =>
      new Promise<boolean>((resolve) => {
        // A new question answers an unanswered one with "no".
        pendingRef.current?.resolve(false);
        const next = { message, options, resolve };
        pendingRef.current = next;
        setPending(next);
      }),
    [],
  );

  const dialog = (
    <ConfirmDialog
      open={pending !== null}
      onOpenChange={(open) => {
        if (!open) settle(false);
      }}
      title={M.confirmTitle}
      body={pending?.message ?? ''}
      confirmLabel={pending?.options.confirmLabel ?? M.continue}
      cancelLabel={M.cancel}
      tone={pending?.options.tone ?? 'danger'}
      onConfirm={() => settle(true)}
    />
  );
  return { confirm, dialog };
}
