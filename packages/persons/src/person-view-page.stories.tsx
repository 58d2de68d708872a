import { DEMO_ACCOUNT_DEALS, DEMO_ACCOUNT_PAYMENTS } from '@cc/resources/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { PersonsStory } from './story-helpers';

const meta = {
  title: 'Persons/PersonViewPage',
  component: PersonsStory,
  args: {
    url: '/account-cards/1/view',
    api: { deals: [...DEMO_ACCOUNT_DEALS], payments: [...DEMO_ACCOUNT_PAYMENTS] },
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof PersonsStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The company account: details, the amount owed per currency (12,500,000 د.ع and 1,250.50 $), the deals
 * as buyer, guarantor and seller, and the payments, newest first: a reversed payment struck and 'ملغاة',
 * its reversal entry 'قيد عكس عن الإيصال رقم 204'.
 */
export const WithDealsAndPayments: Story = {};

/** A staff user with GET_CONTRACT but not GET_INSTALLMENT: no payments section. */
export const WithoutPayments: Story = { args: { permissions: ['PERSON_READ', 'GET_CONTRACT'] } };

/** Details only (PERSON_READ): no deals, owed or payments sections, no edit link. */
export const DetailsOnly: Story = { args: { permissions: ['PERSON_READ'] } };

/** Optional fields missing: 'غير متوفر'. */
export const MissingValues: Story = { args: { url: '/account-cards/8/view' } };

/** An unknown id: 'الحساب غير موجود'. */
export const NotFound: Story = { args: { url: '/account-cards/999/view' } };
