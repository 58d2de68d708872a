import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { Button } from './button';
import { ConfirmDialog } from './confirm-dialog';

const meta = {
  title: 'Components/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    open: true,
    onOpenChange: fn(),
    onConfirm: fn(),
    title: 'تأكيد الحذف',
    body: 'هل أنت متأكد أنك تريد حذف السيارة «تويوتا كامري»؟ لا يمكن التراجع عن هذا الإجراء.',
    confirmLabel: 'نعم، احذف',
    cancelLabel: 'إلغاء',
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Danger: Story = {};
export const Busy: Story = { args: { busy: true } };
export const Primary: Story = {
  args: {
    tone: 'primary',
    title: 'تغييرات غير محفوظة',
    body: 'لديك تغييرات غير محفوظة. هل تريد المتابعة وترك الصفحة؟',
    confirmLabel: 'متابعة',
  },
};

export const Interactive: Story = {
  render: function Render(args) {
    const [open, setOpen] = useState(false);
    const [busy, setBusy] = useState(false);
    return (
      <>
        <Button variant="danger" onClick={() => setOpen(true)}>
          حذف السيارة
        </Button>
        <ConfirmDialog
          {...args}
          open={open}
          onOpenChange={setOpen}
          busy={busy}
          onConfirm={() => {
            setBusy(true);
            setTimeout(() => {
              setBusy(false);
              setOpen(false);
            }, 1200);
          }}
        />
      </>
    );
  },
};
