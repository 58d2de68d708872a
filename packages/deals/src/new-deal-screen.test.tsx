// Testing Library collapses whitespace, so formatMoney's no-break space before the currency reads as ' '.
import { endpoints } from '@cc/contracts';
import { formatMoney, generateSchedule, todayIn } from '@cc/domain';
import { createTestApi, DEMO_COMPANY, DEMO_TEMPLATES, FakeFailure, failing } from '@cc/resources/testing';
import type { RenderOptions } from '@cc/resources/testing/render';
import { toast } from '@cc/ui-rtl';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NOW, openPage } from './test/render';

vi.mock('@cc/ui-rtl', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@cc/ui-rtl')>()),
  toast: { success: vi.fn(), error: vi.fn() },
}));

const text = (minor: number) => formatMoney(minor, 'IQD').replace(/\u00A0/g, ' ');
/** Opens the form and waits for its lazily loaded page. */
async function renderForm(kind: 'contracts' | 'authorizations', options: RenderOptions = {}) {
  const view = openPage(kind === 'contracts' ? '/new-contract' : '/new-authorization', options);
  await screen.findByRole('button', { name: 'حفظ' });
  // The plan's half of the form loads beside the first (its own chunk).
  await screen.findByLabelText(/^السعر/);
  return view;
}

type User = ReturnType<typeof userEvent.setup>;

/** Opens a picker's list and clicks the option. */
async function pick(name: RegExp, option: RegExp, user: User) {
  const box = await screen.findByRole('combobox', { name });
  await user.click(box);
  const list = screen.getByRole('listbox', { name });
  await waitFor(() => expect(within(list).getByRole('option', { name: option })).toBeInTheDocument());
  await user.click(within(list).getByRole('option', { name: option }));
}

/** Sets a yyyy / MM / dd date field with its year, month and day dropdowns. */
async function setDate(name: RegExp, iso: string, user: User) {
  const group = screen.getByRole('group', { name });
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  await user.selectOptions(within(group).getByLabelText('السنة'), String(year));
  await user.selectOptions(within(group).getByLabelText('الشهر'), String(month - 1));
  await user.selectOptions(within(group).getByLabelText('اليوم'), String(day));
}

/** The buyer and a car for sale (تويوتا كامري is car 1, Pending). */
async function fillBasics(user: User) {
  await pick(/^المشتري/, /أحمد علي حسين/, user);
  await pick(/^السيارة/, /تويوتا كامري/, user);
}

