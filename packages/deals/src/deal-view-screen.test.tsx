// Testing Library collapses whitespace, so formatMoney's no-break space before the currency reads as ' '.
import { type Deal, endpoints, PERMISSION_NAMES } from '@cc/contracts';
import { formatAmount } from '@cc/domain';
import { createTestApi, FakeFailure, failing } from '@cc/resources/testing';
import type { RenderOptions, TestApi } from '@cc/resources/testing/render';
import { toast } from '@cc/ui-rtl';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NOW, openPage } from './test/render';

vi.mock('@cc/ui-rtl', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@cc/ui-rtl')>()),
  toast: { success: vi.fn(), error: vi.fn() },
}));

const contract = (fake: TestApi, number: number) =>
  fake.db.deals.find((d) => d.kind === 'CONTRACT' && d.contractNumber === number) as Deal;
/** Contract 1001's page over a fresh fake. */
function renderContract(options: RenderOptions = {}) {
  const fake = options.fake ?? createTestApi({ now: NOW });
  return openPage(`/contracts/${contract(fake, 1001).id}`, { ...options, fake });
}
/** The remaining amount the fake holds now, as the page shows it. */
const remainingOf = (deal: Deal) =>
  formatAmount(deal.paymentPlan.remainingAmount, deal.currency).replace(/\u00A0/g, ' ');
const rowsOf = (section: HTMLElement) =>
  within(section).getAllByRole('row').slice(1) as HTMLTableRowElement[];
const receiptRow = (section: HTMLElement, n: number) =>
  rowsOf(section).find((r) => r.cells[0]?.textContent === String(n)) as HTMLElement;

