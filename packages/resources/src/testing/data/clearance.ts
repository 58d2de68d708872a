import type { Clearance } from '@cc/contracts';
import { clearanceOf } from '../areas/clearance';
import { DEMO_DEALS } from './deals';

/**
 * The demo clearances: contract 1002 (paid in cash) cleared as number 1; contract 1009 (paid through its
 * instalments) awaits its clearance.
 *
 * @example
 * createTestApi({ clearances: [] }); // every paid deal awaiting
 */
export const DEMO_CLEARANCES: readonly Clearance[] = DEMO_DEALS.filter(
  (d) => d.kind === 'CONTRACT' && d.contractNumber === 1002,
).map((deal) =>
  clearanceOf(deal, {
    id: 1,
    number: 1,
    issuedAt: deal.contractDate,
    issuedBy: { id: 1, fullName: 'حساب الشركة' },
  }),
);
