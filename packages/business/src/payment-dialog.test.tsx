import { endpoints, IDEMPOTENCY_KEY_HEADER } from '@cc/contracts';
import { todayIn } from '@cc/domain';
import { useResource } from '@cc/resources';
import {
  createFakeApi,
  createFakeBackend,
  createTestApi,
  DEMO_DEALS,
  FAKE_MESSAGES,
  FakeFailure,
} from '@cc/resources/testing';
import { toast } from '@cc/ui-rtl';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PaymentDialog } from './payment-dialog';
import { renderPiece } from './test/render';

vi.mock('@cc/ui-rtl', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@cc/ui-rtl')>()),
  toast: { success: vi.fn(), error: vi.fn() },
}));

// Contract 1001: IQD, 7,500,000 remaining.
const plan = (DEMO_DEALS.find((d) => d.kind === 'CONTRACT' && d.contractNumber === 1001) ?? DEMO_DEALS[0])!
  .paymentPlan;

/** A screen showing the plan (it refetches after a payment) with the dialog open over it. */
function PlanWithDialog({ onOpenChange = () => undefined }: { onOpenChange?: (open: boolean) => void }) {
  useResource(endpoints.plans.get, { params: { id: plan.id } });
  return <PaymentDialog plan={plan} open onOpenChange={onOpenChange} />;
}

