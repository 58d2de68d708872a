import { icon } from '../icons-base';

/**
 * Plus icon for add actions.
 *
 * @example
 * ```tsx
 * <Button startIcon={<IconPlus />}>اضافة سيارة</Button>
 * ```
 */
export const IconPlus = /* @__PURE__ */ icon('IconPlus', () => <path d="M12 5v14M5 12h14" />);
