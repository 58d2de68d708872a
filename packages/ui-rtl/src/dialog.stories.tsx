import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { Button } from './button';
import { Dialog } from './dialog';
import { TextInput } from './text-input';

const meta = {
  title: 'Components/Dialog',
  component: Dialog,
  args: {
    open: true,
    onOpenChange: fn(),
    title: 'قالب جديد',
    description: 'أدخل اسم القالب الجديد',
  },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithForm: Story = {
  render: function Render(args) {
    const [open, setOpen] = useState(args.open);
    const [name, setName] = useState('');
    return (
      <>
        <Button onClick={() => setOpen(true)}>+ جديد</Button>
        <Dialog
          {...args}
          open={open}
          onOpenChange={setOpen}
          footer={
            <>
              <Button onClick={() => setOpen(false)}>حفظ</Button>
              <Button variant="secondary" onClick={() => setOpen(false)}>
                إلغاء
              </Button>
            </>
          }
        >
          <TextInput label="اسم القالب" value={name} onChange={(e) => setName(e.target.value)} />
        </Dialog>
      </>
    );
  },
};

export const TitleOnly: Story = {
  args: { description: undefined, children: <p>محتوى الحوار يظهر هنا.</p>, size: 'sm' },
};

export const Large: Story = {
  args: {
    size: 'lg',
    children: (
      <p>
        نافذة أعرض للمحتوى الكثير، مثل تفاصيل العقد <bdi>#1024</bdi> أو قائمة الأقساط.
      </p>
    ),
  },
};
