import { endpoints } from '@cc/contracts';
import {
  DEMO_ACCOUNT_DEALS,
  DEMO_ACCOUNT_PAYMENTS,
  type FeatureStory,
  type FeatureStoryProps,
  failing,
  featureStories,
} from '@cc/resources/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { personsFeature } from './feature';

/** The account-cards pages as the app shows them, at their addresses ({@link FeatureStory}). */
const meta = {
  title: 'Persons/Pages',
  ...featureStories(personsFeature, '/account-cards'),
} satisfies Meta<typeof FeatureStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const field = (canvasElement: HTMLElement, label: string) =>
  within(canvasElement).getByLabelText(new RegExp(`^${label}`));
const save = (canvasElement: HTMLElement) =>
  userEvent.click(within(canvasElement).getByRole('button', { name: 'حفظ' }));
/** The account card of person 1, with its deals and payments. */
const withDeals = (url: string, permissions?: FeatureStoryProps['permissions']): Story => ({
  args: {
    url,
    api: { deals: [...DEMO_ACCOUNT_DEALS], payments: [...DEMO_ACCOUNT_PAYMENTS] },
    ...(permissions ? { permissions } : {}),
  },
});

// The list (/account-cards)

/** Twelve demo accounts; the company account: every action, shared views. */
export const List: Story = {};

/** A user with PERSON_READ only: view links, no add, edit or delete. */
export const ListReadOnly: Story = { args: { permissions: ['PERSON_READ'] } };

/** No accounts yet. */
export const ListEmpty: Story = { args: { api: { persons: [], deals: [] } } };

/** The list call fails: the server's message is toasted and shown in place of rows. */
export const ListLoadError: Story = {
  args: {
    api: {
      routes: [failing(endpoints.persons.list)],
    },
  },
};

/** The delete confirmation; the first demo person is in deals, so confirming shows the server's 409. */
export const ListDeleteRefused: Story = {
  args: { api: { deals: [...DEMO_ACCOUNT_DEALS] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = (await canvas.findByText('أحمد علي حسين')).closest('tr')!;
    await userEvent.click(within(row).getByRole('button', { name: 'حذف' }));
    const dialog = await within(document.body).findByRole('alertdialog');
    await expect(within(dialog).getByText('تأكيد الحذف')).toBeInTheDocument();
  },
};

// The form (new-account, account-cards/:id/edit)

/** new-account: an empty form. */
export const NewAccount: Story = { args: { url: '/new-account' } };

/** Saving without a name: personInputSchema's 'الاسم الكامل مطلوب'. */
export const NewAccountClientValidation: Story = {
  args: { url: '/new-account' },
  play: async ({ canvasElement }) => save(canvasElement),
};

/** A phone that is not an Iraqi mobile and a national id already used: the server's messages under them. */
export const NewAccountServerFieldErrors: Story = {
  args: { url: '/new-account' },
  play: async ({ canvasElement }) => {
    await userEvent.type(field(canvasElement, 'الاسم الكامل'), 'علي حسين');
    await userEvent.type(field(canvasElement, 'رقم الهاتف'), '123');
    await save(canvasElement);
  },
};

/** account-cards/1/edit: the form filled with a person. */
export const EditAccount: Story = { args: { url: '/account-cards/1/edit' } };

/** account-cards/999/edit: 'الحساب غير موجود'. */
export const EditNotFound: Story = { args: { url: '/account-cards/999/edit' } };

// The account card (account-cards/:id/view)

/**
 * The company account: details, the amount owed per currency (12,500,000 د.ع and 1,250.50 $), the deals
 * as buyer, guarantor and seller, and the payments, newest first: a reversed payment struck and 'ملغاة',
 * its reversal entry 'قيد عكس عن الإيصال رقم 204'.
 */
export const ViewWithDealsAndPayments: Story = withDeals('/account-cards/1/view');

/** A staff user with GET_CONTRACT but not GET_INSTALLMENT: no payments section. */
export const ViewWithoutPayments: Story = withDeals('/account-cards/1/view', ['PERSON_READ', 'GET_CONTRACT']);

/** Details only (PERSON_READ): no deals, owed or payments sections, no edit link. */
export const ViewDetailsOnly: Story = withDeals('/account-cards/1/view', ['PERSON_READ']);

/** Optional fields missing: 'غير متوفر'. */
export const ViewMissingValues: Story = withDeals('/account-cards/8/view');

/** An unknown id: 'الحساب غير موجود'. */
export const ViewNotFound: Story = withDeals('/account-cards/999/view');
