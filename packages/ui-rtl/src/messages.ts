/**
 * Arabic user-facing strings of the design system, kept in one place for review.
 *
 * @example
 * ```tsx
 * <button aria-label={UI_MESSAGES.close}>×</button>
 * ```
 */
export const UI_MESSAGES = {
  /** The text input's clear button (the spec's 'reset'). */
  clear: 'مسح',
  /** Loading overlay and spinners (and the data table loading text). */
  loading: 'جار التحميل...',
  /** Close buttons of dialogs and toasts. */
  close: 'إغلاق',
  /** Default labels of a confirmation dialog. */
  confirm: 'تأكيد',
  cancel: 'إلغاء',
  /** Accessible name of the toast region. */
  notifications: 'الإشعارات',
  /** Screen-reader hint for a required field marker. */
  required: 'مطلوب',
  /** Expand / collapse hints of a collapsible row. */
  expand: 'توسيع',
  collapse: 'طي',
  /** The trigger of a row's actions menu, and its name with the row's identity. */
  actions: 'إجراءات',
  actionsOf: (row: string) => `إجراءات ${row}`,
} as const;

/** The keys of {@link UI_MESSAGES}. */
export type UiMessageKey = keyof typeof UI_MESSAGES;
