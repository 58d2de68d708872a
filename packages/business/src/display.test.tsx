// Testing Library collapses whitespace, so formatMoney's no-break space before the currency reads as ' '.
import type { Installment } from '@cc/contracts';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { InstallmentsTable } from './installments-table';
import { DateText, Money } from './money';
import { InstallmentStatusBadge, PlanStatusBadge } from './status-badges';

const inst = (sequence: number, more: Partial<Installment>): Installment => ({
  id: sequence,
  sequence,
  dueDate: `2025-0${sequence + 1}-10`,
  amount: '3000000',
  paidAmount: '0',
  remainingAmount: '3000000',
  status: 'PENDING',
  overdue: false,
  ...more,
});

describe('money and status display', () => {
  it('shows an amount in its own currency, isolated left to right', () => {
    render(
      <p>
        <Money amount="12000000" currency="IQD" /> / <Money amount="1250.5" currency="USD" negative />
      </p>,
    );
    expect(screen.getByText('12,000,000 د.ع')).toHaveAttribute('dir', 'ltr');
    expect(screen.getByText('−1,250.50 $').tagName).toBe('BDI');
  });

  it('shows a negative amount from the API (a loss, a shortfall) with its sign before the number', () => {
    render(
      <p>
        <Money amount="-1000000" currency="IQD" /> / <Money amount="-250.00" currency="USD" negative />
      </p>,
    );
    expect(screen.getByText('−1,000,000 د.ع')).toBeInTheDocument();
    // Negated twice: a reversal of a loss.
    expect(screen.getByText('250.00 $')).toBeInTheDocument();
  });

  it("shows a date's day, or 'غير متوفر'", () => {
    render(
      <p>
        <DateText value="2025-02-10T09:00:00.000Z" /> <DateText value={null} />
      </p>,
    );
    expect(screen.getByText('2025-02-10')).toBeInTheDocument();
    expect(screen.getByText('غير متوفر', { exact: false })).toBeInTheDocument();
  });

  it('labels plan and instalment statuses as the contracts do', () => {
    render(
      <div>
        <PlanStatusBadge status="ACTIVE" />
        <PlanStatusBadge status="PAID" />
        <PlanStatusBadge status="CANCELLED" />
        <InstallmentStatusBadge status="PARTIAL" overdue />
      </div>,
    );
    for (const label of ['قيد التسديد', 'مسدد بالكامل', 'ملغى', 'مدفوع جزئياً', 'متأخر'])
      expect(screen.getByText(label)).toBeInTheDocument();
  });
});

describe('InstallmentsTable', () => {
  it('lists the instalments with their amounts, statuses and overdue marks', () => {
    render(
      <InstallmentsTable
        currency="IQD"
        installments={[
          inst(1, { paidAmount: '1500000', remainingAmount: '1500000', status: 'PARTIAL', overdue: true }),
          inst(2, {}),
          inst(3, { paidAmount: '3000000', remainingAmount: '0', status: 'PAID' }),
        ]}
      />,
    );
    const table = screen.getByRole('table', { name: 'جدول الأقساط' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent?.replace(/\u00A0/g, ' '))).toEqual([
      '12025-02-103,000,000 د.ع1,500,000 د.ع1,500,000 د.عمدفوع جزئياًمتأخر',
      '22025-03-103,000,000 د.ع0 د.ع3,000,000 د.عغير مدفوع',
      '32025-04-103,000,000 د.ع3,000,000 د.ع0 د.عمدفوع',
    ]);
    expect(rows[0]).toHaveAttribute('data-overdue');
    expect(rows[1]).not.toHaveAttribute('data-overdue');
  });

  it('names the down payment «المقدمة», with its date, what remains of it and its overdue mark', () => {
    render(
      <InstallmentsTable
        currency="IQD"
        installments={[
          inst(0, { dueDate: '2025-01-05', amount: '2000000', remainingAmount: '2000000', overdue: true }),
          inst(1, {}),
        ]}
      />,
    );
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows[0]?.textContent?.replace(/\u00A0/g, ' ')).toBe(
      'المقدمة2025-01-052,000,000 د.ع0 د.ع2,000,000 د.عغير مدفوعمتأخر',
    );
    expect(rows[0]).toHaveAttribute('data-overdue');
    expect(rows[1]?.textContent?.startsWith('12025-02-10')).toBe(true);
  });

  it("says 'لا توجد أقساط' for a cash plan", () => {
    render(<InstallmentsTable currency="USD" installments={[]} />);
    expect(screen.getByText('لا توجد أقساط')).toBeInTheDocument();
  });
});
