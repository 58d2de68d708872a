import type { Branch } from '@cc/contracts';

/**
 * The demo company's branches (GET /branches).
 *
 * @example
 * createTestApi({ branches: [] }); // a company without branches
 */
export const DEMO_BRANCHES: readonly Branch[] = [
  { id: 1, name: 'الفرع الرئيسي', address: 'بغداد - شارع فلسطين', phone: '07700000000' },
  { id: 2, name: 'فرع البصرة', address: 'البصرة - العشار', phone: null },
];
