import { ApiError } from '@cc/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn, userEvent, within } from 'storybook/test';
import type { MemoryPersonsOptions } from './memory-api';
import { PersonFormScreen } from './person-form-screen';
import { useStoryApi } from './story-helpers';

function FormStory({
  personId,
  options = {},
  onDone,
}: {
  personId?: number;
  options?: MemoryPersonsOptions;
  onDone: Parameters<typeof PersonFormScreen>[0]['onDone'];
}) {
  const api = useStoryApi(options);
  return <PersonFormScreen api={api} {...(personId !== undefined ? { personId } : {})} onDone={onDone} />;
}

const meta = {
  title: 'Persons/PersonFormScreen',
  component: FormStory,
  args: { onDone: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof FormStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** new-account: an empty form. */
export const NewAccount: Story = {};

/** Saving without a name: personInputSchema's 'الاسم الكامل مطلوب'. */
export const ClientValidation: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'حفظ' }));
  },
};

/** The server refuses the phone and a national id already used: its messages under those fields. */
export const ServerFieldErrors: Story = {
  args: {
    options: {
      saveError: new ApiError(400, 'VALIDATION_FAILED', 'البيانات المدخلة غير صحيحة', [
        { field: 'phone', message: 'رقم الهاتف غير صالح' },
        { field: 'nationalId', message: 'رقم الهوية مستخدم لحساب آخر' },
      ]),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = (label: string) => canvas.getByLabelText(new RegExp(`^${label}`));
    await userEvent.type(field('الاسم الكامل'), 'علي حسين');
    await userEvent.type(field('رقم الهاتف'), '123');
    await userEvent.type(field('رقم الهوية'), '199012345678');
    await userEvent.click(canvas.getByRole('button', { name: 'حفظ' }));
  },
};

/** account-cards/1/edit: the form filled with a person. */
export const EditAccount: Story = { args: { personId: 1 } };

/** account-cards/999/edit: 'الحساب غير موجود'. */
export const EditNotFound: Story = { args: { personId: 999 } };