describe('DealViewScreen', () => {
  it('shows parties, the plan summary, the schedule with overdue marks and the print link', async () => {
    const { fake } = renderContract();
    expect(await screen.findByText('العقد رقم 1001')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'الأطراف' })).getByText('أحمد علي حسين'),
    ).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'خطة الدفع' });
    expect(summary).toHaveTextContent('12,000,000 د.ع');
    expect(summary).toHaveTextContent('7,500,000 د.ع');
    // The schedule (like the ledger and the history) renders right after the first paint.
    expect(screen.queryByRole('region', { name: 'جدول الأقساط' })).not.toBeInTheDocument();
    const schedule = await screen.findByRole('region', { name: 'جدول الأقساط' });
    expect(within(schedule).getAllByText('متأخر')).toHaveLength(1);
    expect(within(schedule).getAllByText('غير مدفوع')).toHaveLength(2);
    const id = contract(fake, 1001).id;
    expect(screen.getByRole('link', { name: 'طباعة' })).toHaveAttribute('href', `/print/${id}/true`);
    expect(fake.callsTo(endpoints.contracts.get)[0]?.path).toBe(`/contracts/${id}`);
  });

  it('records a payment from the amount due (as the desk does), shows the receipt number, and the plan is read again', async () => {
    const user = userEvent.setup();
    const { fake } = renderContract();
    await user.click(await screen.findByRole('button', { name: 'تسجيل دفعة' }));
    const dialog = await screen.findByRole('dialog');
    // The form starts from what is due: the first instalment (after the paid down payment's line 0) is overdue at NOW.
    const amount = within(dialog).getByLabelText(/المبلغ/);
    const due = contract(fake, 1001).paymentPlan.installments.find((i) => i.status !== 'PAID')!;
    expect(amount).toHaveValue(due.remainingAmount);
    expect(within(dialog).getByText(/^المتأخر .* — القسط القادم /)).toBeInTheDocument();
    await user.clear(amount);
    await user.click(within(dialog).getByRole('button', { name: 'حفظ' }));
    expect(await within(dialog).findByRole('alert')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/المبلغ/), '1500000');
    await user.selectOptions(within(dialog).getByLabelText(/طريقة الدفع/), 'TRANSFER');
    await user.click(within(dialog).getByRole('button', { name: 'حفظ' }));
    await waitFor(() => expect(fake.callsTo(endpoints.payments.create)).toHaveLength(1));
    const receipt = fake.db.payments.at(-1)!;
    const text = `تم تسجيل الدفعة — رقم الإيصال ${receipt.receiptNumber}`;
    expect(await within(dialog).findByText(text)).toBeInTheDocument();
    expect(toast.success).toHaveBeenCalledWith(text);
    expect(within(dialog).getByRole('link', { name: 'طباعة الوصل' })).toHaveAttribute(
      'href',
      `/print-receipt/${receipt.id}`,
    );
    expect(fake.callsTo(endpoints.payments.create)[0]?.body).toEqual({
      planId: contract(fake, 1001).paymentPlan.id,
      amount: '1500000',
      method: 'TRANSFER',
      note: null,
      // The date field starts at today (a later date is refused).
      paidAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    await user.click(within(dialog).getAllByRole('button', { name: 'إغلاق' }).at(-1)!);
    await waitFor(() => expect(fake.callsTo(endpoints.contracts.get)).toHaveLength(2));
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'خطة الدفع' })).toHaveTextContent(
        remainingOf(contract(fake, 1001)),
      ),
    );
  });

  it('reschedules with a count and a first due date', async () => {
    const user = userEvent.setup();
    const { fake } = renderContract();
    await user.click(await screen.findByRole('button', { name: 'إعادة الجدولة' }));
    const dialog = await screen.findByRole('dialog');
    await user.clear(within(dialog).getByLabelText(/عدد الأقساط/));
    await user.type(within(dialog).getByLabelText(/عدد الأقساط/), '٤');
    const date = within(dialog).getByRole('group', { name: /تاريخ أول قسط/ });
    await user.selectOptions(within(date).getByLabelText('السنة'), '2030');
    await user.selectOptions(within(date).getByLabelText('الشهر'), 'كانون الثاني');
    await user.selectOptions(within(date).getByLabelText('اليوم'), '15');
    expect(within(date).getByRole('status')).toHaveTextContent('2030 / 01 / 15');
    await user.click(within(dialog).getByRole('button', { name: 'حفظ' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('تمت إعادة جدولة الأقساط'));
    expect(fake.callsTo(endpoints.plans.reschedule)).toMatchObject([
      {
        path: `/payment-plans/${contract(fake, 1001).paymentPlan.id}/schedule`,
        body: { installmentCount: 4, firstDueDate: '2030-01-15' },
      },
    ]);
  });

  it('opens the reschedule with what remains, the kept instalments, the earliest date prefilled and a live preview', async () => {
    const user = userEvent.setup();
    const { fake } = renderContract();
    const plan = contract(fake, 1001).paymentPlan;
    // Instalment 1 is partly paid (kept); 2 and 3, nothing paid, are spread again. The down payment's line
    // (0, paid) is never re-spread and is not among the kept monthly instalments.
    const [first, second, third] = plan.installments.filter((i) => i.sequence > 0);
    await user.click(await screen.findByRole('button', { name: 'إعادة الجدولة' }));
    const dialog = await screen.findByRole('dialog');
    const facts = within(dialog).getByLabelText('ما تشمله إعادة الجدولة');
    expect(facts).toHaveTextContent(remainingOf(contract(fake, 1001)));
    expect(facts).toHaveTextContent('6,000,000 د.ع');
    const kept = within(dialog).getByRole('table', { name: 'الأقساط المدفوعة كلياً أو جزئياً (تبقى كما هي)' });
    expect(within(kept).getAllByRole('row')).toHaveLength(2);
    expect(within(kept).getByText('مدفوع جزئياً')).toBeInTheDocument();
    expect(within(dialog).getByTestId('reschedule-earliest')).toHaveTextContent(first!.dueDate);
    // The earliest date allowed is where the form starts, and the count of what is replaced.
    const date = within(dialog).getByRole('group', { name: /تاريخ أول قسط/ });
    expect(within(date).getByRole('status')).toHaveTextContent(first!.dueDate.replaceAll('-', ' / '));
    expect(within(dialog).getByLabelText(/عدد الأقساط/)).toHaveValue('2');
    const preview = () => within(dialog).getByRole('table', { name: 'معاينة الجدول الجديد' });
    const amounts = () =>
      within(preview())
        .getAllByRole('row')
        .slice(1, -1)
        .map((r) => [...r.querySelectorAll('td')].map((c) => c.textContent?.replace(/\u00A0/g, ' ')));
    expect(amounts()).toEqual([
      ['2', first!.dueDate, '3,000,000 د.ع'],
      ['3', expect.any(String), '3,000,000 د.ع'],
    ]);
    expect(second!.status).toBe('PENDING');
    expect(third!.status).toBe('PENDING');
    // Typing a new count redraws the schedule at once: same total, numbered after the kept one.
    await user.clear(within(dialog).getByLabelText(/عدد الأقساط/));
    await user.type(within(dialog).getByLabelText(/عدد الأقساط/), '٤');
    await waitFor(() => expect(amounts()).toHaveLength(4));
    expect(amounts().map((r) => r[0])).toEqual(['2', '3', '4', '5']);
    expect(amounts().map((r) => r[2])).toEqual(Array(4).fill('1,500,000 د.ع'));
    expect(within(preview()).getAllByRole('row').at(-1)).toHaveTextContent('6,000,000 د.ع');
    // A first date before the kept instalment is refused, as the server would, before sending.
    await user.selectOptions(
      within(date).getByLabelText('السنة'),
      String(Number(first!.dueDate.slice(0, 4)) - 1),
    );
    expect(
      await within(dialog).findAllByText('تاريخ أول قسط يجب ألا يسبق آخر قسط مدفوع جزئياً أو كلياً'),
    ).not.toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'حفظ' }));
    expect(fake.callsTo(endpoints.plans.reschedule)).toHaveLength(0);
  });

  it('shows what the sale earned over the car’s cost to CAR_COSTS only', async () => {
    const fake = createTestApi({ now: NOW });
    const deal = contract(fake, 1001);
    fake.db.carCosts.set(deal.car.id, {
      purchase: { amount: '1000000', currency: deal.currency, date: '2024-01-01', seller: null, note: null },
      expenses: [],
    });
    const { unmount } = renderContract({ fake });
    const profit = await screen.findByRole('region', { name: 'ربح البيع' });
    const expected = formatAmount(String(Number(deal.price) - 1_000_000), deal.currency).replace(
      /\u00A0/g,
      ' ',
    );
    expect(await within(profit).findByText(expected)).toBeInTheDocument();
    expect(within(profit).getByRole('link', { name: 'تكاليف السيارة' })).toHaveAttribute(
      'href',
      `/car/${deal.car.id}/view`,
    );
    unmount();
    const without = renderContract({ permissions: ['GET_CONTRACT', 'GET_INSTALLMENT'] });
    await screen.findByText('العقد رقم 1001');
    expect(screen.queryByRole('region', { name: 'ربح البيع' })).toBeNull();
    expect(without.fake.callsTo(endpoints.carCosts.get)).toHaveLength(0);
  });

  it('offers neither action without the permissions', async () => {
    renderContract({ permissions: ['GET_CONTRACT', 'GET_INSTALLMENT'] });
    await screen.findByText('العقد رقم 1001');
    expect(screen.queryByRole('button', { name: 'تسجيل دفعة' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'إعادة الجدولة' })).toBeNull();
  });

  it("shows the deal's history («السجل») with AUDIT_READ only", async () => {
    const { fake, unmount } = renderContract({ permissions: ['GET_CONTRACT', 'AUDIT_READ'] });
    const section = await screen.findByRole('region', { name: 'السجل' });
    expect(await within(section).findByText('لا توجد تغييرات مسجلة')).toBeInTheDocument();
    expect(fake.callsTo(endpoints.history.list).at(-1)?.query).toMatchObject({
      entity: 'deal',
      id: String(contract(fake, 1001).id),
    });
    unmount();
    const without = renderContract({ permissions: ['GET_CONTRACT'] });
    await screen.findByText('العقد رقم 1001');
    expect(screen.queryByRole('region', { name: 'السجل' })).toBeNull();
    expect(without.fake.callsTo(endpoints.history.list)).toHaveLength(0);
  });

  it('shows no payments section without GET_INSTALLMENT, and says so when the payments cannot be loaded', async () => {
    const { fake, unmount } = renderContract({ permissions: ['GET_CONTRACT'] });
    await screen.findByText('العقد رقم 1001');
    expect(screen.queryByRole('region', { name: 'الدفعات' })).toBeNull();
    expect(fake.callsTo(endpoints.payments.list)).toHaveLength(0);
    unmount();

    const refused = createTestApi({
      now: NOW,
      routes: [failing(endpoints.payments.list)],
    });
    renderContract({ fake: refused });
    const section = await screen.findByRole('region', { name: 'الدفعات' });
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      'تعذر تحميل الدفعات: حدث خطأ غير متوقع، يرجى المحاولة مرة أخرى',
    );
    expect(within(section).queryByText('لا توجد دفعات')).toBeNull();
  });

  it('shows reversed payments struck and marked, reversal entries with the receipt they reverse', async () => {
    const { fake } = renderContract({ permissions: [...PERMISSION_NAMES] });
    const section = await screen.findByRole('region', { name: 'الدفعات' });
    await within(section).findByText('قيد عكس');
    const reversed = receiptRow(section, 103);
    expect(reversed).toHaveAttribute('data-reversed');
    expect(within(reversed).getByText('ملغاة')).toBeInTheDocument();
    expect(reversed).toHaveTextContent('بقيد العكس رقم 104');
    expect(reversed).toHaveTextContent('سبب العكس: إيصال مكرر');
    const entry = receiptRow(section, 104);
    expect(entry).toHaveAttribute('data-kind', 'REVERSAL');
    expect(within(entry).getByText('قيد عكس')).toBeInTheDocument();
    expect(entry).toHaveTextContent('عن الإيصال رقم 103');
    expect(entry).not.toHaveAttribute('data-reversed');
    // Only the company account reverses; everyone may print each entry's receipt.
    expect(screen.getByRole('button', { name: 'تسجيل دفعة' })).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: /^إجراءات الوصل/ })).toBeNull();
    expect(within(section).getByRole('link', { name: 'طباعة الوصل الملغى رقم 103' })).toHaveAttribute(
      'href',
      `/print-receipt/${fake.db.payments.find((p) => p.receiptNumber === 103)?.id}`,
    );
    expect(within(section).getByRole('link', { name: 'طباعة سند العكس رقم 104' })).toBeInTheDocument();
    expect(within(section).getAllByRole('link', { name: /^طباعة .* رقم \d+$/ })).toHaveLength(
      rowsOf(section).length,
    );
    expect(fake.callsTo(endpoints.payments.list)[0]?.query).toMatchObject({
      dealId: String(contract(fake, 1001).id),
    });
  });

  it('the company account reverses a standing payment with a reason; the plan is read again', async () => {
    const user = userEvent.setup();
    const { fake } = renderContract();
    const section = await screen.findByRole('region', { name: 'الدفعات' });
    // Standing payments only: not the reversed one (103), not the reversal entry (104).
    await within(section).findByRole('button', { name: 'إجراءات الوصل رقم 105' });
    expect(
      within(section)
        .getAllByRole('button', { name: /^إجراءات الوصل رقم/ })
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(expect.arrayContaining(['إجراءات الوصل رقم 101', 'إجراءات الوصل رقم 105']));
    expect(within(section).getAllByRole('button', { name: /^إجراءات الوصل رقم/ })).toHaveLength(2);

    await user.click(within(section).getByRole('button', { name: 'إجراءات الوصل رقم 105' }));
    await user.click(await screen.findByRole('menuitem', { name: 'عكس' }));
    // The dialog's own checks (a reason is required) are its test's (@cc/business); here, the row's payment.
    const dialog = await screen.findByRole('dialog', { name: 'عكس الدفعة' });
    expect(dialog).toHaveTextContent('الإيصال رقم 105');
    await user.type(within(dialog).getByLabelText(/^سبب العكس/), 'تحويل مرتجع');
    await user.click(within(dialog).getByRole('button', { name: 'عكس الدفعة' }));
    await waitFor(() => expect(fake.callsTo(endpoints.payments.reverse)).toHaveLength(1));
    const id105 = fake.db.payments.find((p) => p.receiptNumber === 105)!.id;
    expect(fake.callsTo(endpoints.payments.reverse)[0]).toMatchObject({
      path: `/payments/${id105}/reverse`,
      body: { reason: 'تحويل مرتجع' },
    });
    const entry = fake.db.payments.at(-1)!;
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(`تم عكس الدفعة — رقم قيد العكس ${entry.receiptNumber}`),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'خطة الدفع' })).toHaveTextContent(
        remainingOf(contract(fake, 1001)),
      ),
    );
    await waitFor(() =>
      expect(within(section).queryByRole('button', { name: 'إجراءات الوصل رقم 105' })).toBeNull(),
    );
    expect(receiptRow(section, 105)).toHaveAttribute('data-reversed');
  });

  it("shows the server's refusal in the dialog, keeping the reason", async () => {
    const user = userEvent.setup();
    const fake = createTestApi({
      now: NOW,
      routes: [failing(endpoints.payments.reverse, new FakeFailure(409, 'هذه الدفعة معكوسة مسبقاً'))],
    });
    renderContract({ fake });
    await user.click(await screen.findByRole('button', { name: 'إجراءات الوصل رقم 101' }));
    await user.click(await screen.findByRole('menuitem', { name: 'عكس' }));
    const dialog = await screen.findByRole('dialog', { name: 'عكس الدفعة' });
    await user.type(within(dialog).getByLabelText(/^سبب العكس/), 'خطأ');
    await user.click(within(dialog).getByRole('button', { name: 'عكس الدفعة' }));
    // On top of the dialog's form (toasted too: no field explains it); the reason stays as typed.
    expect(await within(dialog).findByText('هذه الدفعة معكوسة مسبقاً')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^سبب العكس/)).toHaveValue('خطأ');
  });

  it('offers nothing on a cancelled deal and says why it was cancelled', async () => {
    const fake = createTestApi({ now: NOW });
    openPage(`/contracts/${contract(fake, 1003).id}`, { fake });
    expect(await screen.findByRole('note')).toHaveTextContent('ملغى — سبب الإلغاء: تراجع المشتري');
    expect(screen.queryByRole('button', { name: 'تسجيل دفعة' })).toBeNull();
  });

  it("says 'العقد غير موجود' for a deal that does not exist", async () => {
    openPage('/contracts/999');
    expect(await screen.findByRole('alert')).toHaveTextContent('العقد غير موجود');
  });
});

