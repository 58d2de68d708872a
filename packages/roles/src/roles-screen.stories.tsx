import { endpoints } from '@cc/contracts';
import { DEMO_PERMISSIONS, type FakeApi, pending, storyFake, TestHarness } from '@cc/resources/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ROLES_MESSAGES } from './messages';
import { RolesScreen, type RolesScreenProps } from './roles-screen';

const ALL = DEMO_PERMISSIONS.map((p) => p.id);

type Args = RolesScreenProps & { fake: () => FakeApi };

const meta = {
  title: 'Roles/RolesScreen',
  args: { fake: storyFake() },
  render: ({ fake, ...props }) => (
    <TestHarness fake={fake}>
      <RolesScreen {...props} />
    </TestHarness>
  ),
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Roles and permissions never answer: the list shows its spinner. */
export const Loading: Story = {
  args: {
    fake: storyFake({
      routes: [pending(endpoints.roles.list), pending(endpoints.roles.permissions)],
    }),
  },
};

/** The company has no roles yet. */
export const Empty: Story = { args: { fake: storyFake({ roles: [] }) } };

/** Every row closed. */
export const RolesCollapsed: Story = {
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
    fake: storyFake({ rolePermissions: new Map([[3, [1, 2, 4, 11, 15, 18]]]) }),
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
  args: { fake: storyFake({ rolePermissions: new Map([[3, ALL]]) }), defaultOpenRoleIds: [3] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = await canvas.findByRole('switch', { name: ROLES_MESSAGES.enableAll });
    await expect(toggle).toBeChecked();
  },
};

/** No permission granted (Viewer): every card grey with 'إضافة', the switch off. */
export const NoneGranted: Story = { args: { defaultOpenRoleIds: [5] } };

/** Inside the settings page: a smaller h2 heading. */
export const Embedded: Story = { args: { embedded: true } };

/** Adding a role whose name the company already has: the server's message appears under the field. */
export const NameTaken: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('button', { name: /مبيعات/ });
    await userEvent.type(canvas.getByLabelText(ROLES_MESSAGES.displayName), 'Sales');
    await userEvent.click(canvas.getByRole('button', { name: ROLES_MESSAGES.addRole }));
    await expect(await canvas.findByText('يوجد دور بهذا الاسم في الشركة', { selector: 'p' })).toBeVisible();
  },
};

/** Narrow phone width (390 px). */
export const Phone: Story = {
  args: { defaultOpenRoleIds: [3] },
  decorators: [
    (Story) => (
      <div style={{ inlineSize: 390, maxInlineSize: '100%' }}>
        <Story />
      </div>
    ),
  ],
};
