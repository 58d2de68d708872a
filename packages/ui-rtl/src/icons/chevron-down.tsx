import { icon } from '../icons-base';

/**
 * Chevron pointing down (direction-neutral), used for expandable rows.
 *
 * @example
 * ```tsx
 * <IconChevronDown />
 * ```
 */
export const IconChevronDown = /* @__PURE__ */ icon('IconChevronDown', () => <path d="M6 9l6 6 6-6" />);
