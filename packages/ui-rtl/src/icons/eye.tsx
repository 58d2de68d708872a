import { icon } from '../icons-base';

/**
 * Eye icon for view actions.
 *
 * @example
 * ```tsx
 * <a href="/car/1/view" aria-label="عرض"><IconEye /></a>
 * ```
 */
export const IconEye = /* @__PURE__ */ icon('IconEye', () => (
  <>
    <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" />
    <circle cx="12" cy="12" r="3" />
  </>
));
