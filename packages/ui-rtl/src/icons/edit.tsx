import { icon } from '../icons-base';

/**
 * Pencil icon for edit actions.
 *
 * @example
 * ```tsx
 * <a href="/car/1/edit" aria-label="تعديل"><IconEdit /></a>
 * ```
 */
export const IconEdit = /* @__PURE__ */ icon('IconEdit', () => (
  <>
    <path d="M12 20h9" />
    <path d="M16.5 3.5a2.12 2.12 0 013 3L7 19l-4 1 1-4 12.5-12.5z" />
  </>
));
