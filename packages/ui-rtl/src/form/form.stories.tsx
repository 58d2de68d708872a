import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { RowLinkProps } from '../router-link';
import { DetailList, EmptyState, LoadStatus, RecordSection } from './record-parts';
import { RowActions } from './row-actions';
import { DemoCarForm, formWidth } from './story-helpers';

const meta = {
  title: 'Form kit/Form',
  component: DemoCarForm,
  args: { onSave: fn() },
  decorators: [formWidth],
} satisfies Meta<typeof DemoCarForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const field = (canvasElement: HTMLElement, label: string) =>
  within(canvasElement).getByLabelText(new RegExp(`^${label}`));

/** An empty form: labels, required marks, the hint. */
export const Empty: Story = {};

/** Editing a record: its values in the fields (a number shows as its text). */
export const Filled: Story = {
  args: { record: { name: 'هيونداي النترا', model: 2019, type: 'SEDAN', notes: 'فحص كامل' } },
};

/** Saving with empty required fields: the schema's Arabic messages under them. */
export const SchemaErrors: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'حفظ' }));
    await expect(field(canvasElement, 'اسم السيارة')).toHaveAccessibleDescription('اسم السيارة مطلوب');
  },
};

/** Arabic-Indic digits are a number: '٢٠٢١' is saved as 2021. */
export const ArabicDigits: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.type(field(canvasElement, 'اسم السيارة'), 'تويوتا كامري');
    await userEvent.type(field(canvasElement, 'سنة الصنع'), '٢٠٢١');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'حفظ' }));
    await expect(args.onSave).toHaveBeenCalledWith({
      name: 'تويوتا كامري',
      model: 2021,
      type: null,
      notes: null,
    });
  },
};

/** Text that is not a number is kept and refused in Arabic. */
export const NotANumber: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(field(canvasElement, 'اسم السيارة'), 'كيا');
    await userEvent.type(field(canvasElement, 'سنة الصنع'), 'ألفين');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'حفظ' }));
  },
};

/** The server refuses: its field error under the field, its message on top of the form. */
export const ServerErrors: Story = {
  args: {
    onSave: fn(async () => {
      throw {
        message: 'البيانات المدخلة غير صالحة، يرجى مراجعة الحقول',
        fieldErrors: [{ field: 'name', message: 'اسم السيارة مستخدم' }],
      };
    }),
  },
  play: async ({ canvasElement }) => {
    await userEvent.type(field(canvasElement, 'اسم السيارة'), 'تويوتا كامري');
    await userEvent.type(field(canvasElement, 'سنة الصنع'), '2021');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'حفظ' }));
  },
};

const StoryLink = ({ to, children, ...rest }: RowLinkProps & { children?: ReactNode }) => (
  <a href={`#${to}`} {...rest}>
    {children}
  </a>
);

/** The parts of a record's page around the form: row actions, a section of details, states. */
export const RecordParts: StoryObj = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      <RowActions link={StoryLink} onDelete={fn()} editTo="/car/1/edit" viewTo="/car/1/view" />
      <RecordSection title="تفاصيل السيارة">
        <DetailList
          items={[
            { label: 'اسم السيارة', value: 'تويوتا كامري' },
            { label: 'اللون', value: 'أبيض' },
            { label: 'ملاحظات', value: null },
          ]}
        />
      </RecordSection>
      <RecordSection title="العقود والوكالات">
        <EmptyState>لا توجد عقود أو وكالات لهذه السيارة</EmptyState>
      </RecordSection>
      <LoadStatus />
      <LoadStatus error="السيارة غير موجودة">
        <a href="#/cars">العودة إلى القائمة</a>
      </LoadStatus>
    </div>
  ),
};
