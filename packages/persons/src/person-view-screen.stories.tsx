import type { Meta, StoryObj } from '@storybook/react-vite';
import { DEMO_DEALS } from './demo-persons';
import type { MemoryPersonsOptions } from './memory-api';
import { PersonViewScreen } from './person-view-screen';
import { useStoryApi } from './story-helpers';

function ViewStory({
  personId,
  canEdit,
  options = {},
}: {
  personId: number;
  canEdit: boolean;
  options?: MemoryPersonsOptions;
}) {
  const api = useStoryApi(options);
  return <PersonViewScreen api={api} personId={personId} canEdit={canEdit} />;
}

const meta = {
  title: 'Persons/PersonViewScreen',
  component: ViewStory,
  args: { personId: 1, canEdit: true },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ViewStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What the app shows today: details only (the server cannot list a person's deals yet). */
export const Details: Story = {};

/**
 * With an api that lists the person's deals: amount owed per currency (12,500,000 د.ع and 1,250.50 $)
 * and the deals as buyer, guarantor and seller.
 */
export const WithDeals: Story = { args: { options: { deals: DEMO_DEALS } } };

/** Optional fields missing: 'غير متوفر'; no edit link (no PERSON_UPDATE). */
export const MissingValuesReadOnly: Story = { args: { personId: 8, canEdit: false } };

/** An unknown id: 'الحساب غير موجود'. */
export const NotFound: Story = { args: { personId: 999 } };
