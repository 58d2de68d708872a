import { ApiError } from '@cc/api-client';
import { toast } from '@cc/ui-rtl';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AccountCardsScreen } from './account-cards-screen';
import { DEMO_DEALS, DEMO_PERSONS } from './demo-persons';
import { createMemoryPersonsApi } from './memory-api';
import { renderWithRouter } from './test/render';

vi.mock('@cc/ui-rtl', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@cc/ui-rtl')>()),
  toast: { success: vi.fn(), error: vi.fn() },
}));

const FEW = DEMO_PERSONS.slice(0, 5);
const rowOf = (name: string) => screen.getByText(name).closest('tr')!;

beforeEach(() => {
  vi.mocked(toast.success).mockClear();
  vi.mocked(toast.error).mockClear();
});

describe('AccountCardsScreen', () => {
  it('shows the columns in order, with phone and national id isolated', async () => {
    renderWithRouter(
      <AccountCardsScreen api={createMemoryPersonsApi({ persons: FEW })} canCreate canUpdate canDelete />,
    );
    await screen.findByText('أحمد علي حسين');
    const titles = screen
      .getAllByRole('columnheader')
      .map((th) => th.textContent?.replace(/[▲▼↕]/g, '').trim());
    expect(titles).toEqual([
      'رقم الحساب',
      'الاسم الكامل',
      'رقم الهاتف',
      'رقم الهوية',
      'العنوان',
      'الإجراءات',
    ]);
    const row = rowOf('أحمد علي حسين');
    expect(within(row).getByText('07701234567').tagName).toBe('BDI');
    expect(within(row).getByText('199012345678').tagName).toBe('BDI');
    expect(within(row).getByText('بغداد - الكرادة')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'عرض' })).toHaveAttribute('href', '/account-cards/1/view');
    expect(within(row).getByRole('link', { name: 'تعديل' })).toHaveAttribute('href', '/account-cards/1/edit');
    expect(screen.getByRole('link', { name: 'إضافة حساب' })).toHaveAttribute('href', '/new-account');
  });

  it('hides add, edit and delete without their permissions', async () => {
    renderWithRouter(
      <AccountCardsScreen
        api={createMemoryPersonsApi({ persons: FEW })}
        canCreate={false}
        canUpdate={false}
        canDelete={false}
      />,
    );
    const row = (await screen.findByText('أحمد علي حسين')).closest('tr')!;
    expect(within(row).getByRole('link', { name: 'عرض' })).toBeInTheDocument();
    expect(within(row).queryByRole('link', { name: 'تعديل' })).toBeNull();
    expect(within(row).queryByRole('button', { name: 'حذف' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'إضافة حساب' })).toBeNull();
  });

  it('sends the keyword to the server and shows what it finds', async () => {
    const user = userEvent.setup();
    const api = createMemoryPersonsApi({ persons: FEW });
    renderWithRouter(<AccountCardsScreen api={api} canCreate canUpdate canDelete debounceMs={0} />);
    await screen.findByText('أحمد علي حسين');
    await user.type(screen.getByRole('searchbox', { name: 'بحث' }), '0780');
    await waitFor(() => expect(api.calls.at(-1)?.args[0]).toMatchObject({ keyword: '0780', page: 0 }));
    expect(await screen.findByText('محمد جاسم كاظم')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('أحمد علي حسين')).toBeNull());
  });

  it('deletes after confirmation and refreshes the list', async () => {
    const user = userEvent.setup();
    const api = createMemoryPersonsApi({ persons: FEW });
    renderWithRouter(<AccountCardsScreen api={api} canCreate canUpdate canDelete />);
    await screen.findByText('علي حسن عبد الله');
    await user.click(within(rowOf('علي حسن عبد الله')).getByRole('button', { name: 'حذف' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('تأكيد الحذف');
    expect(dialog).toHaveTextContent('«علي حسن عبد الله»');
    await user.click(within(dialog).getByRole('button', { name: 'نعم، احذف' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('تم الحذف بنجاح'));
    expect(api.calls.find((c) => c.method === 'remove')?.args).toEqual([3]);
    await waitFor(() => expect(screen.queryByText('علي حسن عبد الله')).toBeNull());
  });

  it('cancel closes the dialog without deleting', async () => {
    const user = userEvent.setup();
    const api = createMemoryPersonsApi({ persons: FEW });
    renderWithRouter(<AccountCardsScreen api={api} canCreate canUpdate canDelete />);
    await screen.findByText('أحمد علي حسين');
    await user.click(within(rowOf('أحمد علي حسين')).getByRole('button', { name: 'حذف' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'إلغاء' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api.calls.some((c) => c.method === 'remove')).toBe(false);
  });

  it("toasts the server's 409 message when the person is in a deal", async () => {
    const user = userEvent.setup();
    const api = createMemoryPersonsApi({ persons: FEW, deals: DEMO_DEALS });
    renderWithRouter(<AccountCardsScreen api={api} canCreate canUpdate canDelete />);
    await screen.findByText('أحمد علي حسين');
    await user.click(within(rowOf('أحمد علي حسين')).getByRole('button', { name: 'حذف' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'نعم، احذف' }),
    );
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('لا يمكن حذف حساب مرتبط بعقد أو وكالة'));
    expect(toast.success).not.toHaveBeenCalled();
    expect(screen.getByText('أحمد علي حسين')).toBeInTheDocument();
  });

  it("shows and toasts the server's message when the list fails", async () => {
    const error = new ApiError(500, 'INTERNAL', 'حدث خطأ غير متوقع، يرجى المحاولة مرة أخرى');
    renderWithRouter(
      <AccountCardsScreen api={createMemoryPersonsApi({ listError: error })} canCreate canUpdate canDelete />,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('حدث خطأ غير متوقع، يرجى المحاولة مرة أخرى');
    expect(toast.error).toHaveBeenCalledWith('حدث خطأ غير متوقع، يرجى المحاولة مرة أخرى');
  });
});
