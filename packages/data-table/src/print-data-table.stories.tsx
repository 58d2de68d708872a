import { CAR_STATUS_LABELS_AR, type Car } from '@cc/contracts';
import { DEMO_CARS } from '@cc/resources/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { PrintDataTable } from './print-data-table';
import type { ColumnDef } from './types';

interface DemoInstallment {
  sequence: number;
  dueDate: string;
  amount: number;
  paidAmount: number;
  status: 'PENDING' | 'PARTIAL' | 'PAID';
}

interface DemoDeal {
  id: number;
  contractNumber: string;
  contractDate: string;
  buyer: { fullName: string | null };
  car: Car;
  price: number;
  installments: DemoInstallment[];
}

/** Every other deal is paid in four instalments (the first paid, the second partly). */
const installments = (i: number): DemoInstallment[] =>
  i % 2 === 1
    ? []
    : Array.from({ length: 4 }, (_, n) => ({
        sequence: n + 1,
        dueDate: `2026-${String(n + 2).padStart(2, '0')}-15`,
        amount: 1_250_000,
        paidAmount: n === 0 ? 1_250_000 : n === 1 ? 500_000 : 0,
        status: n === 0 ? 'PAID' : n === 1 ? 'PARTIAL' : 'PENDING',
      }));

const deals: DemoDeal[] = DEMO_CARS.slice(0, 8).map((car, i) => ({
  id: i + 1,
  contractNumber: `C-${String(i + 1).padStart(4, '0')}`,
  contractDate: `2026-0${(i % 9) + 1}-1${i % 9}`,
  buyer: { fullName: i === 3 ? null : ['أحمد علي', 'زينب حسين', 'محمد جاسم', 'فاطمة كريم'][i % 4]! },
  car,
  price: 15_000_000 + i * 1_250_000,
  installments: installments(i),
}));

const columns: ColumnDef<DemoDeal>[] = [
  { key: 'contractNumber', title: 'رقم العقد', kind: 'code', sortable: true },
  { key: 'contractDate', title: 'تاريخ العقد', kind: 'date', sortable: true },
  { key: 'buyer.fullName', title: 'اسم المشتري', sortable: true },
  { key: 'car.name', title: 'السيارة', sortable: true },
  { key: 'car.plateNumber', title: 'رقم اللوحة', kind: 'code' },
  { key: 'price', title: 'السعر', kind: 'amount', sortable: true },
  {
    key: 'car.status',
    title: 'حالة السيارة',
    hidden: true,
    render: (d) => CAR_STATUS_LABELS_AR[d.car.status],
  },
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
