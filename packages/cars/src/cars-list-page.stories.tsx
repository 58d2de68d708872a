import { endpoints } from '@cc/contracts';
import { FakeFailure, route } from '@cc/resources/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { CarsStory } from './story-helpers';

const meta = {
  title: 'Cars/CarsListPage',
  component: CarsStory,
  args: { url: '/cars' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof CarsStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Thirty demo cars, filtered to Pending on entry; the company account: add link, shared views. */
export const WithData: Story = {};

/** A staff user without CREATE_CAR: no add link. */
export const WithoutCreate: Story = { args: { permissions: ['PERSON_READ', 'GET_CAR'] } };

/** No cars yet: 'لا توجد بيانات'. */
export const Empty: Story = { args: { api: { cars: [] } } };

/** The list call fails: the server's message is toasted and shown in place of rows. */
export const LoadError: Story = {
  args: {
    api: {
      routes: [
        route(endpoints.cars.list, () => {
          throw new FakeFailure(500, 'حدث خطأ غير متوقع، يرجى المحاولة مرة أخرى', 'INTERNAL');
        }),
      ],
    },
  },
};

/** The first page takes a long time: 'جار التحميل...'. */
export const Loading: Story = { args: { api: { latencyMs: 60_000 } } };

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

/** Deleting is refused (409): the server's message is toasted. */
export const DeleteFails: Story = {
  args: {
    api: {
      routes: [
        route(endpoints.cars.remove, () => {
          throw new FakeFailure(
            409,
            'لا يمكن حذف سيارة مباعة أو قيد الدفع، الحذف متاح للسيارات غير المبيوعة فقط',
          );
        }),
      ],
    },
  },
};