describe('reversing a payment of a cleared deal', () => {
  const blocked = 'لا يمكن عكس دفعة لعقد صدرت له براءة ذمة، يرجى إلغاء براءة الذمة أولاً';

  it('shows عكس disabled with the reason while a clearance stands, before any reason is typed', async () => {
    const user = userEvent.setup();
    const fake = createTestApi({ now: NOW });
    openPage(`/contracts/${contract(fake, 1002).id}`, { fake });
    const section = await screen.findByRole('region', { name: 'الدفعات' });
    const menus = await within(section).findAllByRole('button', { name: /^إجراءات الوصل رقم/ });
    await user.click(menus[0]!);
    const reverse = await screen.findByRole('menuitem', { name: 'عكس' });
    await waitFor(() => expect(reverse).toHaveAttribute('aria-disabled', 'true'));
    expect(reverse).toHaveAccessibleDescription(blocked);
    await user.click(reverse);
    expect(screen.queryByRole('dialog', { name: 'عكس الدفعة' })).toBeNull();
    expect(fake.callsTo(endpoints.payments.reverse)).toHaveLength(0);
  });

  it('offers عكس on a paid deal awaiting its clearance', async () => {
    const user = userEvent.setup();
    const fake = createTestApi({ now: NOW });
    openPage(`/contracts/${contract(fake, 1009).id}`, { fake });
    const section = await screen.findByRole('region', { name: 'الدفعات' });
    const menus = await within(section).findAllByRole('button', { name: /^إجراءات الوصل رقم/ });
    await screen.findByRole('region', { name: /براءة الذمة/ });
    await user.click(menus[0]!);
    const reverse = await screen.findByRole('menuitem', { name: 'عكس' });
    expect(reverse).not.toHaveAttribute('aria-disabled');
    expect(reverse).not.toHaveAccessibleDescription(blocked);
  });
});

