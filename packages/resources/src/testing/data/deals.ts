import type { Car, Deal, DealInput, DealKind, Payment, PaymentMethod } from '@cc/contracts';
import { parseMoney } from '@cc/domain';
import { cancelDeal, createDeal, type LedgerDb, recordPayment, reversePayment } from '../ledger';
import { DEMO_BRANCHES } from './branches';
import { DEMO_CARS } from './cars';
import { DEMO_COMPANY } from './company';
import { DEMO_PERSONS } from './persons';
import { DEMO_TEMPLATES } from './templates';

/** One thing that happened to the demo company's deals, in the order it happened (deals by number). */
type DemoEvent =
  | { on: string; create: DealKind; carId: number; input: Omit<DealInput, 'carId' | 'contractDate'> }
  | { on: string; pay: number; kind?: DealKind; amount: string; method?: PaymentMethod }
  | { on: string; reverse: number; reason: string }
  | { on: string; cancel: number; kind?: DealKind; reason: string };

const COMPANY = { sellerType: 'COMPANY' } as const;
const instalments = (count: number, firstDueDate: string) =>
  ({ paymentType: 'INSTALLMENTS', installmentCount: count, firstDueDate }) as const;
const CASH = { paymentType: 'CASH' } as const;

// Person ids of the persons' demo data: 1 أحمد علي حسين, 2 محمد جاسم كاظم, 3 علي حسن عبد الله,
// 4 فاطمة كريم مهدي, 5 حسين عباس جبار, 6 زينب ستار عودة, 7 عمر خالد إبراهيم, 9 نور الهدى سلمان,
// 10 يوسف قاسم محمود, 11 سجاد حيدر فاضل. Car ids of DEMO_CARS: each sold car (Active, Paid) has its deal.
const EVENTS: DemoEvent[] = [
  {
    on: '2025-01-10',
    create: 'CONTRACT',
    carId: 7,
    input: {
      ...COMPANY,
      ...instalments(3, '2025-02-10'),
      buyerId: 1,
      guarantorId: 3,
      branchId: 1,
      currency: 'IQD',
      price: '12000000',
      downPayment: '3000000',
    },
  },
  {
    on: '2025-02-01',
    create: 'CONTRACT',
    carId: 5,
    input: {
      ...CASH,
      sellerType: 'PERSON',
      sellerId: 6,
      buyerId: 2,
      currency: 'USD',
      price: '15250.50',
      notes: 'بيع بالوساطة',
    },
  },
  { on: '2025-02-05', pay: 1001, amount: '500000' },
  { on: '2025-02-06', reverse: 103, reason: 'إيصال مكرر' },
  { on: '2025-02-12', pay: 1001, amount: '1500000', method: 'TRANSFER' },
  {
    on: '2025-02-15',
    create: 'CONTRACT',
    carId: 10,
    input: {
      ...COMPANY,
      ...instalments(2, '2025-03-15'),
      buyerId: 1,
      currency: 'IQD',
      price: '9000000',
      downPayment: '0',
    },
  },
  { on: '2025-02-16', cancel: 1003, reason: 'تراجع المشتري' },
  {
    on: '2025-03-01',
    create: 'CONTRACT',
    carId: 11,
    input: {
      ...COMPANY,
      ...instalments(1, '2025-04-01'),
      buyerId: 1,
      currency: 'USD',
      price: '15000.00',
      downPayment: '13999.75',
    },
  },
  {
    on: '2025-03-05',
    create: 'CONTRACT',
    carId: 16,
    input: {
      ...COMPANY,
      ...instalments(1, '2025-04-05'),
      buyerId: 1,
      currency: 'USD',
      price: '900.00',
      downPayment: '649.75',
    },
  },
  {
    on: '2025-03-10',
    create: 'CONTRACT',
    carId: 20,
    input: {
      ...COMPANY,
      ...instalments(4, '2025-04-10'),
      buyerId: 2,
      guarantorId: 1,
      branchId: 2,
      currency: 'IQD',
      price: '30000000',
      downPayment: '10000000',
    },
  },
  {
    on: '2025-03-15',
    create: 'CONTRACT',
    carId: 9,
    input: { ...CASH, sellerType: 'PERSON', sellerId: 1, buyerId: 3, currency: 'USD', price: '8000.00' },
  },
  {
    on: '2025-03-18',
    create: 'CONTRACT',
    carId: 18,
    input: { ...COMPANY, ...CASH, buyerId: 5, currency: 'IQD', price: '45000000', templateId: 1003 },
  },
  {
    on: '2025-03-19',
    create: 'CONTRACT',
    carId: 23,
    input: {
      ...COMPANY,
      ...instalments(2, '2025-04-20'),
      buyerId: 9,
      currency: 'IQD',
      price: '20000000',
      downPayment: '8000000',
    },
  },
  {
    on: '2025-03-20',
    create: 'AUTHORIZATION',
    carId: 25,
    input: {
      ...COMPANY,
      ...instalments(2, '2025-04-20'),
      buyerId: 1,
      currency: 'IQD',
      price: '8000000',
      downPayment: '3000000',
    },
  },
  {
    on: '2025-04-01',
    create: 'AUTHORIZATION',
    carId: 14,
    input: { ...COMPANY, ...CASH, buyerId: 4, currency: 'IQD', price: '25000000' },
  },
  {
    on: '2025-04-10',
    create: 'AUTHORIZATION',
    carId: 3,
    input: {
      ...COMPANY,
      ...instalments(6, '2025-05-10'),
      buyerId: 7,
      currency: 'USD',
      price: '18000.00',
      downPayment: '6000.00',
    },
  },
  {
    on: '2025-04-15',
    create: 'AUTHORIZATION',
    carId: 27,
    input: { ...CASH, sellerType: 'PERSON', sellerId: 10, buyerId: 11, currency: 'IQD', price: '60000000' },
  },
  { on: '2025-04-20', pay: 1009, amount: '6000000' },
  { on: '2025-05-10', pay: 1003, kind: 'AUTHORIZATION', amount: '2000.00', method: 'TRANSFER' },
  { on: '2025-05-20', pay: 1009, amount: '6000000' },
];

