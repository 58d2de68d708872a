import type { Installment } from '@cc/contracts';
import { DEMO_DEALS } from '@cc/resources/testing';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fitTable, InstallmentsTable } from './installments-table';

const [first] = DEMO_DEALS.find((d) => d.paymentPlan.installments.length > 0)!.paymentPlan.installments;
/** Twelve monthly instalments of 750,000 from 2026-04-15. */
const ROWS: Installment[] = Array.from({ length: 12 }, (_, i) => ({
  ...first!,
  id: i + 1,
  sequence: i + 1,
  dueDate: `${i < 9 ? 2026 : 2027}-${String(((i + 3) % 12) + 1).padStart(2, '0')}-15`,
  amount: '750000',
}));

describe('fitTable', () => {
  it('keeps the item font when every row fits, splitting rows into balanced groups', () => {
    // 136 px at 12 px (19.2 px a row) holds a header and 6 rows; 12 rows make 2 groups of 6.
    expect(fitTable(12, 696, 136, 12)).toEqual({ fontSize: 12, rowsPerGroup: 6, groups: 2 });
    expect(fitTable(3, 696, 136, 12)).toEqual({ fontSize: 12, rowsPerGroup: 3, groups: 1 });
  });

  it('shrinks the font until a long plan fits the box, never below 7 px', () => {
    const layout = fitTable(60, 696, 136, 12);
    expect(layout.fontSize).toBeLessThan(12);
    expect(layout.groups * layout.rowsPerGroup).toBeGreaterThanOrEqual(60);
    expect(layout.groups * layout.fontSize * 15).toBeLessThanOrEqual(696);
    expect(fitTable(120, 100, 40, 12).fontSize).toBe(7);
  });
});

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
    const row = container.querySelector('tr[data-sequence="10"]') as HTMLElement;
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
