import { type FeatureStory, featureStories, storyFake, TestHarness } from '@cc/resources/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { dealsFeature } from './feature';
import ReminderTemplatesSection from './reminder-templates-section';

const meta = { title: 'Deals/Collections', ...featureStories(dealsFeature, '/collections') } satisfies Meta<
  typeof FeatureStory
>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The company account at /collections: the demo deals with instalments overdue, most urgent first; a
 * row's menu opens the deal, the contact panel (a call, a visit, a promise with its date and amount) and
 * the reminders to the buyer and the guarantor; the toolbar's «تذكير الكل» and «إسناد الكل» work on the
 * filtered queue.
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

/**
 * The settings section «نصوص التذكير» (the company account): the four texts with their placeholders, a
 * preview of each, back to the default; an unknown placeholder is refused under its field.
 */
export const ReminderTexts: Story = {
  render: () => (
    <TestHarness fake={storyFake()}>
      <ReminderTemplatesSection />
    </TestHarness>
  ),
};
