import type { Meta, StoryObj } from '@storybook/react-vite';
import { DealViewScreen } from './deal-view-screen';
import { useStoryApi } from './story-helpers';

function ViewStory({ dealId = 1, canAct = true }: { dealId?: number; canAct?: boolean }) {
  const api = useStoryApi();
  return (
    <DealViewScreen
      api={api}
      kind="contracts"
      dealId={dealId}
      canRecordPayment={canAct}
      canReschedule={canAct}
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

/** An active IQD instalment contract: record a payment (receipt number shown), reschedule. */
export const Active: Story = {};

/** A USD cash contract paid in full: no actions. */
export const PaidCash: Story = { args: { dealId: 2 } };

/** A cancelled contract with its reason. */
export const Cancelled: Story = { args: { dealId: 3 } };

/** A user without UPDATE_INSTALLMENT and UPDATE_PAYMENT_PLAN. */
export const ReadOnly: Story = { args: { canAct: false } };

/** A deal that does not exist. */
export const NotFound: Story = { args: { dealId: 999 } };
