import type { Meta, StoryObj } from '@storybook/react-vite';
import { DealViewScreen } from './deal-view-screen';
import { demoPayments } from './demo-deals';
import { useStoryApi } from './story-helpers';

function ViewStory({
  dealId = 1,
  canAct = true,
  canReverse = false,
}: {
  dealId?: number;
  canAct?: boolean;
  canReverse?: boolean;
}) {
  const api = useStoryApi({ payments: demoPayments() });
  return (
    <DealViewScreen
      api={api}
      kind="contracts"
      dealId={dealId}
      canRecordPayment={canAct}
      canReschedule={canAct}
      canReverse={canReverse}
    />
  );
}

const meta = {
  title: 'Deals/DealViewScreen',
  component: ViewStory,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ViewStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * An active IQD instalment contract: record a payment (receipt number shown), reschedule; its ledger
 * shows a reversed payment (struck, 'ملغاة') and the reversal entry.
 */
export const Active: Story = {};

/** The company account: 'عكس' on each standing payment, with a reason. */
export const CompanyAccount: Story = { args: { canReverse: true } };

/** A USD cash contract paid in full: no actions. */
export const PaidCash: Story = { args: { dealId: 2 } };

/** A USD cash contract seen by the company account: reversing its payment reopens the plan. */
export const PaidCashCompanyAccount: Story = { args: { dealId: 2, canReverse: true } };

/** A cancelled contract with its reason. */
export const Cancelled: Story = { args: { dealId: 3 } };

/** A user without UPDATE_INSTALLMENT and UPDATE_PAYMENT_PLAN. */
export const ReadOnly: Story = { args: { canAct: false } };

/** A deal that does not exist. */
export const NotFound: Story = { args: { dealId: 999 } };