describe('PaymentDialog', () => {
  it('records an amount typed in Arabic-Indic digits with an Idempotency-Key, then links the receipt', async () => {
    const { user, fake } = renderPiece(<PlanWithDialog />);
    const dialog = await screen.findByRole('dialog', { name: 'تسجيل دفعة' });
    await user.type(within(dialog).getByLabelText(/^المبلغ \(IQD\)/), '١٬٥٠٠٬٠٠٠');
    await user.selectOptions(within(dialog).getByLabelText(/طريقة الدفع/), 'TRANSFER');
    await user.type(within(dialog).getByLabelText('ملاحظة'), 'قسط شباط');
    await user.click(within(dialog).getByRole('button', { name: 'حفظ' }));

    const [call] = fake.callsTo(endpoints.payments.create);
    expect(call?.body).toEqual({
      planId: plan.id,
      amount: '1500000',
      method: 'TRANSFER',
      note: 'قسط شباط',
      paidAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    expect(call?.headers.get(IDEMPOTENCY_KEY_HEADER)).toMatch(/^[0-9a-f-]{32,36}$/);
    const recorded = fake.db.payments.at(-1)!;
    const text = `تم تسجيل الدفعة — رقم الإيصال ${recorded.receiptNumber}`;
    expect(await within(dialog).findByText(text)).toBeInTheDocument();
    expect(toast.success).toHaveBeenCalledWith(text);
    expect(within(dialog).getByRole('link', { name: 'طباعة الوصل' })).toHaveAttribute(
      'href',
      `/print-receipt/${recorded.id}`,
    );
    // The plan on screen is read again (the payment's tags are stale).
    await waitFor(() => expect(fake.callsTo(endpoints.plans.get)).toHaveLength(2));
  });

  it('checks the amount in the currency before sending', async () => {
    const { user, fake } = renderPiece(<PlanWithDialog />);
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'حفظ' }));
    expect(await within(dialog).findByRole('alert')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/^المبلغ/), '0');
    await user.click(within(dialog).getByRole('button', { name: 'حفظ' }));
    expect(await within(dialog).findByText('المبلغ يجب أن يكون أكبر من صفر')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText(/^المبلغ/));
    await user.type(within(dialog).getByLabelText(/^المبلغ/), '100.5');
    await user.click(within(dialog).getByRole('button', { name: 'حفظ' }));
    expect(within(dialog).getByLabelText(/^المبلغ/)).toHaveAccessibleDescription(/.+/);
    expect(fake.callsTo(endpoints.payments.create)).toHaveLength(0);
  });

  it("shows the server's refusal of an overpayment under the amount, keeping what was typed", async () => {
    const { user, fake } = renderPiece(<PlanWithDialog />);
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/^المبلغ/), '99000000');
    await user.click(within(dialog).getByRole('button', { name: 'حفظ' }));
    const refusal = /^المبلغ أكبر من المتبقي على خطة الدفع، المتبقي 7,500,000/;
    await waitFor(() =>
      expect(within(dialog).getByLabelText(/^المبلغ/)).toHaveAccessibleDescription(refusal),
    );
    // What was typed stays; a corrected amount is sent under the same opening's key.
    expect(within(dialog).getByLabelText(/^المبلغ/)).toHaveValue('99000000');
    await user.clear(within(dialog).getByLabelText(/^المبلغ/));
    await user.type(within(dialog).getByLabelText(/^المبلغ/), '1000');
    await user.click(within(dialog).getByRole('button', { name: 'حفظ' }));
    await waitFor(() => expect(fake.callsTo(endpoints.payments.create)).toHaveLength(2));
    const [a, b] = fake.callsTo(endpoints.payments.create).map((c) => c.headers.get(IDEMPOTENCY_KEY_HEADER));
    expect(a).toBe(b);
  });

  it('retries after a lost answer with the same Idempotency-Key: one payment, not two', async () => {
    const backend = createFakeBackend();
    let dropAnswer = true;
    const routes = backend.routes.map((route) =>
      route.endpoint === endpoints.payments.create
        ? {
            ...route,
            // The server records the payment, then the connection drops before the answer arrives.
            handle: async (request: Parameters<typeof route.handle>[0]) => {
              const answer = await route.handle(request);
              if (dropAnswer) {
                dropAnswer = false;
                throw new TypeError('Failed to fetch');
              }
              return answer;
            },
          }
        : route,
    );
    const fake = { ...createFakeApi({ routes }), db: backend.db };
    const before = fake.db.payments.length;
    const { user } = renderPiece(<PlanWithDialog />, { fake });
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/^المبلغ/), '٢٥٠٬٠٠٠');
    await user.click(within(dialog).getByRole('button', { name: 'حفظ' }));
    // The form says so in Arabic and keeps the amount as typed.
    expect(await within(dialog).findByText('تعذر الاتصال بالخادم')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^المبلغ/)).toHaveValue('٢٥٠٬٠٠٠');
    await user.click(within(dialog).getByRole('button', { name: 'حفظ' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('تم تسجيل الدفعة');
    const [first, retry] = fake
      .callsTo(endpoints.payments.create)
      .map((c) => c.headers.get(IDEMPOTENCY_KEY_HEADER));
    expect(retry).toBe(first);
    expect(fake.db.payments).toHaveLength(before + 1);
  });

  it('sends a payment refused 409 PLAN_BUSY again by itself, with the same key: recorded once', async () => {
    const backend = createFakeBackend();
    let busy = 2;
    const routes = backend.routes.map((route) =>
      route.endpoint === endpoints.payments.create
        ? {
            ...route,
            // Another write holds the plan for the first two sends (the server did nothing).
            handle: async (request: Parameters<typeof route.handle>[0]) => {
              if (busy-- > 0) throw new FakeFailure(409, FAKE_MESSAGES.planBusy, 'PLAN_BUSY');
              return route.handle(request);
            },
          }
        : route,
    );
    const fake = { ...createFakeApi({ routes }), db: backend.db };
    const before = fake.db.payments.length;
    const { user } = renderPiece(<PlanWithDialog />, { fake });
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/^المبلغ/), '250000');
    await user.click(within(dialog).getByRole('button', { name: 'حفظ' }));
    expect(
      await within(dialog).findByText(/تم تسجيل الدفعة — رقم الإيصال/, {}, { timeout: 3000 }),
    ).toBeInTheDocument();
    const keys = fake.callsTo(endpoints.payments.create).map((c) => c.headers.get(IDEMPOTENCY_KEY_HEADER));
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(1);
    expect(fake.db.payments).toHaveLength(before + 1);
  });

  it('takes dollars handed over on a dinar plan: shows the conversion, sends the amount handed over and the rate', async () => {
    const { user, fake } = renderPiece(<PlanWithDialog />);
    const dialog = await screen.findByRole('dialog', { name: 'تسجيل دفعة' });
    await user.selectOptions(within(dialog).getByLabelText(/العملة المسلَّمة/), 'USD');
    expect(within(dialog).queryByLabelText(/^المبلغ \(IQD\)/)).not.toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/المبلغ المسلَّم \(USD\)/), '١٠٠');
    await user.type(within(dialog).getByLabelText(/سعر الصرف/), '1462.5');
    expect(within(dialog).getByText(/يُسجَّل في الحساب/)).toHaveTextContent('146,250');
    await user.click(within(dialog).getByRole('button', { name: 'حفظ' }));
    await within(dialog).findByText(/تم تسجيل الدفعة — رقم الإيصال/);
    const [call] = fake.callsTo(endpoints.payments.create);
    expect(call?.body).toMatchObject({
      handedCurrency: 'USD',
      handedAmount: '100.00',
      exchangeRate: '1462.5',
    });
    expect(call?.body).not.toHaveProperty('amount');
    expect(fake.db.payments.at(-1)).toMatchObject({
      amount: '146250',
      handedAmount: '100.00',
      exchangeRate: '1462.5',
    });
  });

  it("starts the rate from the company's default rate, still editable for this payment", async () => {
    const fake = createTestApi({
      exchangeRates: [
        { id: 2, rate: '1310', setAt: '2026-03-01T08:00:00.000Z', setBy: { id: 1, fullName: 'حساب الشركة' } },
        { id: 1, rate: '1300', setAt: '2026-02-01T08:00:00.000Z', setBy: { id: 1, fullName: 'حساب الشركة' } },
      ],
    });
    const { user } = renderPiece(<PlanWithDialog />, { fake });
    const dialog = await screen.findByRole('dialog', { name: 'تسجيل دفعة' });
    await user.selectOptions(within(dialog).getByLabelText(/العملة المسلَّمة/), 'USD');
    const rate = within(dialog).getByLabelText(/سعر الصرف/);
    await waitFor(() => expect(rate).toHaveValue('1310'));
    expect(rate).toHaveAccessibleDescription('سعر الصرف الافتراضي للشركة، ويمكن تعديله لهذه الدفعة');
    await user.type(within(dialog).getByLabelText(/المبلغ المسلَّم \(USD\)/), '100');
    expect(within(dialog).getByText(/يُسجَّل في الحساب/)).toHaveTextContent('131,000');
    // This payment's own rate, typed in Arabic-Indic digits.
    await user.clear(rate);
    await user.type(rate, '١٣٢٥');
    expect(rate).not.toHaveAccessibleDescription(/الافتراضي/);
    expect(within(dialog).getByText(/يُسجَّل في الحساب/)).toHaveTextContent('132,500');
    await user.click(within(dialog).getByRole('button', { name: 'حفظ' }));
    await within(dialog).findByText(/تم تسجيل الدفعة — رقم الإيصال/);
    expect(fake.db.payments.at(-1)).toMatchObject({ amount: '132500', exchangeRate: '1325' });
    // The company's default is unchanged by a payment's own rate.
    expect(fake.db.exchangeRates[0]?.rate).toBe('1310');
  });

  it('leaves the rate empty when the company has set no default', async () => {
    const { user, fake } = renderPiece(<PlanWithDialog />);
    const dialog = await screen.findByRole('dialog', { name: 'تسجيل دفعة' });
    await user.selectOptions(within(dialog).getByLabelText(/العملة المسلَّمة/), 'USD');
    await waitFor(() => expect(fake.callsTo(endpoints.company.exchangeRate)).toHaveLength(1));
    expect(within(dialog).getByLabelText(/سعر الصرف/)).toHaveValue('');
    await user.type(within(dialog).getByLabelText(/المبلغ المسلَّم \(USD\)/), '100');
    await user.click(within(dialog).getByRole('button', { name: 'حفظ' }));
    expect(await within(dialog).findByText('سعر الصرف مطلوب')).toBeInTheDocument();
    expect(fake.callsTo(endpoints.payments.create)).toHaveLength(0);
  });

  it('starts from the prefilled amount with its hint, and offers no date after today', async () => {
    const { user, fake } = renderPiece(
      <PaymentDialog
        plan={plan}
        open
        onOpenChange={() => undefined}
        defaultAmount="750000"
        amountHint="المتأخر 750,000"
        today="2026-03-15"
      />,
    );
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText(/^المبلغ \(IQD\)/)).toHaveValue('750000');
    expect(within(dialog).getByText('المتأخر 750,000')).toBeInTheDocument();
    const date = within(dialog).getByRole('group', { name: /تاريخ الدفع/ });
    const offered = (label: string) =>
      within(within(date).getByLabelText(label))
        .getAllByRole('option')
        .map((o) => o.textContent)
        .filter((t) => t !== '—');
    // The server refuses a payment dated after today: the field offers none (March 15th is the last day).
    expect(offered('السنة')[0]).toBe('2026');
    expect(offered('الشهر').at(-1)).toBe('آذار');
    expect(offered('اليوم').at(-1)).toBe('15');
    await user.selectOptions(within(date).getByLabelText('اليوم'), '1');
    expect(within(date).getByRole('status')).toHaveTextContent('2026 / 03 / 01');
    expect(fake.callsTo(endpoints.payments.create)).toHaveLength(0);
  });

  it('given the plan’s instalments, starts from what is due: the overdue total, else the next instalment', async () => {
    const row = (over: Partial<(typeof plan.installments)[number]>) => ({
      ...plan.installments[0]!,
      ...over,
    });
    const overdue = [
      row({
        sequence: 1,
        dueDate: '2025-01-10',
        remainingAmount: '250000',
        status: 'PARTIAL',
        overdue: true,
      }),
      row({
        sequence: 2,
        dueDate: '2025-02-10',
        remainingAmount: '3000000',
        status: 'PENDING',
        overdue: true,
      }),
      row({
        sequence: 3,
        dueDate: '2025-04-10',
        remainingAmount: '3000000',
        status: 'PENDING',
        overdue: false,
      }),
      row({ sequence: 0, dueDate: '2024-12-10', remainingAmount: '0', status: 'PAID', overdue: false }),
    ];
    const { unmount } = renderPiece(
      <PaymentDialog plan={plan} installments={overdue} open onOpenChange={() => undefined} />,
    );
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText(/^المبلغ \(IQD\)/)).toHaveValue('3250000');
    expect(
      within(dialog).getByText('المتأخر 3,250,000 د.ع — القسط القادم 3,000,000 د.ع'),
    ).toBeInTheDocument();
    unmount();
    // Nothing overdue: the next instalment's remaining amount.
    renderPiece(
      <PaymentDialog
        plan={plan}
        installments={overdue.slice(2).map((r) => ({ ...r, overdue: false }))}
        open
        onOpenChange={() => undefined}
      />,
    );
    const next = await screen.findByRole('dialog');
    expect(within(next).getByLabelText(/^المبلغ \(IQD\)/)).toHaveValue('3000000');
    expect(within(next).queryByText(/^المتأخر/)).not.toBeInTheDocument();
  });

  it("dates the payment today in the company's time zone, not the device's", async () => {
    // A zone whose date is not the device's at this moment (one of the two always differs).
    const device = todayIn(Intl.DateTimeFormat().resolvedOptions().timeZone);
    const zone = ['Pacific/Kiritimati', 'Pacific/Pago_Pago'].find((z) => todayIn(z) !== device);
    expect(zone).toBeDefined();
    const fake = createTestApi();
    fake.db.company = { ...fake.db.company!, timeZone: zone! };
    const { user } = renderPiece(<PlanWithDialog />, { fake });
    const dialog = await screen.findByRole('dialog', { name: 'تسجيل دفعة' });
    const [year, month, day] = todayIn(zone!).split('-');
    const date = within(dialog).getByRole('group', { name: /تاريخ الدفع/ });
    await waitFor(() => expect(within(date).getByLabelText('اليوم')).toHaveValue(String(Number(day))));
    expect(within(date).getByLabelText('السنة')).toHaveValue(year);
    expect(within(date).getByLabelText('الشهر')).toHaveValue(String(Number(month) - 1));
    await user.type(within(dialog).getByLabelText(/^المبلغ \(IQD\)/), '1000');
    await user.click(within(dialog).getByRole('button', { name: 'حفظ' }));
    await waitFor(() => expect(fake.callsTo(endpoints.payments.create)).toHaveLength(1));
    expect(fake.callsTo(endpoints.payments.create)[0]?.body).toMatchObject({ paidAt: todayIn(zone!) });
  });

  it('closes and forgets what was typed', async () => {
    const onOpenChange = vi.fn();
    const { user } = renderPiece(<PlanWithDialog onOpenChange={onOpenChange} />);
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getAllByRole('button', { name: 'إغلاق' }).at(-1)!);
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
