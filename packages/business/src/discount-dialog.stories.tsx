import { DEMO_DEALS } from '@cc/resources/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { DiscountDialog } from './discount-dialog';
import { StoryApi } from './story-helpers';

const plan = DEMO_DEALS.find((d) => d.kind === 'CONTRACT' && d.contractNumber === 1001)!.paymentPlan;

const meta = {
  title: 'Business/DiscountDialog',
  component: DiscountDialog,
  args: { plan, onClose: fn() },
  decorators: [
    (Story) => (
      <StoryApi>
        <Story />
      </StoryApi>
    ),
  ],
} satisfies Meta<typeof DiscountDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A settlement discount on an IQD plan (7,500,000 remaining): amount and a required reason. */
export const Dinars: Story = {};
