import { icon } from '../icons-base';

/**
 * Arrow pointing towards the inline end (left in RTL): "became", from an old value to a new one in
 * reading order. Drawn for LTR and mirrored by CSS under `dir="rtl"`.
 *
 * @example
 * ```tsx
 * <bdi>أبيض</bdi> <IconArrowEnd size={14} /> <bdi>أسود</bdi>
 * ```
 */
export const IconArrowEnd = /* @__PURE__ */ icon('IconArrowEnd', () => <path d="M5 12h14M13 6l6 6-6 6" />, {
  mirrored: true,
});
