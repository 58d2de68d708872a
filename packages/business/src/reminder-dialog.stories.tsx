import { DEMO_DEALS } from '@cc/resources/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ReminderDialog } from './reminder-list';
import { StoryApi } from './story-helpers';

const deal = DEMO_DEALS.find((d) => d.kind === 'CONTRACT' && d.contractNumber === 1001)!;

const meta = {
  title: 'Business/ReminderDialog',
  component: ReminderDialog,
  args: {
    target: { dealId: deal.id, dealKind: deal.kind, contractNumber: deal.contractNumber },
    onClose: fn(),
    canLog: true,
  },
  decorators: [
    (Story) => (
      <StoryApi options={{ now: new Date('2025-03-01T09:00:00.000Z') }}>
        <Story />
      </StoryApi>
    ),
  ],
} satisfies Meta<typeof ReminderDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Contract 1001 with its first instalment overdue: the ready Arabic messages to the buyer and the
 * guarantor from the company's texts, each with «واتساب» and «رسالة نصية»; opening one logs it.
 */
export const Overdue: Story = {};

/** Nothing due yet (before the first instalment): the buyer is reminded of the next instalment. */
export const DueSoon: Story = {
  decorators: [
    (Story) => (
      <StoryApi options={{ now: new Date('2024-12-01T09:00:00.000Z') }}>
        <Story />
      </StoryApi>
    ),
  ],
};
