import { DEMO_PAYMENTS } from '@cc/resources/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { PaymentsTable } from './payments-table';

const contract1001 = DEMO_PAYMENTS.filter((p) => p.contractNumber === 1001 && p.dealKind === 'CONTRACT');

const meta = {
  title: 'Business/PaymentsTable',
  component: PaymentsTable,
  args: { payments: contract1001 },
} satisfies Meta<typeof PaymentsTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A deal's ledger: a down payment, a payment reversed (struck, 'ملغاة') by its entry ('قيد عكس'), a transfer. */
export const DealLedger: Story = {};

/** The company account: 'عكس' on each standing payment. */
export const CompanyAccount: Story = { args: { onReverse: fn() } };

/** A person's payments across deals, newest first, with each entry's deal. */
export const AcrossDeals: Story = {
  args: { payments: [...DEMO_PAYMENTS].reverse().slice(0, 8), showDeal: true },
};

/** Nothing recorded yet. */
export const Empty: Story = { args: { payments: [] } };
