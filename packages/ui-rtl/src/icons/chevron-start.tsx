import { icon } from '../icons-base';

/**
 * Chevron pointing towards the inline start (right in RTL, left in LTR): "previous", "back".
 * Drawn for LTR and mirrored by CSS under `dir="rtl"`.
 *
 * @example
 * ```tsx
 * <Button variant="ghost"><IconChevronStart /> السابق</Button>
 * ```
 */
export const IconChevronStart = /* @__PURE__ */ icon('IconChevronStart', () => <path d="M15 18l-6-6 6-6" />, {
  mirrored: true,
});
