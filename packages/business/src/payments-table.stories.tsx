import { DEMO_PAYMENTS } from '@cc/resources/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { PaymentsTable } from './payments-table';
import { discountAndDollars } from './test/payment-entries';

const contract1001 = DEMO_PAYMENTS.filter((p) => p.contractNumber === 1001 && p.dealKind === 'CONTRACT');
const otherEntries = discountAndDollars(contract1001[contract1001.length - 1]!);

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

/** A discount ('خصم' with its reason) and dollars handed over on a dinar deal (amount, currency, rate). */
export const DiscountAndOtherCurrency: Story = {
  args: {
    payments: [otherEntries.dollars, otherEntries.discount],
    onReverse: fn(),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('خصم')).toBeInTheDocument();
    await expect(within(canvasElement).getByText(/المسلَّم/)).toBeInTheDocument();
  },
};

/** Nothing recorded yet. */
export const Empty: Story = { args: { payments: [] } };

/**
 * A phone (390 px): each entry is a card of «column: value» lines and 'طباعة الوصل' and 'عكس' stay in
 * view, with nothing scrolling sideways.
 */
export const StackedOnPhone: Story = {
  args: { onReverse: fn() },
  decorators: [
    (Story) => (
      <div style={{ inlineSize: 390 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table');
    await expect(table.scrollWidth).toBeLessThanOrEqual(table.clientWidth + 1);
    const [reverse] = within(canvasElement).getAllByRole('button', { name: /عكس/ });
    const cell = reverse!.closest('td')!;
    await expect(reverse!.getBoundingClientRect().right).toBeLessThanOrEqual(
      cell.getBoundingClientRect().right + 1,
    );
  },
};
