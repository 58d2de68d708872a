// Testing Library collapses whitespace, so formatMoney's no-break space before the currency reads as ' '.
import { toast } from '@cc/ui-rtl';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DealViewScreen } from './deal-view-screen';
import { demoPayments } from './demo-deals';
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
    expect(within(dialog).getByRole('link', { name: 'طباعة الوصل' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/print-receipt\/\d+$/),
    );
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

  it('shows no payments section without GET_INSTALLMENT, and says so when the payments cannot be loaded', async () => {
    const api = createMemoryDealsApi({ payments: demoPayments() });
    const { unmount } = renderWithRouter(
      <DealViewScreen
        api={api}
        kind="contracts"
        dealId={1}
        canRecordPayment={false}
        canReschedule={false}
        canSeePayments={false}
      />,
    );
    await screen.findByText('العقد رقم 1001');
    expect(screen.queryByRole('region', { name: 'الدفعات' })).toBeNull();
    expect(api.calls.some((c) => c.method === 'payments')).toBe(false);
    unmount();

    const failing = createMemoryDealsApi({ payments: demoPayments() });
    failing.payments = async () => {
      throw new Error('ليس لديك صلاحية');
    };
    renderWithRouter(
      <DealViewScreen
        api={failing}
        kind="contracts"
        dealId={1}
        canRecordPayment={false}
        canReschedule={false}
      />,
    );
    const section = await screen.findByRole('region', { name: 'الدفعات' });
    expect(await within(section).findByRole('alert')).toHaveTextContent('تعذر تحميل الدفعات');
    expect(within(section).queryByText('لا توجد دفعات')).toBeNull();
  });

  it('shows reversed payments struck and marked, reversal entries with the receipt they reverse', async () => {
    renderWithRouter(
      <DealViewScreen
        api={createMemoryDealsApi({ payments: demoPayments() })}
        kind="contracts"
        dealId={1}
        canRecordPayment={false}
        canReschedule={false}
      />,
    );
    const section = await screen.findByRole('region', { name: 'الدفعات' });
    const rows = await within(section).findAllByRole('row');
    const reversed = rows.find((r) => r.textContent?.includes('بقيد العكس رقم'))!;
    expect(reversed).toHaveAttribute('data-reversed');
    expect(within(reversed).getByText('ملغاة')).toBeInTheDocument();
    expect(reversed).toHaveTextContent('بقيد العكس رقم 103');
    expect(reversed).toHaveTextContent('سبب العكس: إيصال مكرر');
    const entry = rows.find((r) => r.getAttribute('data-kind') === 'REVERSAL')!;
    expect(within(entry).getByText('قيد عكس')).toBeInTheDocument();
    expect(entry).toHaveTextContent('عن الإيصال رقم 102');
    expect(entry).not.toHaveAttribute('data-reversed');
    // Only the company account reverses; everyone may print each entry's receipt.
    expect(within(section).queryByRole('button', { name: /عكس/ })).toBeNull();
    expect(within(section).getByRole('link', { name: 'طباعة الوصل رقم 102' })).toHaveAttribute(
      'href',
      `/print-receipt/${demoPayments().find((p) => p.receiptNumber === 102)?.id}`,
    );
    expect(within(section).getAllByRole('link', { name: /^طباعة الوصل رقم/ })).toHaveLength(rows.length - 1);
  });

  it('the company account reverses a standing payment with a reason; the plan reloads', async () => {
    const user = userEvent.setup();
    const api = createMemoryDealsApi({ payments: demoPayments() });
    renderWithRouter(
      <DealViewScreen api={api} kind="contracts" dealId={1} canRecordPayment canReschedule canReverse />,
    );
    const section = await screen.findByRole('region', { name: 'الدفعات' });
    // Standing payments only: not the reversed one (102), not the reversal entry (103).
    await within(section).findByRole('button', { name: 'عكس الدفعة رقم 104' });
    expect(within(section).getAllByRole('button', { name: /^عكس الدفعة رقم/ })).toHaveLength(2);
    expect(within(section).queryByRole('button', { name: 'عكس الدفعة رقم 102' })).toBeNull();
    expect(within(section).queryByRole('button', { name: 'عكس الدفعة رقم 103' })).toBeNull();

    await user.click(within(section).getByRole('button', { name: 'عكس الدفعة رقم 104' }));
    const dialog = await screen.findByRole('dialog', { name: 'عكس الدفعة' });
    expect(dialog).toHaveTextContent('الإيصال رقم 104');
    await user.click(within(dialog).getByRole('button', { name: 'عكس الدفعة' }));
    expect(await within(dialog).findByText('سبب العكس مطلوب')).toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'reversePayment')).toBe(false);
    await user.type(within(dialog).getByLabelText('سبب العكس'), 'تحويل مرتجع');
    await user.click(within(dialog).getByRole('button', { name: 'عكس الدفعة' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('تم عكس الدفعة — رقم قيد العكس 501'));
    expect(api.calls.find((c) => c.method === 'reversePayment')?.args).toEqual([104, 'تحويل مرتجع']);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'خطة الدفع' })).toHaveTextContent('9,000,000 د.ع'),
    );
    const rows = within(screen.getByRole('region', { name: 'الدفعات' })).getAllByRole('row');
    expect(rows.filter((r) => r.hasAttribute('data-reversed'))).toHaveLength(2);
    expect(within(section).queryByRole('button', { name: 'عكس الدفعة رقم 104' })).toBeNull();
  });

  it("shows the server's refusal in the dialog and as a toast", async () => {
    const user = userEvent.setup();
    const api = createMemoryDealsApi({
      payments: demoPayments(),
      reverseError: new Error('هذه الدفعة معكوسة مسبقاً'),
    });
    renderWithRouter(
      <DealViewScreen api={api} kind="contracts" dealId={1} canRecordPayment canReschedule canReverse />,
    );
    await user.click(await screen.findByRole('button', { name: 'عكس الدفعة رقم 101' }));
    const dialog = await screen.findByRole('dialog', { name: 'عكس الدفعة' });
    await user.type(within(dialog).getByLabelText('سبب العكس'), 'خطأ');
    await user.click(within(dialog).getByRole('button', { name: 'عكس الدفعة' }));
    expect(await within(dialog).findByText('هذه الدفعة معكوسة مسبقاً')).toBeInTheDocument();
    expect(toast.error).toHaveBeenCalledWith('هذه الدفعة معكوسة مسبقاً');
  });
});
