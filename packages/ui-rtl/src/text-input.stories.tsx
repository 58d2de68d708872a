import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { IconSearch, IconUser } from './icons';
import { TextInput, type TextInputProps } from './text-input';

function ClearableInput(props: TextInputProps) {
  const [value, setValue] = useState(String(props.defaultValue ?? 'كامري'));
  return (
    <TextInput
      {...props}
      defaultValue={undefined}
      value={value}
      onChange={(e) => setValue(e.target.value)}
      onClear={() => setValue('')}
    />
  );
}

const meta = {
  title: 'Components/TextInput',
  component: TextInput,
  args: { label: 'الاسم بالعربية', placeholder: 'الاسم بالعربية' },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithLabel: Story = {};
export const Required: Story = { args: { required: true } };
export const WithHint: Story = { args: { hint: 'يظهر هذا الاسم في القوائم' } };
export const WithError: Story = { args: { error: 'هذا الحقل مطلوب', defaultValue: '' } };
export const Clearable: Story = { render: (args) => <ClearableInput {...args} label="بحث" /> };
export const WithIcons: Story = {
  args: {
    label: 'بحث',
    placeholder: 'ابحث عن سيارة',
    startIcon: <IconSearch size={18} />,
    endIcon: <IconUser size={18} />,
  },
};
export const SearchWithClear: Story = {
  render: (args) => <ClearableInput {...args} label="بحث" startIcon={<IconSearch size={18} />} />,
};
export const NumberNoWheel: Story = {
  args: { label: 'عدد الركاب', type: 'number', defaultValue: 5, hint: 'عجلة الفأرة لا تغير القيمة' },
};
export const LatinValue: Story = {
  args: { label: 'رقم الشاصي', dir: 'ltr', defaultValue: 'JTDBR32E720123456' },
};
export const Disabled: Story = { args: { disabled: true, defaultValue: 'غير قابل للتعديل' } };
