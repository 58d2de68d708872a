import { ApiError } from '@cc/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AccountCardsScreen } from './account-cards-screen';
import { DEMO_DEALS } from './demo-persons';
import type { MemoryPersonsOptions } from './memory-api';
import { useStoryApi } from './story-helpers';

function ListStory({
  options = {},
  canCreate = true,
  canUpdate = true,
  canDelete = true,
}: {
  options?: MemoryPersonsOptions;
  canCreate?: boolean;
  canUpdate?: boolean;
  canDelete?: boolean;
}) {
  const api = useStoryApi(options);
  return <AccountCardsScreen api={api} canCreate={canCreate} canUpdate={canUpdate} canDelete={canDelete} />;
}

const meta = {
  title: 'Persons/AccountCardsScreen',
  component: ListStory,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ListStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Twelve demo accounts; every action allowed. */
export const WithData: Story = {};

/** A user with PERSON_READ only: view links, no add, edit or delete. */
export const ReadOnly: Story = { args: { canCreate: false, canUpdate: false, canDelete: false } };

/** No accounts yet. */
export const Empty: Story = { args: { options: { persons: [] } } };

/** The list call fails: the server's message is toasted and shown in place of rows. */
export const LoadError: Story = {
  args: {
    options: { listError: new ApiError(500, 'INTERNAL', 'حدث خطأ غير متوقع، يرجى المحاولة مرة أخرى') },
  },
};

/** The delete confirmation; the first demo person is in deals, so confirming shows the server's 409. */
export const DeleteRefused: Story = {
  args: { options: { deals: DEMO_DEALS } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = (await canvas.findByText('أحمد علي حسين')).closest('tr')!;
    await userEvent.click(within(row).getByRole('button', { name: 'حذف' }));
    const dialog = await within(document.body).findByRole('alertdialog');
    await expect(within(dialog).getByText('تأكيد الحذف')).toBeInTheDocument();
  },
};
