import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { createMemoryRolesApi, DEMO_PERMISSIONS } from './memory-api';
import { ROLES_MESSAGES } from './messages';
import { RolesScreen } from './roles-screen';

const ALL = DEMO_PERMISSIONS.map((p) => p.id);

const meta = {
  title: 'Roles/RolesScreen',
  component: RolesScreen,
  args: { api: createMemoryRolesApi({ delay: 300 }), companyUserId: 2 },
} satisfies Meta<typeof RolesScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Roles and permissions never answer: the list shows its spinner. */
export const Loading: Story = {
  args: { api: createMemoryRolesApi({ hang: ['listRoles', 'listPermissions'] }) },
};

/** The company has no roles yet. */
export const Empty: Story = { args: { api: createMemoryRolesApi({ roles: [] }) } };

/** Every row closed. */
export const RolesCollapsed: Story = {
  args: { api: createMemoryRolesApi({ grants: { 3: [1, 2, 15] } }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: /مبيعات/ })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  },
};

/** A role with some permissions granted (green) and others not (grey); the switch is off. */
export const ExpandedMixedGrants: Story = {
  args: {
    api: createMemoryRolesApi({ grants: { 3: [1, 2, 4, 11, 15, 18] } }),
    defaultOpenRoleIds: [3],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = await canvas.findByRole('switch', { name: ROLES_MESSAGES.disableAll });
    await expect(toggle).not.toBeChecked();
  },
};

/** Every permission granted: the switch is on and, per the spec's rule, labelled 'تفعيل الكل'. */
export const AllGranted: Story = {
  args: { api: createMemoryRolesApi({ grants: { 3: ALL } }), defaultOpenRoleIds: [3] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = await canvas.findByRole('switch', { name: ROLES_MESSAGES.enableAll });
    await expect(toggle).toBeChecked();
  },
};

/** No permission granted: every card grey with 'إضافة', the switch off. */
export const NoneGranted: Story = {
  args: { api: createMemoryRolesApi(), defaultOpenRoleIds: [4] },
};

/** Inside the settings page: a smaller h2 heading. */
export const Embedded: Story = {
  args: { api: createMemoryRolesApi({ grants: { 3: [1, 2] } }), embedded: true },
};

/** Narrow phone width (390 px). */
export const Phone: Story = {
  args: { api: createMemoryRolesApi({ grants: { 3: [1, 2, 4] } }), defaultOpenRoleIds: [3] },
  decorators: [
    (Story) => (
      <div style={{ inlineSize: 390, maxInlineSize: '100%' }}>
        <Story />
      </div>
    ),
  ],
};