describe('NewDealScreen', () => {
  it.each([
    ['LAST', undefined],
    ['FIRST', 'FIRST'],
  ] as const)(
    'previews exactly generateSchedule with the company step, remainder %s, summing to price − down payment',
    async (_, remainder) => {
      const user = userEvent.setup();
      const fake = createTestApi({
        now: NOW,
        company: { ...DEMO_COMPANY, roundingStepIqd: 5000, instalmentRemainder: remainder ?? 'LAST' },
      });
      await renderForm('contracts', { fake });
      await waitFor(() => expect(fake.callsTo(endpoints.company.get)).toHaveLength(1));
      await user.type(screen.getByLabelText(/^السعر/), '10,000,000');
      await user.type(screen.getByLabelText(/^الدفعة المقدمة/), '1000000');
      await user.type(screen.getByLabelText(/^عدد الأقساط/), '7');
      // The first instalment cannot precede the contract date (the field offers no earlier date).
      await setDate(/^تاريخ العقد/, '2025-01-01', user);
      await setDate(/^تاريخ أول قسط/, '2025-01-31', user);
      const expected = generateSchedule({
        financedAmount: 9_000_000,
        count: 7,
        firstDueDate: '2025-01-31',
        roundingStep: 5000,
        ...(remainder ? { remainder } : {}),
      });
      if (!expected.ok) throw new Error(expected.error);
      // 9,000,000 over 7 at a 5,000 step leaves a remainder: the first or the last line takes it.
      expect(expected.value[remainder === 'FIRST' ? 0 : 6]!.amount).toBeGreaterThan(
        expected.value[3]!.amount,
      );
      const table = await screen.findByRole('table', { name: 'معاينة جدول الأقساط' });
      await waitFor(() =>
        expect(
          within(table)
            .getAllByRole('row')
            .slice(1, -1)
            .map((r) => Array.from((r as HTMLTableRowElement).cells, (c) => c.textContent)),
        ).toEqual(expected.value.map((i) => [String(i.sequence), i.dueDate, formatMoney(i.amount, 'IQD')])),
      );
      expect(within(table).getAllByRole('row').at(-1)).toHaveTextContent(text(9_000_000));
      expect(expected.value[0]!.amount % 5000).toBe(0);
    },
  );

  it('shows the Arabic messages of the contracts under the fields', async () => {
    const user = userEvent.setup();
    const { fake } = await renderForm('contracts');
    await user.click(screen.getByRole('button', { name: 'حفظ' }));
    expect(await screen.findByText('المشتري مطلوب')).toBeInTheDocument();
    expect(screen.getByText('السيارة مطلوبة')).toBeInTheDocument();
    expect(screen.getByText('عدد الأقساط مطلوب')).toBeInTheDocument();
    expect(screen.getByText('تاريخ أول قسط مطلوب')).toBeInTheDocument();
    expect(screen.getByText('يرجى تصحيح الحقول المشار إليها')).toBeInTheDocument();
    expect(fake.callsTo(endpoints.contracts.create)).toHaveLength(0);
  });

  it("shows the server's field errors under the right fields", async () => {
    const user = userEvent.setup();
    const fake = createTestApi({
      now: NOW,
      routes: [
        failing(
          endpoints.contracts.create,
          new FakeFailure(400, 'البيانات غير صالحة', 'VALIDATION_FAILED', [
            { field: 'carId', message: 'السيارة ليست غير مبيوعة' },
            { field: 'price', message: 'السعر يجب أن يكون أكبر من صفر' },
          ]),
        ),
      ],
    });
    await renderForm('contracts', { fake });
    await fillBasics(user);
    await user.selectOptions(screen.getByLabelText(/^طريقة الدفع/), 'CASH');
    await user.type(screen.getByLabelText(/^السعر/), '5000000');
    await user.click(screen.getByRole('button', { name: 'حفظ' }));
    const car = screen.getByRole('combobox', { name: /^السيارة/ });
    await waitFor(() => expect(car).toHaveAccessibleDescription('السيارة ليست غير مبيوعة'));
    expect(screen.getByLabelText(/^السعر/)).toHaveAccessibleDescription('السعر يجب أن يكون أكبر من صفر');
    // The server's message on top of the form; what was typed stays.
    expect(screen.getByText('البيانات غير صالحة')).toBeInTheDocument();
    expect(screen.getByLabelText(/^السعر/)).toHaveValue('5000000');
  });

  it("saves, toasts the server's message and opens the deal; a person added in place is picked", async () => {
    const user = userEvent.setup();
    const { fake, router } = await renderForm('authorizations');
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
    await setDate(/^تاريخ العقد/, '2025-01-15', user);
    await setDate(/^تاريخ أول قسط/, '2025-02-01', user);
    await user.click(screen.getByRole('button', { name: 'حفظ' }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/authorizations\/\d+$/));
    expect(toast.success).toHaveBeenCalledWith('تم إنشاء الوكالة');
    const guarantor = fake.db.persons.find((p) => p.fullName === 'حيدر سالم')!;
    expect(fake.callsTo(endpoints.authorizations.create)[0]?.body).toMatchObject({
      sellerType: 'COMPANY',
      buyerId: 1,
      guarantorId: guarantor.id,
      carId: 1,
      currency: 'IQD',
      price: '12000000',
      downPayment: '0',
      paymentType: 'INSTALLMENTS',
      installmentCount: 12,
      firstDueDate: '2025-02-01',
    });
    const created = fake.db.deals.at(-1)!;
    expect(router.state.location.pathname).toBe(`/authorizations/${created.id}`);
  });

  it('tells staff who may not record payments that the money of the signing stays due, and the server says so', async () => {
    const user = userEvent.setup();
    const { fake } = await renderForm('authorizations', {
      permissions: ['ADD_CONTRACT', 'CREATE_PAYMENT_PLAN', 'GET_CONTRACT', 'PERSON_READ', 'GET_CAR'],
    });
    const note =
      'لا تملك صلاحية تسديد الأقساط: سيبقى المبلغ النقدي مستحقاً بتاريخ الوكالة يستلمه أمين الصندوق، ولن يصدر له وصل';
    await fillBasics(user);
    // An instalment deal without a down payment records no money: no note.
    expect(screen.queryByRole('note')).toBeNull();
    await user.type(screen.getByLabelText(/^الدفعة المقدمة/), '٢٠٠٠٠٠٠');
    expect(screen.getByRole('note')).toHaveTextContent('ستبقى الدفعة المقدمة مبلغاً مستحقاً بتاريخ الوكالة');
    await user.selectOptions(screen.getByLabelText(/^طريقة الدفع/), 'CASH');
    expect(screen.getByRole('note')).toHaveTextContent(note);
    expect(screen.queryByText('يُسجَّل المبلغ كاملاً دفعةً واحدة عند الحفظ')).toBeNull();
    await user.type(screen.getByLabelText(/^السعر/), '15000');
    await user.click(screen.getByRole('button', { name: 'حفظ' }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(
        'تم إنشاء الوكالة. لم يُسجَّل المبلغ النقدي لأنك لا تملك صلاحية تسديد الأقساط، وهو مستحق بتاريخ الوكالة ليستلمه أمين الصندوق',
      ),
    );
    const created = fake.db.deals.at(-1)!;
    expect(fake.db.payments.filter((p) => p.dealId === created.id)).toEqual([]);
    expect(created.paymentPlan.remainingAmount).toBe(created.price);
  });

  it('the company account is told the cash price is recorded at once, with no note', async () => {
    const user = userEvent.setup();
    await renderForm('contracts');
    await user.selectOptions(screen.getByLabelText(/^طريقة الدفع/), 'CASH');
    expect(screen.getByText('يُسجَّل المبلغ كاملاً دفعةً واحدة عند الحفظ')).toBeInTheDocument();
    expect(screen.queryByRole('note')).toBeNull();
  });

  it("starts the contract date at today in the company's time zone and sends the date chosen", async () => {
    const user = userEvent.setup();
    // Far from the test machine's zone, so the company's day is what the field shows.
    const fake = createTestApi({ now: NOW, company: { ...DEMO_COMPANY, timeZone: 'Pacific/Kiritimati' } });
    await renderForm('contracts', { fake });
    const date = screen.getByRole('group', { name: /^تاريخ العقد/ });
    // Shown yyyy / MM / dd, never the browser's mm/dd/yyyy.
    const shown = todayIn('Pacific/Kiritimati').replaceAll('-', ' / ');
    await waitFor(() => expect(within(date).getByRole('status')).toHaveTextContent(shown));
    await fillBasics(user);
    await user.selectOptions(screen.getByLabelText(/^طريقة الدفع/), 'CASH');
    await user.type(screen.getByLabelText(/^السعر/), '5000000');
    await user.selectOptions(within(date).getByLabelText('السنة'), '');
    await user.click(screen.getByRole('button', { name: 'حفظ' }));
    expect(await screen.findByText('تاريخ العقد مطلوب')).toBeInTheDocument();
    await setDate(/^تاريخ العقد/, '2025-03-01', user);
    await user.click(screen.getByRole('button', { name: 'حفظ' }));
    await waitFor(() => expect(fake.callsTo(endpoints.contracts.create)).toHaveLength(1));
    expect(fake.callsTo(endpoints.contracts.create)[0]?.body).toMatchObject({ contractDate: '2025-03-01' });
  });

  it('offers only the dates the server accepts, and takes the notes limit from dealInputSchema', async () => {
    const user = userEvent.setup();
    const fake = createTestApi({ now: NOW });
    await renderForm('contracts', { fake });
    // The form's today is the company's (the device clock in its time zone).
    const today = todayIn(DEMO_COMPANY.timeZone);
    const thisYear = Number(today.slice(0, 4));
    const years = (name: RegExp) =>
      within(within(screen.getByRole('group', { name })).getByLabelText('السنة'))
        .getAllByRole('option')
        .map((o) => o.textContent)
        .filter((t) => t !== '—');
    // The contract date: from 2000 to a year after today (dealDateProblems), not 30 years back.
    expect(years(/^تاريخ العقد/)).toEqual(
      Array.from({ length: thisYear + 1 - 2000 + 1 }, (_, i) => String(thisYear + 1 - i)),
    );
    // The first instalment: from the contract date to ten years after it.
    expect(years(/^تاريخ أول قسط/)[0]).toBe(String(thisYear + 10));
    expect(years(/^تاريخ أول قسط/).at(-1)).toBe(String(thisYear));
    await setDate(/^تاريخ العقد/, '2020-06-15', user);
    expect(years(/^تاريخ أول قسط/).at(-1)).toBe('2020');
    expect(screen.getByLabelText(/^الملاحظات/)).toHaveAttribute('maxlength', '2000');
  });

  it("lists the contract templates (system ones labelled) and picks the company's default", async () => {
    const user = userEvent.setup();
    const { fake } = await renderForm('contracts');
    const box = screen.getByRole('combobox', { name: 'قالب الطباعة' });
    await waitFor(() => expect(box).toHaveValue('عقد المعرض'));
    await user.click(box);
    expect(
      within(screen.getByRole('listbox', { name: 'قالب الطباعة' }))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['قالب العقد (قالب النظام)', 'عقد المعرض القديم', 'عقد المعرض']);
    await user.keyboard('{Escape}');
    await fillBasics(user);
    await user.selectOptions(screen.getByLabelText(/^طريقة الدفع/), 'CASH');
    await user.type(screen.getByLabelText(/^السعر/), '5000000');
    await pick(/^قالب الطباعة/, /قالب العقد \(قالب النظام\)/, user);
    await user.click(screen.getByRole('button', { name: 'حفظ' }));
    await waitFor(() => expect(fake.callsTo(endpoints.contracts.create)).toHaveLength(1));
    expect(fake.callsTo(endpoints.contracts.create)[0]?.body).toMatchObject({ templateId: 2 });
  });

  it('an authorization takes the system template until the company marks one of its own as the default', async () => {
    const user = userEvent.setup();
    const { fake, unmount } = await renderForm('authorizations');
    const box = screen.getByRole('combobox', { name: 'قالب الطباعة' });
    await waitFor(() => expect(box).toHaveValue('قالب الوكالة (قالب النظام)'));
    await fillBasics(user);
    await user.selectOptions(screen.getByLabelText(/^طريقة الدفع/), 'CASH');
    await user.type(screen.getByLabelText(/^السعر/), '5000000');
    await user.click(screen.getByRole('button', { name: 'حفظ' }));
    await waitFor(() => expect(fake.callsTo(endpoints.authorizations.create)).toHaveLength(1));
    expect(fake.callsTo(endpoints.authorizations.create)[0]?.body).toMatchObject({ templateId: 1 });
    unmount();
    const templates = [
      ...DEMO_TEMPLATES,
      { ...DEMO_TEMPLATES[0]!, id: 1010, name: 'وكالة المعرض', system: false },
    ];
    // A template just created is not preselected: a deal saved without looking keeps the full system form.
    await renderForm('authorizations', { fake: createTestApi({ now: NOW, templates }) });
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'قالب الطباعة' })).toHaveValue(
        'قالب الوكالة (قالب النظام)',
      ),
    );
    cleanup();
    const marked = createTestApi({
      now: NOW,
      templates,
      defaultTemplates: new Map([['AUTHORIZATION', 1010]]),
    });
    await renderForm('authorizations', { fake: marked });
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'قالب الطباعة' })).toHaveValue('وكالة المعرض'),
    );
  });

  it('says so when the company, the branches or the persons cannot be loaded', async () => {
    const fake = createTestApi({
      now: NOW,
      routes: [
        failing(endpoints.company.get),
        failing(
          endpoints.branches.list,
          new FakeFailure(403, 'ليس لديك صلاحية لتنفيذ هذا الإجراء', 'FORBIDDEN'),
        ),
      ],
    });
    await renderForm('contracts', { fake, permissions: ['ADD_CONTRACT', 'CREATE_PAYMENT_PLAN', 'GET_CAR'] });
    expect(
      await screen.findByText(/^تعذر تحميل إعدادات الشركة: حدث خطأ غير متوقع، يرجى المحاولة مرة أخرى/),
    ).toBeInTheDocument();
    const branch = screen.getByRole('combobox', { name: 'الفرع' });
    await waitFor(() => expect(branch).toHaveAccessibleDescription('ليس لديك صلاحية لتنفيذ هذا الإجراء'));
    expect(await screen.findAllByText('ليس لديك صلاحية لتنفيذ هذا الإجراء')).not.toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'إضافة حساب جديد' })).toBeNull();
  });

  it('sends amounts and the instalment count typed in Arabic-Indic digits with Latin digits', async () => {
    const user = userEvent.setup();
    const { fake } = await renderForm('contracts');
    // A name that matches one person is picked with Enter.
    const buyer = screen.getByRole('combobox', { name: /^المشتري/ });
    await user.type(buyer, 'زينب');
    await waitFor(() =>
      expect(within(screen.getByRole('listbox', { name: /^المشتري/ })).getAllByRole('option')).toHaveLength(
        1,
      ),
    );
    await user.keyboard('{Enter}');
    expect(buyer).toHaveValue('زينب ستار عودة');
    await pick(/^السيارة/, /تويوتا كامري/, user);
    await user.type(screen.getByLabelText(/^السعر/), '١٢٬٠٠٠٬٠٠٠');
    await user.type(screen.getByLabelText(/^الدفعة المقدمة/), '۲٬۰۰۰٬۰۰۰');
    await user.type(screen.getByLabelText(/^عدد الأقساط/), '١٠');
    await user.click(
      within(screen.getByRole('group', { name: /^تاريخ أول قسط/ })).getByRole('button', { name: '+ شهر' }),
    );
    expect(screen.getByLabelText(/^السعر/)).toHaveValue('١٢٬٠٠٠٬٠٠٠');
    await user.click(screen.getByRole('button', { name: 'حفظ' }));
    await waitFor(() => expect(fake.callsTo(endpoints.contracts.create)).toHaveLength(1));
    const zainab = fake.db.persons.find((p) => p.fullName === 'زينب ستار عودة')!;
    expect(fake.callsTo(endpoints.contracts.create)[0]?.body).toMatchObject({
      buyerId: zainab.id,
      price: '12000000',
      downPayment: '2000000',
      installmentCount: 10,
    });
  });

  it('splits the down payment into portions paid later: previewed, checked under their fields, and saved', async () => {
    const user = userEvent.setup();
    const { fake } = await renderForm('contracts');
    await fillBasics(user);
    await user.type(screen.getByLabelText(/^السعر/), '12000000');
    await user.type(screen.getByLabelText(/^الدفعة المقدمة/), '2000000');
    await user.type(screen.getByLabelText(/^عدد الأقساط/), '10');
    await setDate(/^تاريخ العقد/, '2025-01-10', user);
    await setDate(/^تاريخ أول قسط/, '2025-03-10', user);
    const section = screen.getByRole('group', { name: 'باقي المقدمة' });
    await user.click(within(section).getByRole('button', { name: 'إضافة دفعة من باقي المقدمة' }));
    await user.type(within(section).getByLabelText(/^مبلغ الدفعة 1/), '٥٠٠٬٠٠٠');
    await setDate(/^تاريخ الدفعة 1/, '2025-02-10', user);
    // What the signing pays, and the portion in the preview before the instalments.
    expect(within(section).getByText(/^يُدفع عند التوقيع/)).toHaveTextContent(
      `يُدفع عند التوقيع: ${text(1_500_000)}`,
    );
    const preview = screen.getByRole('table', { name: 'معاينة جدول الأقساط' });
    const rows = within(preview).getAllByRole('row');
    expect(rows[1]).toHaveTextContent(`باقي المقدمة 12025-02-10${text(500_000)}`);
    expect(within(preview).getByText('مجموع باقي المقدمة').closest('tr')).toHaveTextContent(text(500_000));

    // A second portion past the down payment is refused before sending, under the list.
    await user.click(within(section).getByRole('button', { name: 'إضافة دفعة من باقي المقدمة' }));
    await user.type(within(section).getByLabelText(/^مبلغ الدفعة 2/), '1600000');
    await setDate(/^تاريخ الدفعة 2/, '2025-02-20', user);
    await user.click(screen.getByRole('button', { name: 'حفظ' }));
    expect(
      await screen.findByText('مجموع دفعات باقي المقدمة يجب ألا يزيد عن الدفعة المقدمة'),
    ).toBeInTheDocument();
    expect(fake.callsTo(endpoints.contracts.create)).toHaveLength(0);

    await user.click(within(section).getByRole('button', { name: 'حذف الدفعة 2 من باقي المقدمة' }));
    await user.click(screen.getByRole('button', { name: 'حفظ' }));
    await waitFor(() => expect(fake.callsTo(endpoints.contracts.create)).toHaveLength(1));
    expect(fake.callsTo(endpoints.contracts.create)[0]?.body).toMatchObject({
      downPayment: '2000000',
      deferredDownPayments: [{ amount: '500000', dueDate: '2025-02-10' }],
    });
    const created = fake.db.deals.at(-1)!;
    expect(created.paymentPlan.installments.slice(0, 2).map((i) => [i.sequence, i.amount, i.status])).toEqual(
      [
        [0, '1500000', 'PAID'],
        [-1, '500000', 'PENDING'],
      ],
    );
  });
});
