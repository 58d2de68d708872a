import { ApiError } from '@cc/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn, userEvent, within } from 'storybook/test';
import { CarFormScreen } from './car-form-screen';
import type { MemoryCarsOptions } from './memory-api';
import { useStoryApi } from './story-helpers';

function FormStory({
  carId,
  options = {},
  onDone,
}: {
  carId?: number;
  options?: MemoryCarsOptions;
  onDone: Parameters<typeof CarFormScreen>[0]['onDone'];
}) {
  const api = useStoryApi(options);
  return <CarFormScreen api={api} {...(carId !== undefined ? { carId } : {})} onDone={onDone} />;
}

const meta = {
  title: 'Cars/CarFormScreen',
  component: FormStory,
  args: { onDone: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof FormStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** new-car: an empty form. */
export const NewCar: Story = {};

/** Saving with empty required fields: carInputSchema's Arabic messages under the fields. */
export const ClientValidation: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'حفظ' }));
  },
};

/** The server refuses duplicate plate and chassis numbers: its messages under those fields. */
export const ServerFieldErrors: Story = {
  args: {
    options: {
      saveError: new ApiError(400, 'VALIDATION_FAILED', 'البيانات المدخلة غير صحيحة', [
        { field: 'plateNumber', message: 'رقم اللوحة مستخدم لسيارة أخرى' },
        { field: 'chassisNumber', message: 'رقم الشاصي مستخدم لسيارة أخرى' },
      ]),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = (label: string) => canvas.getByLabelText(new RegExp(`^${label}`));
    await userEvent.type(field('اسم السيارة'), 'تويوتا كامري');
    await userEvent.type(field('سنة الصنع'), '2021');
    await userEvent.type(field('اللون'), 'أبيض');
    await userEvent.type(field('رقم اللوحة'), 'بغداد 12345 أ');
    await userEvent.type(field('رقم الشاصي'), 'JTDBR32E720123456');
    await userEvent.click(canvas.getByRole('button', { name: 'حفظ' }));
  },
};

/** car/1/edit: the form filled with a Pending car. */
export const EditCar: Story = { args: { carId: 1 } };

/** car/999/edit: 'السيارة غير موجودة'. */
export const EditNotFound: Story = { args: { carId: 999 } };
