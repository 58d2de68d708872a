import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { PersonsStory } from './story-helpers';

const meta = {
  title: 'Persons/PersonFormPage',
  component: PersonsStory,
  args: { url: '/new-account' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof PersonsStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const field = (canvasElement: HTMLElement, label: string) =>
  within(canvasElement).getByLabelText(new RegExp(`^${label}`));

/** new-account: an empty form. */
export const NewAccount: Story = {};

/** Saving without a name: personInputSchema's 'الاسم الكامل مطلوب'. */
export const ClientValidation: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'حفظ' }));
  },
};

/** A phone that is not an Iraqi mobile and a national id already used: the server's messages under them. */
export const ServerFieldErrors: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(field(canvasElement, 'الاسم الكامل'), 'علي حسين');
    await userEvent.type(field(canvasElement, 'رقم الهاتف'), '123');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'حفظ' }));
  },
};

/** account-cards/1/edit: the form filled with a person. */
export const EditAccount: Story = { args: { url: '/account-cards/1/edit' } };

/** account-cards/999/edit: 'الحساب غير موجود'. */
export const EditNotFound: Story = { args: { url: '/account-cards/999/edit' } };
