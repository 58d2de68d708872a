import { endpoints } from '@cc/contracts';
import {
  createTestApi,
  DEMO_ACCOUNT_DEALS,
  DEMO_ACCOUNT_PAYMENTS,
  FakeFailure,
  failing,
} from '@cc/resources/testing';
import { type RenderOptions, renderFeature } from '@cc/resources/testing/render';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { personsFeature } from './feature';

const NBSP = '\u00A0';
// The account card's own deals and payments (exact amounts), in place of the ledger's demo deals.
const accountData = () =>
  createTestApi({ deals: [...DEMO_ACCOUNT_DEALS], payments: [...DEMO_ACCOUNT_PAYMENTS] });
const open = (id: number, options: RenderOptions = {}) =>
  renderFeature(personsFeature, `/account-cards/${id}/view`, { fake: accountData(), ...options });
// A staff user who reads accounts and deals but not payments.
const WITHOUT_PAYMENTS: RenderOptions = { permissions: ['PERSON_READ', 'GET_CONTRACT'] };

describe('the account page (account-cards/:id/view)', () => {
  it('shows the details in a definition list and the edit link with PERSON_UPDATE', async () => {
    open(1);
    expect(await screen.findByRole('heading', { level: 1, name: 'أحمد علي حسين' })).toBeInTheDocument();
    const details = screen.getByRole('region', { name: 'بيانات الحساب' });
    const terms = within(details)
      .getAllByRole('term')
      .map((dt) => dt.textContent);
    expect(terms).toEqual([
      'رقم الحساب',
      'الاسم الكامل',
      'رقم الهاتف',
      'رقم الهوية',
      'العنوان',
      'ملاحظات',
      'تاريخ الإضافة',
    ]);
    expect(within(details).getByText('07701234567').tagName).toBe('BDI');
    expect(within(details).getByText('زبون دائم')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'تعديل' })).toHaveAttribute('href', '/account-cards/1/edit');
    expect(screen.getByRole('link', { name: 'العودة إلى القائمة' })).toHaveAttribute(
      'href',
      '/account-cards',
    );
  });

  it("marks missing values 'غير متوفر' and hides edit without PERSON_UPDATE", async () => {
    open(8, { permissions: ['PERSON_READ'] });
    await screen.findByRole('heading', { level: 1, name: 'مصطفى رعد ناصر' });
    expect(screen.getAllByText('غير متوفر')).toHaveLength(3); // national id, address, notes
    expect(screen.queryByRole('link', { name: 'تعديل' })).toBeNull();
  });

  it('shows no deals, owed or payments sections without GET_CONTRACT and GET_INSTALLMENT', async () => {
    open(1, { permissions: ['PERSON_READ'] });
    await screen.findByRole('heading', { level: 1, name: 'أحمد علي حسين' });
    expect(screen.queryByRole('region', { name: 'المبالغ المستحقة' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'العقود والوكالات' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'الدفعات' })).toBeNull();
  });

  it('sums the amount owed per currency exactly, as buyer of non-cancelled deals only', async () => {
    open(1);
    const owed = await screen.findByRole('region', { name: 'المبالغ المستحقة' });
    const items = within(owed)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    // 10,000,000 + 2,500,000 IQD (the cancelled 9,000,000 and the guaranteed 20,000,000 left out);
    // 1,000.25 + 250.25 USD, which floats would not promise.
    expect(items).toEqual([`12,500,000${NBSP}د.ع`, `1,250.50${NBSP}$`]);
  });

  it('lists the deals with the part the person plays in each', async () => {
    open(1);
    const deals = await screen.findByRole('table', { name: 'العقود والوكالات' });
    const rows = within(deals).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(7);
    const roleOf = (number: string) =>
      within(deals).getByText(number).closest('tr')!.querySelectorAll('td')[3]!.textContent;
    expect(roleOf('1001')).toBe('مشترٍ');
    expect(roleOf('1006')).toBe('كفيل');
    expect(roleOf('1007')).toBe('بائع');
    expect(within(deals).getByText('1005').closest('tr')).toHaveTextContent('ملغى');
  });

  it('shows since when a deal owes: a down payment left unpaid is due, and late, since the deal date', async () => {
    const owing = DEMO_ACCOUNT_DEALS.map((d) =>
      d.contractNumber === 1001
        ? {
            ...d,
            paymentPlan: {
              ...d.paymentPlan,
              installments: [
                {
                  id: 901,
                  sequence: 0,
                  dueDate: d.contractDate,
                  amount: '2500000',
                  paidAmount: '0',
                  remainingAmount: '2500000',
                  status: 'PENDING' as const,
                  overdue: false,
                },
              ],
            },
          }
        : d,
    );
    const fake = createTestApi({
      now: new Date('2026-04-01T09:00:00Z'),
      deals: owing,
      payments: [...DEMO_ACCOUNT_PAYMENTS],
    });
    renderFeature(personsFeature, '/account-cards/1/view', { fake });
    const deals = await screen.findByRole('table', { name: 'العقود والوكالات' });
    const row = within(deals).getByText('1001').closest('tr')!;
    expect(row).toHaveTextContent('2026-03-15');
    expect(row).toHaveTextContent('المقدمة متأخرة');
  });

  it("says 'الحساب غير موجود' for an unknown id", async () => {
    open(999);
    expect(await screen.findByRole('alert')).toHaveTextContent('الحساب غير موجود');
  });

  it("lists the payments of the person's deals with GET_INSTALLMENT: reversed struck, reversals marked", async () => {
    const { fake } = open(1);
    const table = await screen.findByRole('table', { name: 'الدفعات' });
    const rows = within(table).getAllByRole('row').slice(1);
    // The newest first; the reversed payment 204 and its reversal entry 205 say so.
    expect(rows.map((r) => r.querySelector('td')?.textContent)).toEqual(['205', '204', '203', '202', '201']);
    expect(rows[0]).toHaveTextContent('قيد عكس');
    expect(rows[1]).toHaveAttribute('data-reversed');
    expect(rows[1]).toHaveTextContent('ملغاة');
    expect(rows[2]).not.toHaveAttribute('data-reversed');
    // Each receipt opens its printable receipt.
    const id203 = fake.db.payments.find((p) => p.receiptNumber === 203)?.id;
    expect(within(rows[2]!).getByRole('link', { name: 'طباعة الوصل رقم 203' })).toHaveAttribute(
      'href',
      `/print-receipt/${id203}`,
    );
  });

  it('hides the payments without GET_INSTALLMENT, says so when there are none, and shows a failure', async () => {
    const { unmount } = open(1, WITHOUT_PAYMENTS);
    await screen.findByRole('region', { name: 'العقود والوكالات' });
    expect(screen.queryByRole('region', { name: 'الدفعات' })).toBeNull();
    unmount();
    const { unmount: unmount2 } = open(8);
    const none = await screen.findByRole('region', { name: 'الدفعات' });
    expect(await within(none).findByText('لا توجد دفعات على عقود هذا الحساب')).toBeInTheDocument();
    unmount2();
    const refused = createTestApi({
      deals: [...DEMO_ACCOUNT_DEALS],
      payments: [...DEMO_ACCOUNT_PAYMENTS],
      routes: [failing(endpoints.payments.list, new FakeFailure(403, 'ليس لديك صلاحية', 'FORBIDDEN'))],
    });
    open(1, { fake: refused });
    const failed = await screen.findByRole('region', { name: 'الدفعات' });
    expect(await within(failed).findByText('ليس لديك صلاحية')).toBeInTheDocument();
  });
});
