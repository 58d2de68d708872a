import type { Payment } from '@cc/contracts';
import { DEMO_PAYMENTS } from '@cc/resources/testing';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { PaymentsTable, type PaymentsTableProps } from './payments-table';
import { discountAndDollars, writeOffAndRefund } from './test/payment-entries';

// Contract 1001's ledger: down payment 101, 103 reversed by the entry 104, a transfer 105.
const ledger = DEMO_PAYMENTS.filter((p) => p.dealId === DEMO_PAYMENTS[0]?.dealId);
const byReceipt = (n: number) => ledger.find((p) => p.receiptNumber === n) as Payment;

function renderTable(props: Partial<PaymentsTableProps> = {}) {
  render(
    <MemoryRouter>
      <PaymentsTable payments={ledger} {...props} />
    </MemoryRouter>,
  );
  const rows = screen.getAllByRole('row').slice(1);
  return (receipt: number) =>
    rows.find((r) => (r as HTMLTableRowElement).cells[0]?.textContent === String(receipt)) as HTMLElement;
}

describe('PaymentsTable', () => {
  it("strikes a reversed payment 'ملغاة' and marks its reversal entry 'قيد عكس'", () => {
    const row = renderTable();
    expect(row(103)).toHaveAttribute('data-reversed');
    expect(within(row(103)).getByText('ملغاة')).toBeInTheDocument();
    expect(row(103)).toHaveTextContent('بقيد العكس رقم 104');
    expect(row(103)).toHaveTextContent('سبب العكس: إيصال مكرر');
    expect(within(row(104)).getByText('قيد عكس', { exact: true })).toBeInTheDocument();
    expect(row(104)).toHaveTextContent('عن الإيصال رقم 103');
    expect(row(104)).toHaveTextContent('−500,000 د.ع');
    expect(row(104)).not.toHaveAttribute('data-reversed');
    expect(within(row(101)).getByText('سارية')).toBeInTheDocument();
    expect(within(row(101)).getByText('دفعة مقدمة')).toBeInTheDocument();
    expect(row(105)).toHaveTextContent('تحويل');
    expect(row(105)).toHaveTextContent('7,500,000 د.ع');
  });

  it("links every entry to its printed document, named for it, and offers no 'عكس' without onReverse", () => {
    const row = renderTable();
    const printLinks: [number, string][] = [
      [101, 'طباعة الوصل رقم 101'],
      [103, 'طباعة الوصل الملغى رقم 103'],
      [104, 'طباعة سند العكس رقم 104'],
      [105, 'طباعة الوصل رقم 105'],
    ];
    for (const [n, name] of printLinks) {
      expect(within(row(n)).getByRole('link', { name })).toHaveAttribute(
        'href',
        `/print-receipt/${byReceipt(n).id}`,
      );
    }
    // Printing is the only action: no menu.
    expect(screen.queryByRole('button', { name: /^إجراءات/ })).toBeNull();
  });

  it("offers 'عكس' on standing payments only, as canReverse allows", async () => {
    const onReverse = vi.fn();
    renderTable({ onReverse, canReverse: (p) => p.receiptNumber !== 101 });
    // 101: refused by canReverse; 103: reversed; 104: a reversal entry. Only 105 has a menu.
    expect(screen.getAllByRole('button', { name: /^إجراءات الوصل رقم/ })).toHaveLength(1);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'إجراءات الوصل رقم 105' }));
    await user.click(await screen.findByRole('menuitem', { name: 'عكس' }));
    expect(onReverse).toHaveBeenCalledWith(byReceipt(105));
  });

  it("names each entry's deal when asked, and says when there is nothing", () => {
    const row = renderTable({ showDeal: true });
    expect(screen.getByRole('columnheader', { name: 'العقد' })).toBeInTheDocument();
    expect(row(105)).toHaveTextContent('عقد 1001');
  });

  it('says so when there are no entries', () => {
    render(<PaymentsTable payments={[]} emptyText="لا توجد دفعات على عقود هذا الحساب" />);
    expect(screen.getByText('لا توجد دفعات على عقود هذا الحساب')).toBeInTheDocument();
  });

  it('shows a discount with its reason and no method, and money handed over in the other currency with its rate', async () => {
    const { discount, dollars } = discountAndDollars(byReceipt(105));
    const onReverse = vi.fn();
    render(
      <MemoryRouter>
        <PaymentsTable payments={[discount, dollars]} onReverse={onReverse} />
      </MemoryRouter>,
    );
    const [d, p] = screen.getAllByRole('row').slice(1) as [HTMLElement, HTMLElement];
    expect(within(d).getByText('خصم')).toBeInTheDocument();
    expect(d).toHaveTextContent('سبب الخصم: تسوية نهائية');
    expect(d).toHaveTextContent('—');
    // Its print is a discount note, not a receipt.
    expect(within(d).getByRole('link', { name: 'طباعة إشعار الخصم رقم 901' })).toHaveAttribute(
      'href',
      '/print-receipt/9001',
    );
    // A discount is reversed like a payment.
    await userEvent.setup().click(within(d).getByRole('button', { name: 'إجراءات الوصل رقم 901' }));
    await userEvent.setup().click(await screen.findByRole('menuitem', { name: 'عكس' }));
    expect(onReverse).toHaveBeenCalledWith(expect.objectContaining({ receiptNumber: 901 }));
    expect(within(p).getByRole('link', { name: 'طباعة الوصل رقم 902' })).toBeInTheDocument();
    expect(p).toHaveTextContent('131,000 د.ع');
    expect(p).toHaveTextContent('المسلَّم');
    expect(p).toHaveTextContent('100.00 $');
    expect(p).toHaveTextContent('سعر الصرف 1310');
  });

  it("shows a repossession's write-off and a refund with their badges, reasons and documents; only the refund may be reversed", async () => {
    const { writeOff, refund } = writeOffAndRefund(byReceipt(105));
    const onReverse = vi.fn();
    render(
      <MemoryRouter>
        <PaymentsTable payments={[writeOff, refund]} onReverse={onReverse} />
      </MemoryRouter>,
    );
    const [w, r] = screen.getAllByRole('row').slice(1) as [HTMLElement, HTMLElement];
    const method = (row: HTMLElement) => (row as HTMLTableRowElement).cells[3];
    expect(within(w).getByText('شطب')).toBeInTheDocument();
    expect(w).toHaveTextContent('سبب الشطب: تعثر المشتري عن السداد');
    expect(w).toHaveTextContent('7,500,000 د.ع');
    // Never money received: no method, though stored as cash.
    expect(method(w)).toHaveTextContent('—');
    expect(w).not.toHaveTextContent('نقداً');
    expect(within(w).getByRole('link', { name: 'طباعة إشعار الشطب رقم 903' })).toHaveAttribute(
      'href',
      '/print-receipt/9003',
    );
    // A write-off is undone with the repossession, never reversed on its own.
    expect(within(w).queryByRole('button', { name: /^إجراءات/ })).toBeNull();

    expect(within(r).getByText('مبلغ مُعاد')).toBeInTheDocument();
    expect(r).toHaveTextContent('سبب الإرجاع: تسوية بعد الاسترجاع');
    expect(r).toHaveTextContent('1,000,000 د.ع');
    expect(method(r)).toHaveTextContent('تحويل');
    expect(within(r).getByRole('link', { name: 'طباعة سند الصرف رقم 904' })).toHaveAttribute(
      'href',
      '/print-receipt/9004',
    );
    const user = userEvent.setup();
    await user.click(within(r).getByRole('button', { name: 'إجراءات الوصل رقم 904' }));
    await user.click(await screen.findByRole('menuitem', { name: 'عكس' }));
    expect(onReverse).toHaveBeenCalledWith(expect.objectContaining({ receiptNumber: 904 }));
  });

  it('names the print of a reversed write-off or refund for the cancelled document', () => {
    const { writeOff, refund } = writeOffAndRefund(byReceipt(105));
    const voided = { reversed: true, reversal: { id: 9005, receiptNumber: 905, paidAt: '2025-03-01' } };
    render(
      <MemoryRouter>
        <PaymentsTable
          payments={[
            { ...writeOff, ...voided },
            { ...refund, ...voided },
          ]}
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'طباعة إشعار الشطب الملغى رقم 903' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'طباعة سند الصرف الملغى رقم 904' })).toBeInTheDocument();
  });
});
