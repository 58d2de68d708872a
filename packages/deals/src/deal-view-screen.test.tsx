// Testing Library collapses whitespace, so formatMoney's no-break space before the currency reads as ' '.
import { toast } from '@cc/ui-rtl';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DealViewScreen } from './deal-view-screen';
import { createMemoryDealsApi } from './memory-api';
import { renderWithRouter } from './test/render';

vi.mock('@cc/ui-rtl', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@cc/ui-rtl')>()),
  toast: { success: vi.fn(), error: vi.fn() },
}));

describe('DealViewScreen', () => {
  it('shows parties, the plan summary, the schedule with overdue marks and the print link', async () => {
    renderWithRouter(
      <DealViewScreen
        api={createMemoryDealsApi()}
        kind="contracts"
        dealId={1}
        canRecordPayment
        canReschedule
      />,
    );
    expect(await screen.findByText('العقد رقم 1001')).toBeInTheDocument();
    expect(screen.getByText('علي حسين كاظم')).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'خطة الدفع' });
    expect(summary).toHaveTextContent('12,000,000 د.ع');
    expect(summary).toHaveTextContent('7,500,000 د.ع');
    const schedule = screen.getByRole('region', { name: 'جدول الأقساط' });
    expect(within(schedule).getByText('متأخر')).toBeInTheDocument();
    expect(within(schedule).getAllByText('غير مدفوع')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'طباعة' })).toHaveAttribute('href', '/print/1/true');
  });

  it('records a payment and shows the receipt number', async () => {
    const user = userEvent.setup();
    const api = createMemoryDealsApi();
    renderWithRouter(<DealViewScreen api={api} kind="contracts" dealId={1} canRecordPayment canReschedule />);
    await user.click(await screen.findByRole('button', { name: 'تسجيل دفعة' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'حفظ' }));
    expect(await within(dialog).findByRole('alert')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/المبلغ/), '1500000');
    await user.selectOptions(within(dialog).getByLabelText(/طريقة الدفع/), 'TRANSFER');
    await user.click(within(dialog).getByRole('button', { name: 'حفظ' }));
    expect(await within(dialog).findByText('تم تسجيل الدفعة — رقم الإيصال 501')).toBeInTheDocument();
    expect(toast.success).toHaveBeenCalledWith('تم تسجيل الدفعة — رقم الإيصال 501');
    expect(api.calls.find((c) => c.method === 'recordPayment')?.args[0]).toEqual({
      planId: 1,
      amount: '1500000',
      method: 'TRANSFER',
      note: null,
    });
    await user.click(within(dialog).getAllByRole('button', { name: 'إغلاق' }).at(-1)!);
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'خطة الدفع' })).toHaveTextContent('6,000,000 د.ع'),
    );
  });

  it('reschedules with a count and a first due date', async () => {
    const user = userEvent.setup();
    const api = createMemoryDealsApi();
    renderWithRouter(<DealViewScreen api={api} kind="contracts" dealId={1} canRecordPayment canReschedule />);
    await user.click(await screen.findByRole('button', { name: 'إعادة الجدولة' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/عدد الأقساط/), '4');
    await user.type(within(dialog).getByLabelText(/تاريخ أول قسط/), '2030-01-15');
    await user.click(within(dialog).getByRole('button', { name: 'حفظ' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('تمت إعادة الجدولة'));
    expect(api.calls.find((c) => c.method === 'reschedule')?.args).toEqual([
      1,
      { installmentCount: 4, firstDueDate: '2030-01-15' },
    ]);
  });

  it('offers neither action without the permissions', async () => {
    renderWithRouter(
      <DealViewScreen
        api={createMemoryDealsApi()}
        kind="contracts"
        dealId={1}
        canRecordPayment={false}
        canReschedule={false}
      />,
    );
    await screen.findByText('العقد رقم 1001');
    expect(screen.queryByRole('button', { name: 'تسجيل دفعة' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'إعادة الجدولة' })).toBeNull();
  });
});
