import { endpoints } from '@cc/contracts';
import { type FakeApi, FeaturePages, pending, storyFake, TestHarness } from '@cc/resources/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { staffFeature } from './feature';
import { STAFF_MESSAGES as M } from './messages';

type Args = { fake: () => FakeApi; readOnly?: boolean };

const meta = {
  title: 'Staff/UsersPage',
  args: { fake: storyFake() },
  render: ({ fake, readOnly }) => (
    <TestHarness fake={fake} {...(readOnly ? { permissions: ['PERSON_READ'] as const } : {})}>
      <FeaturePages feature={staffFeature} url="/users" />
    </TestHarness>
  ),
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The company account manages its staff; its own row has no deactivate action. */
export const Manage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = (await canvas.findByText('معرض النخيل للسيارات')).closest('tr') as HTMLElement;
    await expect(within(row).queryByRole('button', { name: /إيقاف/ })).toBeNull();
  },
};

/** Anyone but the company account: no add button, and the server refuses the list. */
export const ReadOnly: Story = { args: { readOnly: true } };

export const Loading: Story = {
  args: { fake: storyFake({ routes: [pending(endpoints.users.list)] }) },
};

export const Empty: Story = { args: { fake: storyFake({ users: [] }) } };

/** Adding a user whose username is taken: the server's error appears under the field. */
export const UsernameTaken: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: M.addUser }));
    const dialog = within(await within(document.body).findByRole('dialog'));
    await userEvent.type(dialog.getByLabelText(/اسم المستخدم/), 'sales.ali');
    await userEvent.type(dialog.getByLabelText(/^كلمة المرور/), 'secret123');
    await userEvent.type(dialog.getByLabelText(/الاسم الكامل/), 'علي');
    await userEvent.click(dialog.getByRole('button', { name: M.save }));
    await expect(
      await dialog.findByText('اسم المستخدم غير متاح', { selector: '.cc-field__error' }),
    ).toBeVisible();
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
