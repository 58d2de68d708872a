import { createTestApi, type FakeApi, FeaturePages, TestHarness } from '@cc/resources/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { notificationsFeature } from './feature';
import { NOTIFICATIONS_MESSAGES as M } from './messages';

type Args = { fake: () => FakeApi };

const meta = {
  title: 'Notifications/NotificationsPage',
  args: { fake: () => createTestApi({ latencyMs: 200 }) },
  render: ({ fake }) => (
    <TestHarness fake={fake}>
      <FeaturePages feature={notificationsFeature} url="/notifications" />
    </TestHarness>
  ),
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The demo notifications: two unread first, then the read one. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('تسديد جديد', {}, { timeout: 10_000 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: M.markAllRead })).toBeEnabled();
  },
};

/** Nothing yet. */
export const Empty: Story = {
  args: { fake: () => createTestApi({ notifications: [] }) },
};
