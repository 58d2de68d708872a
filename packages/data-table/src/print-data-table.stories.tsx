import type { Meta, StoryObj } from '@storybook/react-vite';
import { DEMO_CARS, type DemoCar, STATUS_LABELS } from './fixtures';
import { PrintDataTable } from './print-data-table';
import type { ColumnDef } from './types';

interface DemoDeal {
  id: number;
  contractNumber: string;
  contractDate: string;
  buyer: { fullName: string | null };
  car: DemoCar;
  price: number;
  installments: DemoCar['installations'];
}

const deals: DemoDeal[] = DEMO_CARS.slice(0, 8).map((car, i) => ({
  id: i + 1,
  contractNumber: `C-${String(i + 1).padStart(4, '0')}`,
  contractDate: `2026-0${(i % 9) + 1}-1${i % 9}`,
  buyer: { fullName: i === 3 ? null : ['أحمد علي', 'زينب حسين', 'محمد جاسم', 'فاطمة كريم'][i % 4]! },
  car,
  price: 15_000_000 + i * 1_250_000,
  installments: car.installations,
}));

const columns: ColumnDef<DemoDeal>[] = [
  { key: 'contractNumber', title: 'رقم العقد', kind: 'code', sortable: true },
  { key: 'contractDate', title: 'تاريخ العقد', kind: 'date', sortable: true },
  { key: 'buyer.fullName', title: 'اسم المشتري', sortable: true },
  { key: 'car.name', title: 'السيارة', sortable: true },
  { key: 'car.plateNumber', title: 'رقم اللوحة', kind: 'code' },
  { key: 'price', title: 'السعر', kind: 'amount', sortable: true },
  { key: 'car.status', title: 'حالة السيارة', hidden: true, render: (d) => STATUS_LABELS[d.car.status] },
  { key: 'id', title: 'المعرف', kind: 'number', hidden: true },
];

const meta = {
  title: 'DataTable/PrintDataTable',
  component: PrintDataTable<DemoDeal>,
  args: { caption: 'العقود', columns, rows: deals },
} satisfies Meta<typeof PrintDataTable<DemoDeal>>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Two columns start hidden; the 'الأعمدة' chooser shows them. Rows with instalments expand. */
export const HiddenColumns: Story = {};

export const ChooserOpen: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'الأعمدة' }));
  },
};

export const Loading: Story = { args: { rows: [], loading: true } };

export const Empty: Story = { args: { rows: [] } };

export const ErrorState: Story = { name: 'Error', args: { error: 'تعذر تحميل العقود' } };
