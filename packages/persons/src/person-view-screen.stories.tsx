import type { Meta, StoryObj } from '@storybook/react-vite';
import { DEMO_DEALS, DEMO_PAYMENTS } from './demo-persons';
import type { MemoryPersonsOptions } from './memory-api';
import { PersonViewScreen } from './person-view-screen';
import { useStoryApi } from './story-helpers';

function ViewStory({
  personId,
  canEdit,
  canSeePayments = false,
  options = {},
}: {
  personId: number;
  canEdit: boolean;
  canSeePayments?: boolean;
  options?: MemoryPersonsOptions;
}) {
  const api = useStoryApi(options);
  return <PersonViewScreen api={api} personId={personId} canEdit={canEdit} canSeePayments={canSeePayments} />;
}

const meta = {
  title: 'Persons/PersonViewScreen',
  component: ViewStory,
  args: { personId: 1, canEdit: true },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ViewStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Details only (an api that lists neither deals nor payments). */
export const Details: Story = {};

/**
 * With an api that lists the person's deals: amount owed per currency (12,500,000 د.ع and 1,250.50 $)
 * and the deals as buyer, guarantor and seller.
 */
export const WithDeals: Story = { args: { options: { deals: DEMO_DEALS } } };

/**
 * With GET_INSTALLMENT: the payments of those deals too, newest first; a reversed payment struck and
 * 'ملغاة', its reversal entry 'قيد عكس عن الإيصال رقم 204'.
 */
export const WithPayments: Story = {
  args: { canSeePayments: true, options: { deals: DEMO_DEALS, payments: DEMO_PAYMENTS } },
};

/** Optional fields missing: 'غير متوفر'; no edit link (no PERSON_UPDATE). */
export const MissingValuesReadOnly: Story = { args: { personId: 8, canEdit: false } };

/** An unknown id: 'الحساب غير موجود'. */
export const NotFound: Story = { args: { personId: 999 } };
