import type { Meta, StoryObj } from '@storybook/react-vite';
import { A4Page } from './a4-page';
import { Badge } from './badge';
import { Bdi } from './bdi';
import { Button } from './button';
import { IconEdit, IconEye, IconFilter, IconPlus, IconSearch, IconTrash } from './icons';
import { PageHeader } from './page-header';
import { TextInput } from './text-input';

const meta = {
  title: 'Layout/A4Page',
  component: A4Page,
  parameters: { layout: 'padded' },
  args: { children: null },
} satisfies Meta<typeof A4Page>;

export default meta;
type Story = StoryObj<typeof meta>;

const cars = [
  { id: 12, name: 'تويوتا كامري', plate: '12345 / بغداد', status: <Badge tone="warning">غير مبيوعة</Badge> },
  { id: 13, name: 'Kia Sportage', plate: 'KRD-7781', status: <Badge tone="info">قيد الدفع</Badge> },
  { id: 14, name: 'هيونداي توسان', plate: '99812', status: <Badge tone="success">مباعة</Badge> },
];

export const Screen: Story = {
  render: () => (
    <A4Page>
      <PageHeader
        title="السيارات"
        subtitle="قائمة السيارات المعروضة للبيع بالتقسيط"
        actions={
          <>
            <Button variant="secondary" startIcon={<IconFilter size={18} />}>
              تصفية
            </Button>
            <Button startIcon={<IconPlus size={18} />}>اضافة سيارة</Button>
          </>
        }
      />
      <div style={{ maxInlineSize: 360, marginBlockEnd: 16 }}>
        <TextInput aria-label="بحث" placeholder="بحث" startIcon={<IconSearch size={18} />} />
      </div>
      <table style={{ inlineSize: '100%', borderCollapse: 'collapse', fontSize: 14 }}>
        <thead>
          <tr style={{ textAlign: 'start' }}>
            <th style={{ textAlign: 'start', padding: 8 }}>الرقم</th>
            <th style={{ textAlign: 'start', padding: 8 }}>اسم السيارة</th>
            <th style={{ textAlign: 'start', padding: 8 }}>رقم اللوحة</th>
            <th style={{ textAlign: 'start', padding: 8 }}>الحالة</th>
            <th style={{ textAlign: 'start', padding: 8 }}>الإجراءات</th>
          </tr>
        </thead>
        <tbody>
          {cars.map((car) => (
            <tr key={car.id} style={{ borderBlockStart: '1px solid #e2e8f0' }}>
              <td style={{ padding: 8 }}>
                <Bdi>{car.id}</Bdi>
              </td>
              <td style={{ padding: 8 }}>
                <Bdi>{car.name}</Bdi>
              </td>
              <td style={{ padding: 8 }}>
                <Bdi>{car.plate}</Bdi>
              </td>
              <td style={{ padding: 8 }}>{car.status}</td>
              <td style={{ padding: 8, display: 'flex', gap: 8 }}>
                <IconEye aria-label="عرض" />
                <IconEdit />
                <IconTrash />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </A4Page>
  ),
};

export const FixedA4: Story = {
  render: () => (
    <A4Page fixed>
      <div style={{ padding: 48 }}>
        <h2>عقد بيع سيارة بالتقسيط</h2>
        <p>
          رقم العقد: <Bdi>2024-0012</Bdi>
        </p>
        <p>هذه الصفحة بحجم A4 تماماً (794×1123) على الشاشة وفي الطباعة.</p>
      </div>
    </A4Page>
  ),
};
