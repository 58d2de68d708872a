import { icon } from '../icons-base';

/**
 * Bin icon for delete actions.
 *
 * @example
 * ```tsx
 * <button aria-label="حذف"><IconTrash /></button>
 * ```
 */
export const IconTrash = /* @__PURE__ */ icon('IconTrash', () => (
  <>
    <path d="M3 6h18" />
    <path d="M8 6V4a1 1 0 011-1h6a1 1 0 011 1v2" />
    <path d="M19 6l-1 14a2 2 0 01-2 2H8a2 2 0 01-2-2L5 6" />
    <path d="M10 11v6M14 11v6" />
  </>
));
