import type { Dashboard, PerCurrency } from '@cc/contracts';
import { addMonthsClamped } from '@cc/domain';

const money = (IQD: string, USD: string): PerCurrency => ({ IQD, USD });
/** The twelve months of the demo dashboard's series, 'yyyy-MM', oldest first: 2025-05 to 2026-04. */
const MONTHS = Array.from({ length: 12 }, (_, i) => addMonthsClamped('2025-05-01', i).slice(0, 7));

/**
 * The dashboard of the demo company on 2026-04-15: figures in both currencies, two deals due soon, a
 * year of sales and collections, overdue instalments in three of the four age bands.
 */
export const DEMO_DASHBOARD: Dashboard = {
  today: '2026-04-15',
  timeZone: 'Asia/Baghdad',
  branchId: null,
  cars: { Pending: 12, Active: 9, Paid: 9 },
  dealsThisMonth: { contracts: 3, authorizations: 1 },
  collectedToday: money('2500000', '1200.00'),
  collectedThisMonth: money('18750000', '6400.00'),
  outstanding: money('184000000', '52300.00'),
  repossessions: { count: 1, writtenOff: money('6500000', '0.00'), keptDebt: money('0', '0.00') },
  overdue: { count: 7, amounts: money('9500000', '2100.00'), oldestDueDate: '2026-01-10' },
  profitThisMonth: [
    { currency: 'IQD', revenue: '48000000', cost: '41500000', net: '6500000', sales: 3 },
    { currency: 'USD', revenue: '0.00', cost: '250.00', net: '-250.00', sales: 0 },
  ],
  dueSoon: {
    count: 2,
    amounts: money('1500000', '800.00'),
    items: [
      {
        installmentId: 501,
        dealId: 1,
        dealKind: 'CONTRACT',
        contractNumber: 1,
        buyerName: 'أحمد علي حسن',
        dueDate: '2026-04-17',
        currency: 'IQD',
        amount: '1500000',
      },
      {
        installmentId: 502,
        dealId: 2,
        dealKind: 'AUTHORIZATION',
        contractNumber: 1,
        buyerName: 'زينب كاظم جواد',
        dueDate: '2026-04-20',
        currency: 'USD',
        amount: '800.00',
      },
    ],
  },
  months: MONTHS.map((month, i) => ({
    month,
    sales: money(String((i % 4) * 25_000_000 + 20_000_000), `${(i % 3) * 4000 + 3000}.00`),
    collections: money(String(12_000_000 + i * 1_500_000), `${2000 + i * 350}.00`),
  })),
  ageBands: [
    {
      band: '1-30',
      fromDate: '2026-03-16',
      toDate: '2026-04-14',
      count: 4,
      amounts: money('4000000', '1300.00'),
    },
    {
      band: '31-60',
      fromDate: '2026-02-14',
      toDate: '2026-03-15',
      count: 2,
      amounts: money('3500000', '800.00'),
    },
    {
      band: '61-90',
      fromDate: '2026-01-15',
      toDate: '2026-02-13',
      count: 1,
      amounts: money('2000000', '0.00'),
    },
    { band: '90+', fromDate: null, toDate: '2026-01-14', count: 0, amounts: money('0', '0.00') },
  ],
};

/** A new company's dashboard: no cars, no deals, nothing received or owed. */
export const EMPTY_DASHBOARD: Dashboard = {
  ...DEMO_DASHBOARD,
  cars: { Pending: 0, Active: 0, Paid: 0 },
  dealsThisMonth: { contracts: 0, authorizations: 0 },
  collectedToday: money('0', '0.00'),
  collectedThisMonth: money('0', '0.00'),
  outstanding: money('0', '0.00'),
  repossessions: { count: 0, writtenOff: money('0', '0.00'), keptDebt: money('0', '0.00') },
  overdue: { count: 0, amounts: money('0', '0.00'), oldestDueDate: null },
  profitThisMonth: [],
  dueSoon: { count: 0, amounts: money('0', '0.00'), items: [] },
  months: MONTHS.map((month) => ({ month, sales: money('0', '0.00'), collections: money('0', '0.00') })),
  ageBands: DEMO_DASHBOARD.ageBands.map((b) => ({ ...b, count: 0, amounts: money('0', '0.00') })),
};
