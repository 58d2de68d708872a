import { type FeatureStory, featureStories } from '@cc/resources/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { dealsFeature } from './feature';

const meta = { title: 'Deals/Clearance', ...featureStories(dealsFeature, '/clearance') } satisfies Meta<
  typeof FeatureStory
>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The company account at /clearance: contract 1009 (paid through its instalments) awaits its clearance
 * ('إصدار براءة الذمة', a confirmation, then the issued tab); contract 1002 is cleared (print, void with a
 * reason in the issued tab). Both tabs search and export CSV.
 */
export const Clearance: Story = {};

/** A staff member reading only (GET_PAYMENT_PLAN): no issue, no void; print stays. */
export const ClearanceReadOnly: Story = { args: { permissions: ['GET_PAYMENT_PLAN'] } };

/** The accountant (UPDATE_PAYMENT_PLAN): issues clearances, does not void them (company account only). */
export const ClearanceAccountant: Story = {
  args: { permissions: ['GET_PAYMENT_PLAN', 'UPDATE_PAYMENT_PLAN', 'GET_CONTRACT'] },
};

/** No paid deal and no clearance yet: both tabs empty. */
export const ClearanceEmpty: Story = { args: { api: { clearances: [], deals: [], payments: [] } } };
