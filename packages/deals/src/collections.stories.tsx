import { type FeatureStory, featureStories } from '@cc/resources/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { dealsFeature } from './feature';

const meta = { title: 'Deals/Collections', ...featureStories(dealsFeature, '/collections') } satisfies Meta<
  typeof FeatureStory
>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The company account at /collections: the demo deals with instalments overdue, most urgent first; a
 * row's menu opens the deal, the contact panel (a call, a visit, a promise with its date and amount) and
 * the WhatsApp and SMS reminders to the buyer or the guarantor.
 */
export const Collections: Story = {};

/** A collector (COLLECTIONS_READ and COLLECTIONS_WORK), as the demo sales role. */
export const Collector: Story = {
  args: { permissions: ['COLLECTIONS_READ', 'COLLECTIONS_WORK', 'GET_CONTRACT'] },
};

/** Reading only (COLLECTIONS_READ): no contact panel, the reminders still open. */
export const ReadOnly: Story = { args: { permissions: ['COLLECTIONS_READ'] } };

/** Nothing overdue: the queue is empty. */
export const Empty: Story = { args: { api: { deals: [], payments: [], clearances: [] } } };
