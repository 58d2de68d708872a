import type { Installment } from '@cc/contracts';
import { DEMO_DEALS } from '@cc/resources/testing';
import { SheetTable } from '@cc/template-designer/render';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installmentTable } from './resolve';

/** The instalment table item as the sheet prints it. */
function InstallmentsTable({
  rows,
  currency,
  ...box
}: {
  rows: Installment[];
  currency: 'IQD' | 'USD';
  width: number;
  height: number;
  fontSize: number;
  color: string;
}) {
  const value = installmentTable(rows, currency);
  if (value.type !== 'table') throw new Error('not a table');
  return <SheetTable columns={value.columns} rows={value.rows} empty={value.empty ?? ''} {...box} />;
}

const [first] = DEMO_DEALS.find((d) => d.paymentPlan.installments.length > 0)!.paymentPlan.installments;
/** Twelve monthly instalments of 750,000 from 2026-04-15. */
const ROWS: Installment[] = Array.from({ length: 12 }, (_, i) => ({
  ...first!,
  id: i + 1,
  sequence: i + 1,
  dueDate: `${i < 9 ? 2026 : 2027}-${String(((i + 3) % 12) + 1).padStart(2, '0')}-15`,
  amount: '750000',
}));

describe('InstallmentsTable', () => {
  it('prints every instalment with its date and amount, in groups side by side', () => {
    const { container } = render(
      <InstallmentsTable rows={ROWS} currency="IQD" width={696} height={136} fontSize={12} color="#111827" />,
    );
    const groups = container.querySelectorAll('table');
    expect(groups).toHaveLength(2);
    const first = within(groups[0] as HTMLElement);
    expect(first.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'ت',
      'تاريخ الاستحقاق',
      'مبلغ القسط',
    ]);
    const row = container.querySelector('tr[data-row="10"]') as HTMLElement;
    expect(row.textContent).toBe('102027/01/15750,000\u00A0دينار');
    expect(within(groups[1] as HTMLElement).getAllByRole('row')).toHaveLength(7);
  });

  it('says so when the plan has no instalments (cash)', () => {
    render(
      <InstallmentsTable rows={[]} currency="USD" width={300} height={100} fontSize={12} color="#000000" />,
    );
    expect(screen.getByText('لا توجد أقساط')).toBeInTheDocument();
  });
});
