import { icon } from '../icons-base';

/**
 * Magnifier icon for search boxes.
 *
 * @example
 * ```tsx
 * <TextInput startIcon={<IconSearch />} placeholder="بحث" />
 * ```
 */
export const IconSearch = /* @__PURE__ */ icon('IconSearch', () => (
  <>
    <circle cx="11" cy="11" r="7" />
    <path d="M20 20l-3.5-3.5" />
  </>
));
