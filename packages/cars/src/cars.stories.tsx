import { endpoints } from '@cc/contracts';
import { DEMO_CARS, FakeFailure, type FeatureStory, failing, featureStories } from '@cc/resources/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { carsFeature } from './feature';

/** The cars pages as the app shows them, at their addresses ({@link FeatureStory}): the list, the form, the view. */
const meta = { title: 'Cars/Pages', ...featureStories(carsFeature, '/cars') } satisfies Meta<
  typeof FeatureStory
>;

export default meta;
type Story = StoryObj<typeof meta>;

const field = (canvasElement: HTMLElement, label: string) =>
  within(canvasElement).getByLabelText(new RegExp(`^${label}`));
const save = (canvasElement: HTMLElement) =>
  userEvent.click(within(canvasElement).getByRole('button', { name: 'حفظ' }));
const viewOf = (status: string) => `/car/${DEMO_CARS.find((c) => c.status === status)!.id}/view`;

// The list (/cars)

/** Thirty demo cars, filtered to Pending on entry; the company account: add link, shared views. */
export const List: Story = {};

/** A staff user without CREATE_CAR: no add link. */
export const ListWithoutCreate: Story = { args: { permissions: ['PERSON_READ', 'GET_CAR'] } };

/** No cars yet: 'لا توجد بيانات'. */
export const ListEmpty: Story = { args: { api: { cars: [] } } };

/** The list call fails: the server's message is toasted and shown in place of rows. */
export const ListLoadError: Story = {
  args: {
    api: {
      routes: [failing(endpoints.cars.list)],
    },
  },
};

/** The first page takes a long time: 'جار التحميل...'. */
export const ListLoading: Story = { args: { api: { latencyMs: 60_000 } } };

/** The delete confirmation for the first Pending car. */
export const ListDeleteDialogOpen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [first] = await canvas.findAllByRole('button', { name: 'حذف' });
    await userEvent.click(first!);
    const dialog = await within(document.body).findByRole('alertdialog');
    await expect(within(dialog).getByText('تأكيد الحذف')).toBeInTheDocument();
  },
};

/** Deleting is refused (409): the server's message is toasted. */
export const ListDeleteFails: Story = {
  args: {
    api: {
      routes: [
        failing(
          endpoints.cars.remove,
          new FakeFailure(409, 'لا يمكن حذف سيارة مباعة أو قيد الدفع، الحذف متاح للسيارات غير المبيوعة فقط'),
        ),
      ],
    },
  },
};

// The form (new-car, car/:id/edit)

/** new-car: an empty form. */
export const NewCar: Story = { args: { url: '/new-car' } };

/** Saving with empty required fields: carInputSchema's Arabic messages under the fields. */
export const NewCarClientValidation: Story = {
  args: { url: '/new-car' },
  play: async ({ canvasElement }) => save(canvasElement),
};

/** A year in Arabic-Indic digits is a number; a year in words is kept and refused. */
export const NewCarDigits: Story = {
  args: { url: '/new-car' },
  play: async ({ canvasElement }) => {
    await userEvent.type(field(canvasElement, 'سنة الصنع'), '٢٠٢١');
    await userEvent.type(field(canvasElement, 'الكيلومترات'), 'خمسة وأربعون ألف');
    await save(canvasElement);
  },
};

/** The plate and chassis numbers of another car: the server's messages under those fields. */
export const NewCarServerFieldErrors: Story = {
  args: { url: '/new-car' },
  play: async ({ canvasElement }) => {
    const car = DEMO_CARS[0]!;
    await userEvent.type(field(canvasElement, 'اسم السيارة'), 'تويوتا كامري');
    await userEvent.type(field(canvasElement, 'سنة الصنع'), '2021');
    await userEvent.type(field(canvasElement, 'اللون'), 'أبيض');
    await userEvent.type(field(canvasElement, 'رقم اللوحة'), car.plateNumber);
    await userEvent.type(field(canvasElement, 'رقم الشاصي'), car.chassisNumber);
    await save(canvasElement);
  },
};

/** car/1/edit: the form filled with a Pending car. */
export const EditCar: Story = { args: { url: '/car/1/edit' } };

/** car/999/edit: 'السيارة غير موجودة'. */
export const EditNotFound: Story = { args: { url: '/car/999/edit' } };

// The car page (car/:id/view)

/** An unsold car: the edit link shows (UPDATE_CAR). */
export const ViewPending: Story = { args: { url: '/car/1/view' } };

/** A car being paid, with its contract. */
export const ViewActive: Story = { args: { url: viewOf('Active') } };

/** A sold car: no edit link. */
export const ViewPaid: Story = { args: { url: viewOf('Paid') } };

/** A car with its optional fields missing: 'غير متوفر'. */
export const ViewMissingValues: Story = { args: { url: `/car/${DEMO_CARS.at(-1)!.id}/view` } };

/** A staff user without GET_CONTRACT: the deals section says so. */
export const ViewWithoutContracts: Story = {
  args: { url: '/car/1/view', permissions: ['PERSON_READ', 'GET_CAR', 'UPDATE_CAR'] },
};

/** An unknown id: 'السيارة غير موجودة'. */
export const ViewNotFound: Story = { args: { url: '/car/999/view' } };
