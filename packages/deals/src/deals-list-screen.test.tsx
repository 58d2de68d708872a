// Testing Library collapses whitespace, so formatMoney's no-break space before the currency reads as ' '.
import { endpoints } from '@cc/contracts';
import { createTestApi, DEMO_DEALS } from '@cc/resources/testing';
import { toast } from '@cc/ui-rtl';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NOW, openPage } from './test/render';

vi.mock('@cc/ui-rtl', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@cc/ui-rtl')>()),
  toast: { success: vi.fn(), error: vi.fn() },
}));

const HEADERS = [
  // The expand column of rows with instalments.
  'الأقساط',
  'الرقم',
  'التاريخ',
  'المشتري',
  'البائع',
  'السيارة',
  'المبلغ الكلي',
  'المدفوع',
  'المتبقي',
  'حالة الخطة',
  'الاستحقاق القادم',
  'الإجراءات',
];

const idOf = (kind: 'CONTRACT' | 'AUTHORIZATION', number: number) =>
  DEMO_DEALS.find((d) => d.kind === kind && d.contractNumber === number)?.id;
const rowOf = (number: string) => screen.getByText(number).closest('tr')!;

/** Left out by default so the list fits 1366 px; shown through 'الأعمدة'. */
const HIDDEN_BY_DEFAULT = ['البائع', 'المبلغ الكلي', 'المدفوع'];

