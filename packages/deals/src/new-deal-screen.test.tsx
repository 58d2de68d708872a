// Testing Library collapses whitespace, so formatMoney's no-break space before the currency reads as ' '.
import { ApiError } from '@cc/api-client';
import { formatMoney, generateSchedule, todayIn } from '@cc/domain';
import { toast } from '@cc/ui-rtl';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO_COMPANY, DEMO_TEMPLATES } from './demo-deals';
import { createMemoryDealsApi } from './memory-api';
import { NewDealScreen } from './new-deal-screen';
import { renderWithRouter } from './test/render';

vi.mock('@cc/ui-rtl', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@cc/ui-rtl')>()),
  toast: { success: vi.fn(), error: vi.fn() },
}));

const text = (minor: number) => formatMoney(minor, 'IQD').replace(/\u00A0/g, ' ');

beforeEach(() => {
  vi.mocked(toast.success).mockClear();
  vi.mocked(toast.error).mockClear();
});

async function fillBasics(user: ReturnType<typeof userEvent.setup>) {
  const buyer = await screen.findByRole('combobox', { name: /^المشتري/ });
  await waitFor(() => expect(within(buyer).getByText(/علي حسين كاظم/)).toBeInTheDocument());
  await user.selectOptions(buyer, within(buyer).getByText(/علي حسين كاظم/));
  const car = screen.getByRole('combobox', { name: /^السيارة/ });
  await waitFor(() => expect(within(car).getByText(/تويوتا كامري/)).toBeInTheDocument());
  await user.selectOptions(car, within(car).getByText(/تويوتا كامري/));
}

