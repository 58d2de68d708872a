import { amountDue as dueOf } from '@cc/business';
import { type Deal, endpoints, type PermissionName } from '@cc/contracts';
import { createTestApi } from '@cc/resources/testing';
import { renderWithApi } from '@cc/resources/testing/render';
import { screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { NOW } from '../test/render';
import { openDealsOf } from './deal-search';
import { PaymentsDeskScreen } from './payments-desk-screen';

const arabicIndic = (digits: string) => digits.replace(/\d/g, (d) => '٠١٢٣٤٥٦٧٨٩'[Number(d)]!);

function renderDesk(permissions?: PermissionName[]) {
  const fake = createTestApi({ now: NOW });
  return renderWithApi(
    <MemoryRouter>
      <PaymentsDeskScreen debounceMs={0} today="2025-03-01" />
    </MemoryRouter>,
    { fake, ...(permissions ? { permissions } : {}) },
  );
}

describe('PaymentsDeskScreen', () => {
  it('finds a deal by the buyer’s phone in Arabic-Indic digits, shows its summary first and narrows the ledger to it', async () => {
    const { user, fake } = renderDesk();
    const deal = fake.db.deals.find((d) => d.kind === 'CONTRACT' && d.contractNumber === 1001) as Deal;
    // The search box is painted first; the ledger and the cash box follow the first paint.
    expect(screen.getByRole('searchbox', { name: 'بحث عن عقد أو وكالة مفتوحة' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'سجل الدفعات' })).not.toBeInTheDocument();
    const ledger = await screen.findByRole('region', { name: 'سجل الدفعات' });
    // Every payment at first: more than this deal's.
    await waitFor(() => expect(fake.callsTo(endpoints.payments.list).length).toBeGreaterThan(0));
    expect(fake.callsTo(endpoints.payments.list).at(-1)?.query.dealId).toBeUndefined();
    await user.type(screen.getByLabelText('بحث عن عقد أو وكالة مفتوحة'), arabicIndic(deal.buyer.phone!));
    await user.click(await screen.findByRole('button', { name: 'اختيار عقد رقم 1001' }));

    // The summary first, no form over it: what is overdue, what is due next, what remains.
    const panel = await screen.findByRole('region', { name: 'العقد المختار' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(panel).getByText(deal.buyer.fullName, { exact: false })).toBeInTheDocument();
    // The first instalment after the paid down payment's line (0) is overdue at NOW: the form starts from it.
    const owed = deal.paymentPlan.installments.find((i) => i.status !== 'PAID')!.remainingAmount; // read now: the fake pays it below
    await waitFor(() => expect(within(panel).getByTestId('desk-overdue')).not.toHaveTextContent('لا يوجد'));
    expect(within(panel).getByTestId('desk-next')).not.toHaveTextContent('لا يوجد قسط قادم');

    // The ledger below narrows to this deal.
    await waitFor(() =>
      expect(fake.callsTo(endpoints.payments.list).at(-1)?.query.dealId).toBe(String(deal.id)),
    );
    expect(within(ledger).getByRole('heading', { name: 'سجل الدفعات — عقد رقم 1001' })).toBeInTheDocument();
    await waitFor(() => {
      const rows = within(within(ledger).getByRole('table')).getAllByRole('row').slice(1);
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) expect(row).toHaveTextContent(/عقد\s*1001/);
    });

    // 'تسجيل دفعة' opens the form with the amount due.
    await user.click(within(panel).getByRole('button', { name: 'تسجيل دفعة' }));
    const dialog = await screen.findByRole('dialog', { name: 'تسجيل دفعة' });
    expect(within(dialog).getByLabelText(/^المبلغ \(IQD\)/)).toHaveValue(owed);
    expect(within(dialog).getByText(/^المتأخر/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'حفظ' }));
    expect(await within(dialog).findByText(/تم تسجيل الدفعة — رقم الإيصال \d+/)).toBeInTheDocument();
    expect(fake.callsTo(endpoints.payments.create)[0]?.body).toMatchObject({ amount: owed });
    await user.click(within(dialog).getAllByRole('button', { name: 'إغلاق' })[0]!);

    // Clearing the choice widens the ledger back to every payment.
    await user.click(screen.getByRole('button', { name: 'اختيار عقد أو وكالة أخرى' }));
    expect(within(ledger).getByRole('heading', { name: 'سجل الدفعات' })).toBeInTheDocument();
    // (read again, or from the cache the payment's invalidation refreshed: either way other deals' entries)
    await waitFor(() => {
      const rows = within(within(ledger).getByRole('table')).getAllByRole('row').slice(1);
      expect(rows.some((row) => !/عقد\s*1001/.test(row.textContent ?? ''))).toBe(true);
    });
  }, 60_000);

  it('names an authorization as such at the desk: its summary, its page link and the narrowed ledger', async () => {
    const { user, fake } = renderDesk();
    const deal = fake.db.deals.find((d) => d.kind === 'AUTHORIZATION' && d.contractNumber === 1003) as Deal;
    await user.type(screen.getByLabelText('بحث عن عقد أو وكالة مفتوحة'), '1003');
    await user.click(await screen.findByRole('button', { name: 'اختيار وكالة رقم 1003' }));
    const panel = await screen.findByRole('region', { name: 'الوكالة المختارة' });
    expect(within(panel).getByRole('heading')).toHaveTextContent(/^وكالة 1003$/);
    expect(within(panel).getByRole('link', { name: 'صفحة الوكالة' })).toHaveAttribute(
      'href',
      `/authorizations/${deal.id}`,
    );
    const ledger = await screen.findByRole('region', { name: 'سجل الدفعات' });
    expect(
      await within(ledger).findByRole('heading', { name: 'سجل الدفعات — وكالة رقم 1003' }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(fake.callsTo(endpoints.payments.list).at(-1)?.query.dealId).toBe(String(deal.id)),
    );
  }, 60_000);

  it('shows the ledger with per-currency totals of money received, never added across currencies', async () => {
    renderDesk();
    const totals = await screen.findByRole('status', { name: 'مجموع المقبوض في النتائج' });
    await waitFor(() => expect(totals.querySelectorAll('[data-currency]').length).toBeGreaterThan(0));
    const currencies = [...totals.querySelectorAll('[data-currency]')].map((e) =>
      e.getAttribute('data-currency'),
    );
    expect(new Set(currencies).size).toBe(currencies.length);
    expect(screen.getByRole('button', { name: /تصدير CSV/ })).toBeInTheDocument();
  });

  it('reads without recording: no payment form without UPDATE_INSTALLMENT', async () => {
    const { user } = renderDesk(['GET_INSTALLMENT']);
    await user.type(screen.getByLabelText('بحث عن عقد أو وكالة مفتوحة'), '1001');
    await user.click(await screen.findByRole('button', { name: 'اختيار عقد رقم 1001' }));
    await screen.findByRole('region', { name: 'العقد المختار' });
    expect(screen.queryByRole('button', { name: 'تسجيل دفعة' })).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  }, 60_000);
});

describe('the desk’s arithmetic', () => {
  const row = (over: Record<string, unknown>) =>
    ({
      status: 'PENDING',
      overdue: false,
      remainingAmount: '100',
      dealId: 1,
      dueDate: '2025-01-01',
      ...over,
    }) as never;
  it('sums what is overdue, finds the next due, and keeps only deals with something unpaid', () => {
    const rows = [
      row({ overdue: true, remainingAmount: '250', dueDate: '2025-01-01' }),
      row({ overdue: true, remainingAmount: '50', dueDate: '2025-02-01' }),
      row({ remainingAmount: '300', dueDate: '2025-04-01' }),
      row({ remainingAmount: '300', dueDate: '2025-03-01' }),
      row({ status: 'PAID', remainingAmount: '0', dueDate: '2024-12-01' }),
    ];
    const due = dueOf(rows, 'IQD');
    expect(due.overdue).toBe('300');
    expect(due.next).toMatchObject({ dueDate: '2025-03-01' });
    expect(due.remaining).toBe('900');
    expect(
      openDealsOf([row({ dealId: 2, status: 'PAID' }), row({ dealId: 3 })]).map((d) => d.dealId),
    ).toEqual([3]);
  });
});

describe('late fees at the desk', () => {
  it('adds the fees owed to what remains and, when nothing else is due, proposes them; a deal with only fees left stays open', () => {
    const rows = [
      {
        status: 'PAID',
        overdue: false,
        remainingAmount: '0',
        dueDate: '2025-01-01',
        dealId: 4,
        lateFees: '25000',
      },
    ] as never[];
    const due = dueOf(rows, 'IQD', '25000');
    expect([due.overdue, due.next, due.lateFees, due.remaining, due.prefill]).toEqual([
      null,
      null,
      '25000',
      '25000',
      '25000',
    ]);
    expect(due.hint).toBe('غرامات التأخير 25,000\u00A0د.ع');
    expect(openDealsOf(rows).map((d) => d.dealId)).toEqual([4]);
    // With an instalment overdue, the form starts from it: fees are paid after every instalment.
    const behind = dueOf(
      [{ status: 'PENDING', overdue: true, remainingAmount: '500000', dueDate: '2025-01-01' }] as never[],
      'IQD',
      '25000',
    );
    expect([behind.prefill, behind.remaining]).toEqual(['500000', '525000']);
  });

  it('shows a deal’s fees in its summary', async () => {
    const fake = createTestApi({
      now: NOW,
      lateFeeRule: { mode: 'FIXED', graceDays: 0, since: '2020-01-01', amounts: { IQD: 25_000, USD: 500 } },
    });
    const { user } = renderWithApi(
      <MemoryRouter>
        <PaymentsDeskScreen debounceMs={0} today="2025-03-01" />
      </MemoryRouter>,
      { fake },
    );
    const deal = fake.db.deals.find((d) => d.kind === 'CONTRACT' && d.contractNumber === 1001) as Deal;
    await user.type(screen.getByLabelText('بحث عن عقد أو وكالة مفتوحة'), deal.buyer.phone!);
    await user.click(await screen.findByRole('button', { name: 'اختيار عقد رقم 1001' }));
    const panel = await screen.findByRole('region', { name: 'العقد المختار' });
    expect(await within(panel).findByTestId('desk-late-fees')).toHaveTextContent('25,000');
  });
});
