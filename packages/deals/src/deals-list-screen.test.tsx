// Testing Library collapses whitespace, so formatMoney's no-break space before the currency reads as ' '.
import { ApiError } from '@cc/api-client';
import { toast } from '@cc/ui-rtl';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DealsListScreen } from './deals-list-screen';
import { createMemoryDealsApi } from './memory-api';
import { renderWithRouter } from './test/render';

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

const rowOf = (number: string) => screen.getByText(number).closest('tr')!;

beforeEach(() => {
  vi.mocked(toast.success).mockClear();
  vi.mocked(toast.error).mockClear();
});

describe('DealsListScreen', () => {
  it('shows the columns in order and amounts with their currency', async () => {
    renderWithRouter(<DealsListScreen api={createMemoryDealsApi()} kind="contracts" canCreate canCancel />);
    await screen.findByText('1001');
    const titles = screen
      .getAllByRole('columnheader')
      .map((th) => th.textContent?.replace(/[▲▼↕]/g, '').trim())
      .filter(Boolean);
    expect(titles).toEqual(HEADERS);
    const iqd = within(rowOf('1001'));
    expect(iqd.getByText('12,000,000 د.ع')).toBeInTheDocument();
    expect(iqd.getByText('4,500,000 د.ع')).toBeInTheDocument();
    expect(iqd.getByText('7,500,000 د.ع')).toBeInTheDocument();
    expect(iqd.getByText('قيد التسديد')).toBeInTheDocument();
    const usd = within(rowOf('1002'));
    expect(usd.getAllByText('15,250.50 $')).toHaveLength(2);
    expect(usd.getByText('0.00 $')).toBeInTheDocument();
    expect(usd.getByText('مسدد بالكامل')).toBeInTheDocument();
  });

  it('links view to the view route and print to print/{id}/true or false', async () => {
    const { unmount } = renderWithRouter(
      <DealsListScreen api={createMemoryDealsApi()} kind="contracts" canCreate canCancel />,
    );
    await screen.findByText('1001');
    const row = within(rowOf('1001'));
    expect(row.getByRole('link', { name: 'عرض' })).toHaveAttribute('href', '/contracts/1');
    expect(row.getByRole('link', { name: 'طباعة' })).toHaveAttribute('href', '/print/1/true');
    expect(screen.getByRole('link', { name: 'إضافة عقد' })).toHaveAttribute('href', '/new-contract');
    unmount();
    renderWithRouter(
      <DealsListScreen
        api={createMemoryDealsApi({ kind: 'authorizations' })}
        kind="authorizations"
        canCreate
        canCancel
      />,
    );
    await screen.findByText('1001');
    expect(within(rowOf('1001')).getByRole('link', { name: 'طباعة' })).toHaveAttribute(
      'href',
      '/print/1/false',
    );
    expect(screen.getByRole('link', { name: 'إضافة وكالة' })).toHaveAttribute('href', '/new-authorization');
  });

  it('expands a row to its instalments', async () => {
    const user = userEvent.setup();
    renderWithRouter(<DealsListScreen api={createMemoryDealsApi()} kind="contracts" canCreate canCancel />);
    await screen.findByText('1001');
    const toggle = within(rowOf('1001')).getAllByRole('button')[0]!;
    await user.click(toggle);
    expect(await screen.findByText('2025-03-10')).toBeInTheDocument();
    expect(screen.getByText('مدفوع جزئياً')).toBeInTheDocument();
    expect(screen.getAllByText('1,500,000 د.ع')).toHaveLength(2);
  });

  it('cancels only with a reason, after a confirmation', async () => {
    const user = userEvent.setup();
    const api = createMemoryDealsApi();
    renderWithRouter(<DealsListScreen api={api} kind="contracts" canCreate canCancel />);
    await screen.findByText('1001');
    await user.click(within(rowOf('1001')).getByRole('button', { name: 'إلغاء' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'متابعة' }));
    expect(await within(dialog).findByText('سبب الإلغاء مطلوب')).toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'cancel')).toBe(false);
    await user.type(within(dialog).getByLabelText(/سبب الإلغاء/), 'طلب المشتري');
    await user.click(within(dialog).getByRole('button', { name: 'متابعة' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent('1001');
    await user.click(within(confirm).getByRole('button', { name: 'نعم، ألغِ' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('تم الإلغاء بنجاح'));
    expect(api.calls.find((c) => c.method === 'cancel')?.args).toEqual([1, 'طلب المشتري']);
  });

  it("toasts the server's 409 message", async () => {
    const user = userEvent.setup();
    const message = 'لا يمكن الإلغاء مع وجود دفعات؛ اعكسها أولاً';
    const api = createMemoryDealsApi({ cancelError: new ApiError(409, 'CONFLICT', message) });
    renderWithRouter(<DealsListScreen api={api} kind="contracts" canCreate canCancel />);
    await screen.findByText('1001');
    await user.click(within(rowOf('1001')).getByRole('button', { name: 'إلغاء' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/سبب الإلغاء/), 'خطأ');
    await user.click(within(dialog).getByRole('button', { name: 'متابعة' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'نعم، ألغِ' }),
    );
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(message));
  });

  it('offers no add link or cancel without the permissions', async () => {
    renderWithRouter(
      <DealsListScreen api={createMemoryDealsApi()} kind="contracts" canCreate={false} canCancel={false} />,
    );
    await screen.findByText('1001');
    expect(screen.queryByRole('link', { name: 'إضافة عقد' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'إلغاء' })).toBeNull();
  });
});
