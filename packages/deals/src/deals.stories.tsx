import { endpoints, PERMISSION_NAMES } from '@cc/contracts';
import { type FeatureStory, failing, featureStories } from '@cc/resources/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { dealsFeature } from './feature';

const meta = { title: 'Deals/Pages', ...featureStories(dealsFeature, '/contracts') } satisfies Meta<
  typeof FeatureStory
>;

export default meta;
type Story = StoryObj<typeof meta>;

// The lists (/contracts, /authorizations)

/**
 * The demo contracts: instalment plans in dinars and dollars (overdue instalments marked), cash sales
 * paid in full, a cancelled one. Expand a row for its instalments; cancelling contract 1001 is refused
 * while its payments stand (the server's message is toasted).
 */
export const Contracts: Story = {};

/** The authorizations: print links end in /false. */
export const Authorizations: Story = { args: { url: '/authorizations' } };

/** A staff member with GET_CONTRACT only: no 'إضافة عقد', no 'إلغاء'. */
export const ContractsReadOnly: Story = { args: { permissions: ['GET_CONTRACT'] } };

/** No contracts yet. */
export const ContractsEmpty: Story = { args: { api: { deals: [], payments: [] } } };

// The deal page (contracts/:id, authorizations/:id)

/**
 * Contract 1001 seen by the company account: record a payment (the receipt number and its print link
 * show after), reschedule, reverse a standing payment ('عكس', a reason); its ledger shows a reversed
 * payment struck 'ملغاة' and its reversal entry 'قيد عكس'.
 */
export const Deal: Story = { args: { url: '/contracts/1' } };

/**
 * Contract 1001 with the company's late fees on (25,000 IQD per overdue instalment, charged as the daily
 * job would): «غرامات التأخير» in the plan summary and its own section; «إعفاء» and «إرجاع الغرامة»
 * with a reason.
 */
export const DealWithLateFees: Story = {
  args: {
    url: '/contracts/1',
    api: {
      lateFeeRule: { mode: 'FIXED', graceDays: 0, since: '2020-01-01', amounts: { IQD: 25_000, USD: 500 } },
    },
  },
};

/**
 * The early settlement of contract 1001's plan (/settlements/1): the quote of what remains as it prints,
 * then a discount with its reason (the company account) and one payment of the rest; the receipt after.
 */
export const EarlySettlement: Story = { args: { url: '/settlements/1' } };

/** A cashier (UPDATE_INSTALLMENT) settles without a discount. */
export const EarlySettlementStaff: Story = {
  args: { url: '/settlements/1', permissions: ['GET_CONTRACT', 'GET_INSTALLMENT', 'UPDATE_INSTALLMENT'] },
};

/** A staff member holding every permission: everything but reversing. */
export const DealStaff: Story = { args: { url: '/contracts/1', permissions: [...PERMISSION_NAMES] } };

/** A staff member without GET_INSTALLMENT, UPDATE_INSTALLMENT and UPDATE_PAYMENT_PLAN: no payments, no actions. */
export const DealReadOnly: Story = { args: { url: '/contracts/1', permissions: ['GET_CONTRACT'] } };

/** A dollar sale paid in full in cash, a person selling: reversing its payment reopens the plan. */
export const DealPaidCash: Story = { args: { url: '/contracts/2' } };

/** A cancelled contract with its reason. */
export const DealCancelled: Story = { args: { url: '/contracts/3' } };

/** The payments cannot be loaded: the section says so. */
export const DealPaymentsFailed: Story = {
  args: {
    url: '/contracts/1',
    api: {
      routes: [failing(endpoints.payments.list)],
    },
  },
};

/** A contract that does not exist. */
export const DealNotFound: Story = { args: { url: '/contracts/999' } };

// The cash box

/** A cashier's closed day as it prints (/cash-box/closings/1): 10,000 short, with the cashier's note. */
export const CashClosing: Story = {
  args: {
    url: '/cash-box/closings/1',
    api: {
      cashClosings: [
        {
          id: 1,
          userId: 1,
          userName: 'حساب الشركة',
          currency: 'IQD',
          day: '2026-03-01',
          opening: '250000',
          received: '1500000',
          refunded: '0',
          handedOut: '500000',
          handedIn: '0',
          expected: '1250000',
          counted: '1240000',
          difference: '-10000',
          note: 'نقص عشرة آلاف',
          denominations: { '25000': 49, '10000': 1, '5000': 1, '1000': 0 },
          createdAt: '2026-03-01T17:00:00.000Z',
          reopened: null,
          company: { name: 'معرض النخيل للسيارات' },
        },
      ],
    },
  },
};
