import { icon } from '../icons-base';

/**
 * Printer icon for print links (a deal's printout in a compact row).
 *
 * @example
 * ```tsx
 * <a href="/print/1/true" aria-label="طباعة"><IconPrinter /></a>
 * ```
 */
export const IconPrinter = /* @__PURE__ */ icon('IconPrinter', () => (
  <>
    <path d="M6 9V3h12v6" />
    <rect x="3" y="9" width="18" height="8" rx="2" />
    <path d="M6 14h12v7H6z" />
  </>
));
