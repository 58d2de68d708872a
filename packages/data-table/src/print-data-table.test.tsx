import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PrintDataTable } from './print-data-table';
import type { ColumnDef } from './types';

interface Deal {
  id: number;
  contractNumber: string;
  buyer: { fullName: string | null };
  price: number;
  installments?: { sequence: number; dueDate: string; amount: number; paidAmount: number; status: string }[];
}

const columns: ColumnDef<Deal>[] = [
  { key: 'contractNumber', title: 'رقم العقد', kind: 'code', sortable: true },
  { key: 'buyer.fullName', title: 'اسم المشتري', sortable: true },
  { key: 'price', title: 'السعر', kind: 'amount', sortable: true },
  { key: 'id', title: 'المعرف', hidden: true },
];
const rows: Deal[] = [
  { id: 1, contractNumber: 'C-002', buyer: { fullName: 'أحمد علي' }, price: 30000 },
  {
    id: 2,
    contractNumber: 'C-001',
    buyer: { fullName: null },
    price: 12000,
    installments: [{ sequence: 1, dueDate: '2026-02-15', amount: 1000, paidAmount: 0, status: 'PENDING' }],
  },
];

const bodyRows = () =>
  within(screen.getByRole('table', { name: 'العقود' }))
    .getAllByRole('row')
    .slice(1);

describe('PrintDataTable', () => {
  it('shows loading, empty and the error string in place of rows', () => {
    const { rerender } = render(<PrintDataTable caption="العقود" columns={columns} rows={[]} loading />);
    expect(screen.getByRole('status')).toHaveTextContent('جار التحميل...');
    rerender(<PrintDataTable caption="العقود" columns={columns} rows={[]} />);
    expect(screen.getByText('لا توجد بيانات')).toBeInTheDocument();
    rerender(<PrintDataTable caption="العقود" columns={columns} rows={rows} error="تعذر تحميل العقود" />);
    expect(screen.getByRole('alert')).toHaveTextContent('تعذر تحميل العقود');
    expect(screen.queryByText('C-001')).not.toBeInTheDocument();
  });

  it("shows 'غير متوفر' for missing values and hides columns marked hidden", () => {
    render(<PrintDataTable caption="العقود" columns={columns} rows={rows} />);
    expect(screen.getByText('غير متوفر')).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'المعرف' })).not.toBeInTheDocument();
  });

  it('hides and shows columns through the column chooser', async () => {
    const user = userEvent.setup();
    render(<PrintDataTable caption="العقود" columns={columns} rows={rows} />);
    await user.click(screen.getByRole('button', { name: 'الأعمدة' }));
    await user.click(screen.getByRole('checkbox', { name: 'السعر' }));
    expect(screen.queryByRole('columnheader', { name: /السعر/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'المعرف' }));
    expect(screen.getByRole('columnheader', { name: 'المعرف' })).toBeInTheDocument();
  });

  it('sorts on the client: a new column ascending, then toggled', async () => {
    const user = userEvent.setup();
    render(<PrintDataTable caption="العقود" columns={columns} rows={rows} />);
    await user.click(screen.getByRole('button', { name: /رقم العقد/ }));
    expect(bodyRows()[0]).toHaveTextContent('C-001');
    expect(screen.getByRole('columnheader', { name: /رقم العقد/ })).toHaveAttribute('aria-sort', 'ascending');
    await user.click(screen.getByRole('button', { name: /رقم العقد/ }));
    expect(bodyRows()[0]).toHaveTextContent('C-002');
    await user.click(screen.getByRole('button', { name: /السعر/ }));
    expect(bodyRows()[0]).toHaveTextContent('12,000');
  });

  it('expands a row with installments to child rows, and collapses it', async () => {
    const user = userEvent.setup();
    render(<PrintDataTable caption="العقود" columns={columns} rows={rows} />);
    const toggle = screen.getByRole('button', { name: 'عرض الأقساط' });
    await user.click(toggle);
    expect(
      within(screen.getByRole('table', { name: 'الأقساط' })).getByText('2026-02-15'),
    ).toBeInTheDocument();
    await user.click(toggle);
    expect(screen.queryByRole('table', { name: 'الأقساط' })).not.toBeInTheDocument();
  });
});