describe('DealViewScreen: the collection section', () => {
  it('shows the contact log and logs a call from the deal page (COLLECTIONS_WORK)', async () => {
    const user = userEvent.setup();
    const { fake } = renderContract();
    const section = await screen.findByRole('region', { name: 'التحصيل' });
    expect(await within(section).findByText('لا يوجد تواصل مسجّل بعد')).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'تسجيل تواصل' }));
    const dialog = await screen.findByRole('dialog');
    await user.selectOptions(within(dialog).getByLabelText(/^النتيجة/), 'NO_ANSWER');
    await user.click(within(dialog).getByRole('button', { name: 'حفظ التواصل' }));
    await waitFor(() => expect(fake.db.contacts).toHaveLength(1));
    expect(fake.db.contacts[0]).toMatchObject({
      kind: 'CALL',
      outcome: 'NO_ANSWER',
      dealId: contract(fake, 1001).id,
    });
    expect(await within(section).findByText(/اتصال: لم يرد/)).toBeInTheDocument();
  });

  it('is not shown without COLLECTIONS_READ, and offers no form without COLLECTIONS_WORK', async () => {
    renderContract({ permissions: ['GET_CONTRACT'] });
    expect(await screen.findByText('العقد رقم 1001')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'التحصيل' })).toBeNull();
  });

  it('shows the log read-only with COLLECTIONS_READ alone', async () => {
    renderContract({ permissions: ['GET_CONTRACT', 'COLLECTIONS_READ'] });
    const section = await screen.findByRole('region', { name: 'التحصيل' });
    expect(await within(section).findByText('لا يوجد تواصل مسجّل بعد')).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'تسجيل تواصل' })).toBeNull();
  });
});
