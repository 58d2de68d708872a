import { endpoints } from '@cc/contracts';
import { DEMO_ACCOUNT_DEALS, FakeFailure, route } from '@cc/resources/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PersonsStory } from './story-helpers';

const meta = {
  title: 'Persons/AccountCardsPage',
  component: PersonsStory,
  args: { url: '/account-cards' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof PersonsStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Twelve demo accounts; the company account: every action, shared views. */
export const WithData: Story = {};

/** A user with PERSON_READ only: view links, no add, edit or delete. */
export const ReadOnly: Story = { args: { permissions: ['PERSON_READ'] } };

/** No accounts yet. */
export const Empty: Story = { args: { api: { persons: [], deals: [] } } };

/** The list call fails: the server's message is toasted and shown in place of rows. */
export const LoadError: Story = {
  args: {
    api: {
      routes: [
        route(endpoints.persons.list, () => {
          throw new FakeFailure(500, 'حدث خطأ غير متوقع، يرجى المحاولة مرة أخرى', 'INTERNAL');
        }),
      ],
    },
  },
};

/** The delete confirmation; the first demo person is in deals, so confirming shows the server's 409. */
export const DeleteRefused: Story = {
  args: { api: { deals: [...DEMO_ACCOUNT_DEALS] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = (await canvas.findByText('أحمد علي حسين')).closest('tr')!;
    await userEvent.click(within(row).getByRole('button', { name: 'حذف' }));
    const dialog = await within(document.body).findByRole('alertdialog');
    await expect(within(dialog).getByText('تأكيد الحذف')).toBeInTheDocument();
  },
};