describe('DealsListScreen', () => {
  it("shows the columns in order (three once chosen in 'الأعمدة') and amounts with their currency", async () => {
    const { fake } = openPage('/contracts');
    await screen.findByText('1001');
    const titles = () =>
      screen
        .getAllByRole('columnheader')
        .map((th) => th.textContent?.replace(/[▲▼↕]/g, '').trim())
        .filter(Boolean);
    expect(titles()).toEqual(HEADERS.filter((title) => !HIDDEN_BY_DEFAULT.includes(title)));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'الأعمدة' }));
    for (const title of HIDDEN_BY_DEFAULT) await user.click(screen.getByRole('checkbox', { name: title }));
    expect(titles()).toEqual(HEADERS);
    const iqd = within(rowOf('1001'));
    expect(iqd.getByText('12,000,000 د.ع')).toBeInTheDocument();
    expect(iqd.getByText('4,500,000 د.ع')).toBeInTheDocument();
    expect(iqd.getByText('7,500,000 د.ع')).toBeInTheDocument();
    expect(iqd.getByText('قيد التسديد')).toBeInTheDocument();
    const usd = within(rowOf('1002'));
    expect(usd.getAllByText('15,250.50 $')).toHaveLength(2);
    expect(usd.getByText('0.00 $')).toBeInTheDocument();
    expect(usd.getByText('مسدد بالكامل')).toBeInTheDocument();
    expect(fake.callsTo(endpoints.contracts.list)[0]?.query).toMatchObject({ page: '0', size: '10' });
  });

  it('links view to the view route and print (in the row menu) to print/{id}/true or false', async () => {
    const { user, unmount } = openPage('/contracts');
    await screen.findByText('1001');
    const row = within(rowOf('1001'));
    const id = idOf('CONTRACT', 1001);
    expect(row.getByRole('link', { name: 'عرض' })).toHaveAttribute('href', `/contracts/${id}`);
    await user.click(row.getByRole('button', { name: 'إجراءات العقد 1001' }));
    expect(await screen.findByRole('menuitem', { name: 'طباعة' })).toHaveAttribute(
      'href',
      `/print/${id}/true`,
    );
    expect(screen.getByRole('link', { name: 'إضافة عقد' })).toHaveAttribute('href', '/new-contract');
    unmount();
    const { fake } = openPage('/authorizations');
    await screen.findByText('1001');
    await user.click(within(rowOf('1001')).getByRole('button', { name: 'إجراءات الوكالة 1001' }));
    expect(await screen.findByRole('menuitem', { name: 'طباعة' })).toHaveAttribute(
      'href',
      `/print/${idOf('AUTHORIZATION', 1001)}/false`,
    );
    expect(screen.getByRole('link', { name: 'إضافة وكالة' })).toHaveAttribute('href', '/new-authorization');
    expect(fake.callsTo(endpoints.authorizations.list)).not.toHaveLength(0);
  });

  it('expands a row to its instalments', async () => {
    const { user } = openPage('/contracts');
    await screen.findByText('1001');
    await user.click(within(rowOf('1001')).getAllByRole('button')[0]!);
    const schedule = await screen.findByRole('table', { name: 'جدول الأقساط' });
    expect(within(schedule).getByText('2025-03-10')).toBeInTheDocument();
    expect(within(schedule).getByText('مدفوع جزئياً')).toBeInTheDocument();
    expect(within(schedule).getAllByText('1,500,000 د.ع')).toHaveLength(2);
  });

  it('cancels only with a reason, after a confirmation, and reloads the list', async () => {
    const user = userEvent.setup();
    const fake = createTestApi({ now: NOW });
    const car = fake.db.cars.find((c) => c.status === 'Pending')!;
    const { data: fresh } = await fake.client.call(endpoints.contracts.create, {
      body: {
        sellerType: 'COMPANY',
        buyerId: 2,
        carId: car.id,
        currency: 'IQD',
        price: '9000000',
        downPayment: '0',
        paymentType: 'INSTALLMENTS',
        installmentCount: 6,
        firstDueDate: '2025-04-01',
      },
    });
    openPage('/contracts', { fake });
    const number = String(fresh.contractNumber);
    await screen.findByText(number);
    await user.click(within(rowOf(number)).getByRole('button', { name: `إجراءات العقد ${number}` }));
    await user.click(await screen.findByRole('menuitem', { name: 'إلغاء' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'متابعة' }));
    expect(await within(dialog).findByText('سبب الإلغاء مطلوب')).toBeInTheDocument();
    expect(fake.callsTo(endpoints.contracts.cancel)).toHaveLength(0);
    await user.type(within(dialog).getByLabelText(/سبب الإلغاء/), 'طلب المشتري');
    await user.click(within(dialog).getByRole('button', { name: 'متابعة' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent(number);
    await user.click(within(confirm).getByRole('button', { name: 'نعم، ألغِ' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('تم إلغاء العقد'));
    expect(fake.callsTo(endpoints.contracts.cancel)).toMatchObject([
      { path: `/contracts/${fresh.id}`, body: { reason: 'طلب المشتري' } },
    ]);
    await waitFor(() => expect(fake.callsTo(endpoints.contracts.list)).toHaveLength(2));
    await user.click(within(rowOf(number)).getByRole('button', { name: `إجراءات العقد ${number}` }));
    expect(await screen.findByRole('menuitem', { name: 'طباعة' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'إلغاء' })).toBeNull();
  });

  it('shows cancel disabled with the reason while payments stand, before any reason is typed', async () => {
    const { user, fake } = openPage('/contracts');
    await screen.findByText('1001');
    await user.click(within(rowOf('1001')).getByRole('button', { name: 'إجراءات العقد 1001' }));
    const cancel = await screen.findByRole('menuitem', { name: 'إلغاء' });
    const reason = 'لا يمكن إلغاء العقد لوجود دفعات مسجلة عليه، يرجى عكس الدفعات أولاً';
    expect(cancel).toHaveAttribute('aria-disabled', 'true');
    expect(cancel).toHaveAccessibleDescription(reason);
    expect(cancel).toHaveAttribute('title', reason);
    await user.click(cancel);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fake.callsTo(endpoints.contracts.cancel)).toHaveLength(0);
  });

  it('offers no add link or cancel without the permissions', async () => {
    const { user } = openPage('/contracts', { permissions: ['GET_CONTRACT'] });
    await screen.findByText('1001');
    expect(screen.queryByRole('link', { name: 'إضافة عقد' })).toBeNull();
    await user.click(within(rowOf('1001')).getByRole('button', { name: 'إجراءات العقد 1001' }));
    expect(await screen.findByRole('menuitem', { name: 'طباعة' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'إلغاء' })).toBeNull();
  });

  it('shows why the list could not be loaded', async () => {
    openPage('/contracts', { permissions: ['PERSON_READ'] });
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('ليس لديك صلاحية لتنفيذ هذا الإجراء'));
  });
});
