import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { Badge } from './badge';
import { Bdi } from './bdi';
import { Collapsible } from './collapsible';

const permissions = ['عرض الحسابات', 'إضافة حساب', 'تعديل حساب', 'حذف حساب', 'عرض السيارات', 'إضافة سيارة'];

const trigger = (
  <span>
    مدير المبيعات - صلاحيات إدارة السيارات والعقود <Bdi>#3</Bdi>
  </span>
);

const panel = (
  <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))', gap: 8 }}>
    {permissions.map((name, i) => (
      <Badge key={name} tone={i % 2 ? 'neutral' : 'success'}>
        {name}
      </Badge>
    ))}
  </div>
);

const meta = {
  title: 'Components/Collapsible',
  component: Collapsible,
  args: { open: false, onOpenChange: fn(), trigger, children: panel, maxHeight: 1000 },
} satisfies Meta<typeof Collapsible>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};
export const Open: Story = { args: { open: true } };

export const Interactive: Story = {
  render: function Render(args) {
    const [openId, setOpenId] = useState<number | null>(1);
    return (
      <div>
        {[1, 2, 3].map((id) => (
          <Collapsible
            key={id}
            {...args}
            open={openId === id}
            onOpenChange={(o) => setOpenId(o ? id : null)}
            trigger={
              <span>
                دور رقم {id} - وصف مختصر للدور <Bdi>#{id}</Bdi>
              </span>
            }
          />
        ))}
      </div>
    );
  },
};

export const CappedHeight: Story = {
  args: {
    open: true,
    maxHeight: 120,
    children: (
      <ul style={{ margin: 0 }}>
        {Array.from({ length: 20 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: static demo list
          <li key={i}>صلاحية رقم {i + 1}</li>
        ))}
      </ul>
    ),
  },
};
