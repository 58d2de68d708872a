import type { Meta, StoryObj } from '@storybook/react-vite';
import { DealsStory } from './story-helpers';

const meta = {
  title: 'Deals/DealsList',
  component: DealsStory,
  parameters: { layout: 'fullscreen' },
  args: { url: '/contracts' },
} satisfies Meta<typeof DealsStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The demo contracts: instalment plans in dinars and dollars (overdue instalments marked), cash sales
 * paid in full, a cancelled one. Expand a row for its instalments; cancelling contract 1001 is refused
 * while its payments stand (the server's message is toasted).
 */
export const Contracts: Story = {};

/** The authorizations: print links end in /false. */
export const Authorizations: Story = {
  args: { url: '/authorizations' },
};

/** A staff member with GET_CONTRACT only: no 'إضافة عقد', no 'إلغاء'. */
export const ReadOnly: Story = { args: { permissions: ['GET_CONTRACT'] } };

/** No contracts yet. */
export const Empty: Story = { args: { api: { deals: [], payments: [] } } };
