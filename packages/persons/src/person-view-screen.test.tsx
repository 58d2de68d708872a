import { ApiError } from '@cc/api-client';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEMO_DEALS, DEMO_PAYMENTS } from './demo-persons';
import { createMemoryPersonsApi } from './memory-api';
import { PersonViewScreen } from './person-view-screen';
import { renderWithRouter } from './test/render';

const NBSP = '\u00A0';

describe('PersonViewScreen', () => {
  it('shows the details in a definition list and the edit link with PERSON_UPDATE', async () => {
    renderWithRouter(<PersonViewScreen api={createMemoryPersonsApi()} personId={1} canEdit />);
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
  });

  it("marks missing values 'غير متوفر' and hides edit without PERSON_UPDATE", async () => {
    renderWithRouter(<PersonViewScreen api={createMemoryPersonsApi()} personId={8} canEdit={false} />);
    await screen.findByRole('heading', { level: 1, name: 'مصطفى رعد ناصر' });
    expect(screen.getAllByText('غير متوفر')).toHaveLength(3); // national id, address, notes
    expect(screen.queryByRole('link', { name: 'تعديل' })).toBeNull();
  });

  it('shows no deals or owed sections when the api cannot list a person’s deals', async () => {
    renderWithRouter(<PersonViewScreen api={createMemoryPersonsApi()} personId={1} canEdit />);
    await screen.findByRole('heading', { level: 1, name: 'أحمد علي حسين' });
    expect(screen.queryByRole('region', { name: 'المبالغ المستحقة' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'العقود والوكالات' })).toBeNull();
  });

  it('sums the amount owed per currency exactly, as buyer of non-cancelled deals only', async () => {
    renderWithRouter(
      <PersonViewScreen api={createMemoryPersonsApi({ deals: DEMO_DEALS })} personId={1} canEdit />,
    );
    const owed = await screen.findByRole('region', { name: 'المبالغ المستحقة' });
    const items = within(owed)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    // 10,000,000 + 2,500,000 IQD (the cancelled 9,000,000 and the guaranteed 20,000,000 left out);
    // 1,000.25 + 250.25 USD, which floats would not promise.
    expect(items).toEqual([`12,500,000${NBSP}د.ع`, `1,250.50${NBSP}$`]);
  });

  it('lists the deals with the part the person plays in each', async () => {
    renderWithRouter(
      <PersonViewScreen api={createMemoryPersonsApi({ deals: DEMO_DEALS })} personId={1} canEdit />,
    );
    const deals = await screen.findByRole('region', { name: 'العقود والوكالات' });
    const rows = within(deals).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(7);
    const roleOf = (number: string) =>
      within(deals).getByText(number).closest('tr')!.querySelectorAll('td')[3]!.textContent;
    expect(roleOf('1001')).toBe('مشترٍ');
    expect(roleOf('1006')).toBe('كفيل');
    expect(roleOf('1007')).toBe('بائع');
    expect(within(deals).getByText('1005').closest('tr')).toHaveTextContent('ملغى');
  });

  it("says 'الحساب غير موجود' for an unknown id", async () => {
    renderWithRouter(<PersonViewScreen api={createMemoryPersonsApi()} personId={999} canEdit />);
    expect(await screen.findByRole('alert')).toHaveTextContent('الحساب غير موجود');
  });

  it("lists the payments of the person's deals with GET_INSTALLMENT: reversed struck, reversals marked", async () => {
    renderWithRouter(
      <PersonViewScreen
        api={createMemoryPersonsApi({ deals: DEMO_DEALS, payments: DEMO_PAYMENTS })}
        personId={1}
        canEdit
        canSeePayments
      />,
    );
    const section = await screen.findByRole('region', { name: 'الدفعات' });
    const rows = (await within(section).findAllByRole('row')).slice(1);
    expect(rows.map((r) => [...r.querySelectorAll('td')].map((td) => td.textContent))).toEqual([
      [
        '205',
        '2026-04-02',
        'عقد 1001',
        `−1,000,000${NBSP}د.ع`,
        'نقداً',
        `10,000,000${NBSP}د.ع`,
        'قيد عكس عن الإيصال رقم 204',
      ],
      ['204', '2026-04-01', 'عقد 1001', `1,000,000${NBSP}د.ع`, 'نقداً', `9,000,000${NBSP}د.ع`, 'ملغاة'],
      ['203', '2026-03-15', 'عقد 1003', `13,999.75${NBSP}$`, 'تحويل', `1,000.25${NBSP}$`, 'سارية'],
      [
        '202',
        '2026-03-15',
        'وكالة 1002',
        `2,500,000${NBSP}د.ع`,
        'نقداً',
        `2,500,000${NBSP}د.ع`,
        'ساريةدفعة مقدمة',
      ],
      [
        '201',
        '2026-03-15',
        'عقد 1001',
        `15,000,000${NBSP}د.ع`,
        'نقداً',
        `10,000,000${NBSP}د.ع`,
        'ساريةدفعة مقدمة',
      ],
    ]);
    expect(rows[1]).toHaveAttribute('data-reversed');
    expect(rows[0]).not.toHaveAttribute('data-reversed');
    expect(within(rows[2]!).getByText('203').tagName).toBe('BDI');
    // Each receipt number opens its printable receipt.
    const id203 = DEMO_PAYMENTS.find((p) => p.receiptNumber === 203)?.id;
    expect(within(rows[2]!).getByRole('link', { name: 'طباعة الوصل رقم 203' })).toHaveAttribute(
      'href',
      `/print-receipt/${id203}`,
    );
  });

  it('hides the payments without GET_INSTALLMENT, says so when there are none, and shows a failure', async () => {
    const { unmount } = renderWithRouter(
      <PersonViewScreen
        api={createMemoryPersonsApi({ deals: DEMO_DEALS, payments: DEMO_PAYMENTS })}
        personId={1}
        canEdit
      />,
    );
    await screen.findByRole('region', { name: 'العقود والوكالات' });
    expect(screen.queryByRole('region', { name: 'الدفعات' })).toBeNull();
    unmount();
    const { unmount: unmount2 } = renderWithRouter(
      <PersonViewScreen
        api={createMemoryPersonsApi({ deals: DEMO_DEALS, payments: DEMO_PAYMENTS })}
        personId={8}
        canEdit
        canSeePayments
      />,
    );
    const none = await screen.findByRole('region', { name: 'الدفعات' });
    expect(await within(none).findByText('لا توجد دفعات على عقود هذا الحساب')).toBeInTheDocument();
    unmount2();
    renderWithRouter(
      <PersonViewScreen
        api={createMemoryPersonsApi({
          deals: DEMO_DEALS,
          payments: DEMO_PAYMENTS,
          paymentsError: new ApiError(403, 'FORBIDDEN', 'ليس لديك صلاحية'),
        })}
        personId={1}
        canEdit
        canSeePayments
      />,
    );
    const failed = await screen.findByRole('region', { name: 'الدفعات' });
    expect(await within(failed).findByText('ليس لديك صلاحية')).toBeInTheDocument();
  });
});
