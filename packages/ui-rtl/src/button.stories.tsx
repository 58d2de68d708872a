import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Button } from './button';
import { IconPlus, IconTrash } from './icons';

const meta = {
  title: 'Components/Button',
  component: Button,
  args: { children: 'حفظ', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'danger', 'ghost'] },
    size: { control: 'inline-radio', options: ['sm', 'md'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};
export const Secondary: Story = { args: { variant: 'secondary', children: 'إلغاء' } };
export const Danger: Story = { args: { variant: 'danger', children: 'نعم، احذف' } };
export const Ghost: Story = { args: { variant: 'ghost', children: 'عرض الكل' } };
export const Small: Story = { args: { size: 'sm', children: 'إضافة' } };
export const Loading: Story = { args: { loading: true, children: 'جار الحفظ' } };
export const Disabled: Story = { args: { disabled: true } };
export const WithIcon: Story = { args: { startIcon: <IconPlus size={18} />, children: 'اضافة سيارة' } };

export const AllVariants: Story = {
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'center' }}>
      <Button startIcon={<IconPlus size={18} />}>إضافة دور</Button>
      <Button variant="secondary">إلغاء</Button>
      <Button variant="danger" startIcon={<IconTrash size={18} />}>
        حذف
      </Button>
      <Button variant="ghost">عرض</Button>
      <Button loading>حفظ</Button>
      <Button size="sm">صغير</Button>
      <Button size="sm" variant="secondary" loading>
        صغير
      </Button>
    </div>
  ),
};
