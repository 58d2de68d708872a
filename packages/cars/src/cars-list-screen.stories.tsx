import { ApiError } from '@cc/api-client';
import { localViewsAdapter } from '@cc/data-table';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { CarsListScreen } from './cars-list-screen';
import type { MemoryCarsOptions } from './memory-api';
import { useStoryApi } from './story-helpers';

function ListStory({ options = {}, canCreate = true }: { options?: MemoryCarsOptions; canCreate?: boolean }) {
  const api = useStoryApi(options);
  return <CarsListScreen api={api} canCreate={canCreate} views={localViewsAdapter('cc-views:cars:story')} />;
}

const meta = {
  title: 'Cars/CarsListScreen',
  component: ListStory,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ListStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Thirty demo cars, filtered to Pending on entry; the add link shows (CREATE_CAR). */
export const WithData: Story = {};

/** A user without CREATE_CAR: no add link. */
export const WithoutCreate: Story = { args: { canCreate: false } };

/** No cars yet: 'لا توجد بيانات'. */
export const Empty: Story = { args: { options: { cars: [] } } };

/** The list call fails: the server's message is toasted and shown in place of rows. */
export const LoadError: Story = {
  args: {
    options: { listError: new ApiError(500, 'INTERNAL', 'حدث خطأ غير متوقع، يرجى المحاولة مرة أخرى') },
  },
};

/** A failure without a message: the spec's fallback text. */
export const LoadErrorFallback: Story = { args: { options: { listError: new Error('') } } };

/** The first page never arrives: 'جار التحميل...'. */
export const Loading: Story = { args: { options: { delayMs: Number.POSITIVE_INFINITY } } };

/** The delete confirmation for the first Pending car. */
export const DeleteDialogOpen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [first] = await canvas.findAllByRole('button', { name: 'حذف' });
    await userEvent.click(first!);
    const dialog = await within(document.body).findByRole('alertdialog');
    await expect(within(dialog).getByText('تأكيد الحذف')).toBeInTheDocument();
  },
};

/** Deleting fails (409): the server's message is toasted. */
export const DeleteFails: Story = {
  args: { options: { removeError: new ApiError(409, 'CONFLICT', 'لا يمكن حذف سيارة مرتبطة بعقد') } },
};
