import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { createMemoryStaffApi, fieldError } from './memory-api';
import { STAFF_MESSAGES as M } from './messages';
import { UsersScreen } from './users-screen';

const meta = {
  title: 'Staff/UsersScreen',
  component: UsersScreen,
  args: { api: createMemoryStaffApi({ delay: 200 }), companyUserId: 2, canManage: true },
} satisfies Meta<typeof UsersScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The company account manages its staff; its own row has no deactivate action. */
export const Manage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = (await canvas.findByText('معرض الرافدين للسيارات')).closest('tr') as HTMLElement;
    await expect(within(row).queryByRole('button', { name: /إيقاف/ })).toBeNull();
  },
};

/** Read only: no add button, no actions. */
export const ReadOnly: Story = { args: { canManage: false } };

export const Loading: Story = { args: { api: createMemoryStaffApi({ hang: ['listUsers'] }) } };

export const Empty: Story = { args: { api: createMemoryStaffApi({ users: [] }) } };

/** Adding a user whose username is taken: the server's error appears under the field. */
export const UsernameTaken: Story = {
  args: {
    api: createMemoryStaffApi({ fail: { createUser: fieldError('username', 'اسم المستخدم مستخدم من قبل') } }),
  },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: M.addUser }));
  },
};

/** Narrow phone width (390 px). */
export const Phone: Story = {
  decorators: [
    (Story) => (
      <div style={{ inlineSize: 390, maxInlineSize: '100%' }}>
        <Story />
      </div>
    ),
  ],
};
