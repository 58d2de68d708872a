import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from './button';
import { toast } from './toaster';

// The Toaster itself is rendered by RtlProvider in the Storybook preview, as in the app.
const meta = {
  title: 'Components/Toaster',
  parameters: { layout: 'centered' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Toasts: Story = {
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
      <Button onClick={() => toast.success('تم الحفظ بنجاح')}>نجاح</Button>
      <Button variant="danger" onClick={() => toast.error('حدث خطأ أثناء الحذف')}>
        خطأ
      </Button>
      <Button variant="secondary" onClick={() => toast.info('لا توجد تغييرات للحفظ')}>
        معلومة
      </Button>
      <Button variant="secondary" onClick={() => toast.warning('انتهت الجلسة، يرجى تسجيل الدخول مرة أخرى')}>
        تحذير
      </Button>
      <Button
        variant="ghost"
        onClick={() => toast('تم حذف القالب بنجاح', { description: 'يمكنك إنشاء قالب جديد من زر + جديد' })}
      >
        عادي مع وصف
      </Button>
    </div>
  ),
};
