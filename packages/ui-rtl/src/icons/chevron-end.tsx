import { icon } from '../icons-base';

/**
 * Chevron pointing towards the inline end (left in RTL): "next", "open".
 *
 * @example
 * ```tsx
 * <Button variant="ghost">التالي <IconChevronEnd /></Button>
 * ```
 */
export const IconChevronEnd = /* @__PURE__ */ icon('IconChevronEnd', () => <path d="M9 18l6-6-6-6" />, {
  mirrored: true,
});
