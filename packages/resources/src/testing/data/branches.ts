import type { Branch } from '@cc/contracts';

/**
 * The demo company's branches (GET /branches).
 *
 * @example
 * createTestApi({ branches: [] }); // a company without branches
 * createTestApi({ branches: [...DEMO_BRANCHES, { id: 3, name: 'فرع مغلق', address: null, phone: null, status: 'INACTIVE' }] });
 */
export const DEMO_BRANCHES: readonly Branch[] = [
  { id: 1, name: 'الفرع الرئيسي', address: 'بغداد - شارع فلسطين', phone: '07700000000', status: 'ACTIVE' },
  { id: 2, name: 'فرع البصرة', address: 'البصرة - العشار', phone: null, status: 'ACTIVE' },
];
