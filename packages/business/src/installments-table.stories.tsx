import { DEMO_DEALS } from '@cc/resources/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { InstallmentsTable } from './installments-table';
import { Money } from './money';
import { InstallmentStatusBadge, PlanStatusBadge } from './status-badges';

const contract = (n: number) => DEMO_DEALS.find((d) => d.kind === 'CONTRACT' && d.contractNumber === n)!;
const overdueFirst = contract(1001).paymentPlan.installments.map((i, n) => ({ ...i, overdue: n === 0 }));

const meta = {
  title: 'Business/InstallmentsTable',
  component: InstallmentsTable,
  args: { installments: overdueFirst, currency: 'IQD' },
} satisfies Meta<typeof InstallmentsTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Contract 1001: the first instalment partly paid and overdue (tinted), two unpaid. */
export const PartlyPaid: Story = {};

/** A plan in dollars (cents shown). */
export const Dollars: Story = {
  args: { installments: contract(1005).paymentPlan.installments, currency: 'USD' },
};

/** A cash plan has no instalments. */
export const Cash: Story = { args: { installments: [] } };

/** Amounts in their record's currency and the status badges, side by side. */
export const MoneyAndStatuses: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center', flexWrap: 'wrap' }}>
      <Money amount="12000000" currency="IQD" />
      <Money amount="1250.50" currency="USD" />
      <Money amount="500000" currency="IQD" negative />
      <PlanStatusBadge status="ACTIVE" />
      <PlanStatusBadge status="PAID" />
      <PlanStatusBadge status="CANCELLED" />
      <InstallmentStatusBadge status="PENDING" />
      <InstallmentStatusBadge status="PARTIAL" overdue />
      <InstallmentStatusBadge status="PAID" />
    </div>
  ),
};
