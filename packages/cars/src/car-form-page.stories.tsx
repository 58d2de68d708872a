import { DEMO_CARS } from '@cc/resources/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { CarsStory } from './story-helpers';

const meta = {
  title: 'Cars/CarFormPage',
  component: CarsStory,
  args: { url: '/new-car' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof CarsStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const field = (canvasElement: HTMLElement, label: string) =>
  within(canvasElement).getByLabelText(new RegExp(`^${label}`));

/** new-car: an empty form. */
export const NewCar: Story = {};

/** Saving with empty required fields: carInputSchema's Arabic messages under the fields. */
export const ClientValidation: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'حفظ' }));
  },
};

/** A year in Arabic-Indic digits is a number; a year in words is kept and refused. */
export const Digits: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(field(canvasElement, 'سنة الصنع'), '٢٠٢١');
    await userEvent.type(field(canvasElement, 'الكيلومترات'), 'خمسة وأربعون ألف');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'حفظ' }));
  },
};

/** The plate and chassis numbers of another car: the server's messages under those fields. */
export const ServerFieldErrors: Story = {
  play: async ({ canvasElement }) => {
    const car = DEMO_CARS[0]!;
    await userEvent.type(field(canvasElement, 'اسم السيارة'), 'تويوتا كامري');
    await userEvent.type(field(canvasElement, 'سنة الصنع'), '2021');
    await userEvent.type(field(canvasElement, 'اللون'), 'أبيض');
    await userEvent.type(field(canvasElement, 'رقم اللوحة'), car.plateNumber);
    await userEvent.type(field(canvasElement, 'رقم الشاصي'), car.chassisNumber);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'حفظ' }));
  },
};

/** car/1/edit: the form filled with a Pending car. */
export const EditCar: Story = { args: { url: '/car/1/edit' } };

/** car/999/edit: 'السيارة غير موجودة'. */
export const EditNotFound: Story = { args: { url: '/car/999/edit' } };
