import { icon } from '../icons-base';

/**
 * Funnel icon for filter toggles.
 *
 * @example
 * ```tsx
 * <Button variant="secondary"><IconFilter /> تصفية</Button>
 * ```
 */
export const IconFilter = /* @__PURE__ */ icon('IconFilter', () => (
  <path d="M3 5h18l-7 8.5V19l-4 2v-7.5L3 5z" />
));
