import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge } from './badge';
import { Bdi } from './bdi';
import { Button } from './button';
import * as icons from './icons';
import { IconChevronEnd, IconChevronStart, IconPlus } from './icons';
import { PageHeader } from './page-header';

const meta = {
  title: 'Components/PageHeader',
  component: PageHeader,
  args: { title: 'إدارة الأدوار والصلاحيات' },
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TitleOnly: Story = {};
export const WithActions: Story = {
  args: {
    subtitle: 'أضف الأدوار وحدد صلاحيات كل دور',
    actions: (
      <>
        <Button variant="secondary">تصدير</Button>
        <Button startIcon={<IconPlus size={18} />}>إضافة دور</Button>
      </>
    ),
  },
};

export const Badges: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      <Badge tone="success">مباعة</Badge>
      <Badge tone="warning">غير مبيوعة</Badge>
      <Badge tone="info">قيد الدفع</Badge>
      <Badge tone="danger">ملغى</Badge>
      <Badge tone="neutral">
        رقم <Bdi>#42</Bdi>
      </Badge>
    </div>
  ),
};

export const Icons: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap', alignItems: 'center' }}>
      <span>
        <IconChevronStart /> السابق
      </span>
      <span>
        التالي <IconChevronEnd />
      </span>
      {Object.entries(icons).map(([name, Icon]) => (
        <span key={name} title={name}>
          <Icon />
        </span>
      ))}
    </div>
  ),
};