/**
 * Builds the demo ledger by doing what the company did, in order, through the fake's own rules (the
 * schedule and the allocation of @cc/domain): every amount, status, receipt number and balance is what
 * the server would hold after the same calls.
 */
function buildDemoLedger(): { deals: Deal[]; payments: Payment[] } {
  let clock = new Date('2025-01-01T09:00:00.000Z');
  const counters = new Map<string, number>();
  const db: LedgerDb = {
    deals: [],
    payments: [],
    // Every car starts for sale; selling it makes it Active or Paid, as DEMO_CARS shows it.
    cars: DEMO_CARS.map((car): Car => ({ ...car, status: 'Pending' })),
    persons: [...DEMO_PERSONS],
    branches: [...DEMO_BRANCHES],
    templates: [...DEMO_TEMPLATES],
    company: DEMO_COMPANY,
    nextId: (collection) => {
      const next = (counters.get(collection) ?? 0) + 1;
      counters.set(collection, next);
      return next;
    },
    now: () => new Date(clock),
  };
  const byNumber = (kind: DealKind, contractNumber: number) => {
    const deal = db.deals.find((d) => d.kind === kind && d.contractNumber === contractNumber);
    if (!deal) throw new Error(`No demo deal ${kind} ${contractNumber}`);
    return deal;
  };
  for (const event of EVENTS) {
    clock = new Date(`${event.on}T09:00:00.000Z`);
    if ('create' in event) {
      createDeal(db, event.create, { ...event.input, carId: event.carId, contractDate: event.on });
    } else if ('pay' in event) {
      const deal = byNumber(event.kind ?? 'CONTRACT', event.pay);
      const amount = parseMoney(event.amount, deal.currency);
      if (!amount.ok) throw new Error(amount.error);
      recordPayment(db, deal, {
        amount: amount.value,
        method: event.method ?? 'CASH',
        paidAt: event.on,
        note: null,
        isDownPayment: false,
      });
    } else if ('reverse' in event) {
      const payment = db.payments.find((p) => p.receiptNumber === event.reverse);
      if (!payment) throw new Error(`No demo receipt ${event.reverse}`);
      reversePayment(db, payment, event.reason);
    } else {
      cancelDeal(db, byNumber(event.kind ?? 'CONTRACT', event.cancel), event.reason);
    }
  }
  return { deals: db.deals, payments: db.payments };
}

const LEDGER = buildDemoLedger();

/**
 * The demo company's contracts (1001–1009) and authorizations (1001–1004), as GET /contracts/{id}
 * answers them (the fake computes `overdue` and `nextDueDate` on each read). Among them:
 * - contract 1001: IQD 12,000,000 on 3 instalments of 3,000,000 from 2025-02-10, 4,500,000 paid (down
 *   payment 3,000,000, receipt 101; 500,000 reversed, receipts 103/104; 1,500,000 by transfer, 105),
 *   7,500,000 remaining, the first instalment partly paid;
 * - contract 1002: USD 15,250.50 in cash, a person (زينب) selling, paid in full;
 * - contract 1003: IQD 9,000,000, cancelled ('تراجع المشتري') with nothing paid, its car for sale again;
 * - contract 1009: paid in full through its instalments (PAID).
 * Person 1 (أحمد علي حسين) is the buyer of contracts 1001, 1003 (cancelled), 1004, 1005 and
 * authorization 1001, guarantor of contract 1006 and seller of contract 1007: he owes 12,500,000 IQD
 * and 1,250.50 USD. Person 8 has no deals.
 *
 * @example
 * createTestApi({ deals: DEMO_DEALS.filter((d) => d.kind === 'CONTRACT'), payments: [] });
 */
export const DEMO_DEALS: readonly Deal[] = LEDGER.deals;

/**
 * The ledger of {@link DEMO_DEALS}: receipts 101–118 in the order recorded, with down payments, one
 * payment reversed by its reversal entry (103 by 104, reason 'إيصال مكرر') and transfers.
 *
 * @example
 * DEMO_PAYMENTS.filter((p) => p.dealId === 1); // contract 1001's entries
 */
export const DEMO_PAYMENTS: readonly Payment[] = LEDGER.payments;
