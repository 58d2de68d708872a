import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DemoDealForm, formWidth } from './story-helpers';

const meta = {
  title: 'Form kit/Money, date, combobox, switch',
  component: DemoDealForm,
  args: { onSave: fn() },
  decorators: [formWidth],
} satisfies Meta<typeof DemoDealForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty: the money field (decimal keyboard), the yyyy / MM / dd date field, the combobox, the switch. */
export const Empty: Story = {};

/** Dollars: two decimals allowed. */
export const Dollars: Story = { args: { currency: 'USD' } };

/** An amount in Arabic-Indic digits, a person found by a spelling variant and picked with Enter. */
export const TypedInArabic: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^السعر/), '١٢٬٥٠٠٬٠٠٠');
    await userEvent.type(canvas.getByRole('combobox', { name: /^المشتري/ }), 'زينب{Enter}');
    await expect(canvas.getByRole('combobox', { name: /^المشتري/ })).toHaveValue('زينب كاظم — 07509998888');
    const date = canvas.getByRole('group', { name: /^تاريخ أول قسط/ });
    await userEvent.click(within(date).getByRole('button', { name: '+ شهر' }));
    await userEvent.click(canvas.getByRole('button', { name: 'حفظ' }));
    await expect(args.onSave).toHaveBeenCalled();
  },
};

/** Saving empty: the schema's messages under the fields. */
export const Errors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^السعر/), '١٢٫٥');
    await userEvent.click(canvas.getByRole('button', { name: 'حفظ' }));
    await expect(await canvas.findByText('المشتري مطلوب')).toBeInTheDocument();
  },
};