describe('NewDealScreen', () => {
  it('previews exactly generateSchedule with the company step, summing to price − down payment', async () => {
    const user = userEvent.setup();
    const company = { ...DEMO_COMPANY, roundingStepIqd: 5000 };
    renderWithRouter(
      <NewDealScreen api={createMemoryDealsApi({ company })} kind="contracts" onDone={() => undefined} />,
    );
    await user.type(screen.getByLabelText(/^السعر/), '10,000,000');
    await user.type(screen.getByLabelText(/^الدفعة المقدمة/), '1000000');
    await user.type(screen.getByLabelText(/^عدد الأقساط/), '7');
    await user.type(screen.getByLabelText(/^تاريخ أول قسط/), '2025-01-31');
    const expected = generateSchedule({
      financedAmount: 9_000_000,
      count: 7,
      firstDueDate: '2025-01-31',
      roundingStep: 5000,
    });
    if (!expected.ok) throw new Error(expected.error);
    const table = await screen.findByRole('table', { name: 'معاينة جدول الأقساط' });
    const rows = within(table).getAllByRole('row').slice(1, -1);
    expect(rows.map((r) => Array.from((r as HTMLTableRowElement).cells, (c) => c.textContent))).toEqual(
      expected.value.map((i) => [String(i.sequence), i.dueDate, formatMoney(i.amount, 'IQD')]),
    );
    expect(expected.value.reduce((sum, i) => sum + i.amount, 0)).toBe(9_000_000);
    expect(within(table).getAllByRole('row').at(-1)).toHaveTextContent(text(9_000_000));
    expect(expected.value[0]!.amount % 5000).toBe(0);
  });

  it('shows the Arabic messages of the contracts under the fields', async () => {
    const user = userEvent.setup();
    const api = createMemoryDealsApi();
    renderWithRouter(<NewDealScreen api={api} kind="contracts" onDone={() => undefined} />);
    await user.click(screen.getByRole('button', { name: 'حفظ' }));
    expect(await screen.findByText('المشتري مطلوب')).toBeInTheDocument();
    expect(screen.getByText('السيارة مطلوبة')).toBeInTheDocument();
    expect(screen.getByText('عدد الأقساط مطلوب')).toBeInTheDocument();
    expect(screen.getByText('تاريخ أول قسط مطلوب')).toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'create')).toBe(false);
  });

  it("shows the server's field errors under the right fields", async () => {
    const user = userEvent.setup();
    const api = createMemoryDealsApi({
      createError: new ApiError(400, 'VALIDATION_FAILED', 'البيانات غير صالحة', [
        { field: 'carId', message: 'السيارة ليست غير مبيوعة' },
        { field: 'price', message: 'السعر يجب أن يكون أكبر من صفر' },
      ]),
    });
    renderWithRouter(<NewDealScreen api={api} kind="contracts" onDone={() => undefined} />);
    await fillBasics(user);
    await user.selectOptions(screen.getByLabelText(/^طريقة الدفع/), 'CASH');
    await user.type(screen.getByLabelText(/^السعر/), '5000000');
    await user.click(screen.getByRole('button', { name: 'حفظ' }));
    const car = screen.getByRole('combobox', { name: /^السيارة/ });
    await waitFor(() => expect(car).toHaveAccessibleDescription('السيارة ليست غير مبيوعة'));
    expect(screen.getByLabelText(/^السعر/)).toHaveAccessibleDescription('السعر يجب أن يكون أكبر من صفر');
    expect(toast.error).toHaveBeenCalledWith('البيانات غير صالحة');
  });

  it('saves, toasts and hands the deal over; a person created inline is picked', async () => {
    const user = userEvent.setup();
    const api = createMemoryDealsApi();
    const onDone = vi.fn();
    renderWithRouter(<NewDealScreen api={api} kind="authorizations" onDone={onDone} />);
    await fillBasics(user);
    const addButtons = screen.getAllByRole('button', { name: 'إضافة حساب جديد' });
    await user.click(addButtons[1]!); // the guarantor's
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/الاسم الكامل/), 'حيدر سالم');
    await user.click(within(dialog).getByRole('button', { name: 'حفظ' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('combobox', { name: /^الكفيل/ })).toHaveDisplayValue('حيدر سالم');
    await user.type(screen.getByLabelText(/^السعر/), '12000000');
    await user.type(screen.getByLabelText(/^عدد الأقساط/), '12');
    await user.type(screen.getByLabelText(/^تاريخ أول قسط/), '2025-02-01');
    await user.click(screen.getByRole('button', { name: 'حفظ' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(toast.success).toHaveBeenCalledWith('تم حفظ الوكالة');
    expect(api.calls.find((c) => c.method === 'create')?.args[0]).toMatchObject({
      sellerType: 'COMPANY',
      buyerId: 1,
      guarantorId: 4,
      carId: 11,
      currency: 'IQD',
      price: '12000000',
      downPayment: '0',
      paymentType: 'INSTALLMENTS',
      installmentCount: 12,
      firstDueDate: '2025-02-01',
    });
  });

  it("starts the contract date at today in the company's time zone and sends the date chosen", async () => {
    const user = userEvent.setup();
    // Far from the test machine's zone, so the company's day is what the field shows.
    const company = { ...DEMO_COMPANY, timeZone: 'Pacific/Kiritimati' };
    const api = createMemoryDealsApi({ company });
    renderWithRouter(<NewDealScreen api={api} kind="contracts" onDone={() => undefined} />);
    const date = screen.getByLabelText(/^تاريخ العقد/);
    await waitFor(() => expect(date).toHaveValue(todayIn('Pacific/Kiritimati')));
    await fillBasics(user);
    await user.selectOptions(screen.getByLabelText(/^طريقة الدفع/), 'CASH');
    await user.type(screen.getByLabelText(/^السعر/), '5000000');
    await user.clear(date);
    await user.click(screen.getByRole('button', { name: 'حفظ' }));
    expect(await screen.findByText('تاريخ العقد مطلوب')).toBeInTheDocument();
    await user.type(date, '2025-03-01');
    await user.click(screen.getByRole('button', { name: 'حفظ' }));
    await waitFor(() => expect(api.calls.some((c) => c.method === 'create')).toBe(true));
    expect(api.calls.find((c) => c.method === 'create')?.args[0]).toMatchObject({
      contractDate: '2025-03-01',
    });
  });

  it("lists the contract templates (system ones labelled) and picks the company's newest", async () => {
    const user = userEvent.setup();
    const api = createMemoryDealsApi();
    renderWithRouter(<NewDealScreen api={api} kind="contracts" onDone={() => undefined} />);
    const select = screen.getByRole('combobox', { name: 'قالب الطباعة' });
    await waitFor(() => expect(select).toHaveValue('1003'));
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['اختر...', 'قالب العقد (قالب النظام)', 'عقد المعرض القديم', 'عقد المعرض']);
    await fillBasics(user);
    await user.selectOptions(screen.getByLabelText(/^طريقة الدفع/), 'CASH');
    await user.type(screen.getByLabelText(/^السعر/), '5000000');
    await user.selectOptions(select, 'قالب العقد (قالب النظام)');
    await user.click(screen.getByRole('button', { name: 'حفظ' }));
    await waitFor(() => expect(api.calls.some((c) => c.method === 'create')).toBe(true));
    expect(api.calls.find((c) => c.method === 'create')?.args[0]).toMatchObject({ templateId: 2 });
  });

  it('an authorization defaults to the system template when the company has none of its own', async () => {
    const user = userEvent.setup();
    const api = createMemoryDealsApi({ kind: 'authorizations' });
    const onDone = vi.fn();
    renderWithRouter(<NewDealScreen api={api} kind="authorizations" onDone={onDone} />);
    const select = screen.getByRole('combobox', { name: 'قالب الطباعة' });
    await waitFor(() => expect(select).toHaveValue('1'));
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['اختر...', 'قالب الوكالة (قالب النظام)']);
    // With an own authorization template, that one is chosen.
    const own = createMemoryDealsApi({
      kind: 'authorizations',
      templates: [
        ...DEMO_TEMPLATES,
        { id: 1010, name: 'وكالة المعرض', kind: 'AUTHORIZATION', system: false },
      ],
    });
    await fillBasics(user);
    await user.selectOptions(screen.getByLabelText(/^طريقة الدفع/), 'CASH');
    await user.type(screen.getByLabelText(/^السعر/), '5000000');
    await user.click(screen.getByRole('button', { name: 'حفظ' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(api.calls.find((c) => c.method === 'create')?.args[0]).toMatchObject({ templateId: 1 });
    renderWithRouter(<NewDealScreen api={own} kind="authorizations" onDone={() => undefined} />);
    const selects = screen.getAllByRole('combobox', { name: 'قالب الطباعة' });
    await waitFor(() => expect(selects.at(-1)).toHaveValue('1010'));
  });
});
