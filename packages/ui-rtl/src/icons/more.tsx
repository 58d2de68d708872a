import { icon } from '../icons-base';

/**
 * Three vertical dots: the trigger of a row's actions menu.
 *
 * @example
 * ```tsx
 * <button aria-label="إجراءات"><IconMore /></button>
 * ```
 */
export const IconMore = /* @__PURE__ */ icon('IconMore', () => (
  <>
    <circle cx="12" cy="5" r="1" />
    <circle cx="12" cy="12" r="1" />
    <circle cx="12" cy="19" r="1" />
  </>
));
