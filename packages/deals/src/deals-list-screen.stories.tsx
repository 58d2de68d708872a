import { ApiError } from '@cc/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { DealsKind } from './api';
import { DealsListScreen } from './deals-list-screen';
import type { MemoryDealsOptions } from './memory-api';
import { useStoryApi } from './story-helpers';

function ListStory({ kind = 'contracts', options = {} }: { kind?: DealsKind; options?: MemoryDealsOptions }) {
  const api = useStoryApi({ kind, ...options });
  return <DealsListScreen api={api} kind={kind} canCreate canCancel />;
}

const meta = {
  title: 'Deals/DealsListScreen',
  component: ListStory,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ListStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An IQD instalment contract (one overdue instalment), a USD cash one, a cancelled one. */
export const Contracts: Story = {};

/** The same list for authorizations: print links end in /false. */
export const Authorizations: Story = { args: { kind: 'authorizations' } };

/** Cancelling is refused while payments exist: the server's 409 message is toasted. */
export const CancelRefused: Story = {
  args: {
    options: {
      cancelError: new ApiError(409, 'CONFLICT', 'لا يمكن إلغاء عقد عليه دفعات غير معكوسة؛ اعكسها أولاً'),
    },
  },
};

/** No deals yet. */
export const Empty: Story = { args: { options: { deals: [] } } };
