import { ApiError } from '@cc/api-client';
import type { Car } from '@cc/contracts';
import { toast } from '@cc/ui-rtl';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CarsListScreen } from './cars-list-screen';
import { DEMO_CARS } from './demo-cars';
import { createMemoryCarsApi } from './memory-api';
import { renderWithRouter } from './test/render';

vi.mock('@cc/ui-rtl', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@cc/ui-rtl')>()),
  toast: { success: vi.fn(), error: vi.fn() },
}));

const HEADERS = [
  'رقم السيارة',
  'سنة الصنع',
  'اللون',
  'النوع',
  'اسم السيارة',
  'رقم اللوحة',
  'رقم الشاصي',
  'الكيلومترات',
  'عدد السلندرات',
  'عدد الركاب',
  'نوع المحرك',
  'المنشأ',
  'الحالة',
  'الإجراءات',
];

/** Ten cars fit one page, whatever the sort. */
const FEW = DEMO_CARS.slice(0, 10);
const byStatus = (status: Car['status']) => DEMO_CARS.find((car) => car.status === status)!;
const rowOf = (name: string) => screen.getByText(name).closest('tr')!;

beforeEach(() => {
  vi.mocked(toast.success).mockClear();
  vi.mocked(toast.error).mockClear();
});

describe('CarsListScreen', () => {
  it('shows the 14 columns of spec §2 in order', async () => {
    renderWithRouter(<CarsListScreen api={createMemoryCarsApi({ cars: FEW })} canCreate />);
    await screen.findByText('تويوتا كامري');
    const titles = screen
      .getAllByRole('columnheader')
      .map((th) => th.textContent?.replace(/[▲▼↕]/g, '').trim());
    expect(titles).toEqual(HEADERS);
  });

  it('sends the default status filter Pending in the first request', async () => {
    const api = createMemoryCarsApi({ cars: FEW });
    renderWithRouter(<CarsListScreen api={api} canCreate />);
    await screen.findByText('تويوتا كامري');
    expect(api.calls[0]).toMatchObject({ method: 'list', args: [{ status: 'Pending', page: 0, size: 10 }] });
    expect(screen.queryByText('تويوتا لاندكروزر')).toBeNull(); // Paid
  });

  it('shows values with Arabic labels, the status badge and numbers isolated', async () => {
    renderWithRouter(<CarsListScreen api={createMemoryCarsApi({ cars: [DEMO_CARS[0]!] })} canCreate />);
    const row = (await screen.findByText('تويوتا كامري')).closest('tr')!;
    const cells = within(row).getAllByRole('cell');
    expect(cells.map((c) => c.textContent)).toEqual([
      '1',
      '2021',
      'أبيض',
      'صالون',
      'تويوتا كامري',
      'بغداد 12345 أ',
      'JTDBR32E720123456',
      '45,000',
      '4',
      '5',
      'بنزين',
      'أمريكي',
      'غير مبيوعة',
      '',
    ]);
    expect(within(cells[6]!).getByText('JTDBR32E720123456').tagName).toBe('BDI');
    expect(within(cells[6]!).getByText('JTDBR32E720123456')).toHaveAttribute('dir', 'ltr');
    expect(within(cells[5]!).getByText('بغداد 12345 أ').tagName).toBe('BDI');
  });

  it('offers delete and edit for Pending cars only, and view for every car', async () => {
    const cars = [byStatus('Pending'), byStatus('Active'), byStatus('Paid')];
    const api = createMemoryCarsApi({ cars });
    api.list = vi.fn(async () => ({
      data: cars,
      pagination: { currentPage: 0, lastPage: 0, pageSize: 10, totalItems: 3 },
    }));
    renderWithRouter(<CarsListScreen api={api} canCreate />);
    await screen.findByText(cars[0]!.name);

    const pending = within(rowOf(cars[0]!.name));
    expect(pending.getByRole('button', { name: 'حذف' })).toBeInTheDocument();
    expect(pending.getByRole('link', { name: 'تعديل' })).toHaveAttribute('href', `/car/${cars[0]!.id}/edit`);
    expect(pending.getByRole('link', { name: 'عرض' })).toHaveAttribute('href', `/car/${cars[0]!.id}/view`);
    expect(pending.getByText('غير مبيوعة')).toBeInTheDocument();

    for (const [car, label] of [
      [cars[1]!, 'قيد الدفع'],
      [cars[2]!, 'مباعة'],
    ] as const) {
      const row = within(rowOf(car.name));
      expect(row.queryByRole('button', { name: 'حذف' })).toBeNull();
      expect(row.queryByRole('link', { name: 'تعديل' })).toBeNull();
      expect(row.getByRole('link', { name: 'عرض' })).toHaveAttribute('href', `/car/${car.id}/view`);
      expect(row.getByText(label)).toBeInTheDocument();
    }
  });

  it('shows the add link only with CREATE_CAR', async () => {
    const { unmount } = renderWithRouter(
      <CarsListScreen api={createMemoryCarsApi({ cars: FEW })} canCreate />,
    );
    await screen.findByText('تويوتا كامري');
    expect(screen.getByRole('link', { name: '+ اضافة سيارة' })).toHaveAttribute('href', '/new-car');
    unmount();

    renderWithRouter(<CarsListScreen api={createMemoryCarsApi({ cars: FEW })} canCreate={false} />);
    await screen.findByText('تويوتا كامري');
    expect(screen.queryByRole('link', { name: '+ اضافة سيارة' })).toBeNull();
  });

  it('has the search box, the filter toggle and the filters with Arabic labels', async () => {
    const user = userEvent.setup();
    renderWithRouter(<CarsListScreen api={createMemoryCarsApi({ cars: FEW })} canCreate />);
    await screen.findByText('تويوتا كامري');
    expect(screen.getByRole('searchbox', { name: 'بحث' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /الفلاتر/ }));
    const status = screen.getByRole('combobox', { name: 'الحالة' });
    expect(status).toHaveValue('Pending');
    expect(within(status).getByRole('option', { name: 'مباعة' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('combobox', { name: 'النوع' })).getByRole('option', { name: 'دفع رباعي' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'المنشأ' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'نوع المحرك' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'اللون' })).toBeInTheDocument();
  });

  it('asks before deleting, then deletes, toasts and refreshes', async () => {
    const user = userEvent.setup();
    const api = createMemoryCarsApi({ cars: FEW });
    renderWithRouter(<CarsListScreen api={api} canCreate />);
    await screen.findByText('تويوتا كامري');
    const listCalls = () => api.calls.filter((c) => c.method === 'list').length;
    const before = listCalls();

    await user.click(within(rowOf('تويوتا كامري')).getByRole('button', { name: 'حذف' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('تأكيد الحذف')).toBeInTheDocument();
    expect(
      within(dialog).getByText(
        'هل أنت متأكد أنك تريد حذف السيارة «تويوتا كامري»؟ لا يمكن التراجع عن هذا الإجراء.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'إلغاء' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'نعم، احذف' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('تم الحذف بنجاح'));
    expect(api.calls.find((c) => c.method === 'remove')?.args).toEqual([1]);
    await waitFor(() => expect(screen.queryByText('تويوتا كامري')).toBeNull());
    expect(listCalls()).toBeGreaterThan(before);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('cancel closes the dialog without deleting', async () => {
    const user = userEvent.setup();
    const api = createMemoryCarsApi({ cars: FEW });
    renderWithRouter(<CarsListScreen api={api} canCreate />);
    await screen.findByText('تويوتا كامري');
    await user.click(within(rowOf('تويوتا كامري')).getByRole('button', { name: 'حذف' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'إلغاء' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api.calls.some((c) => c.method === 'remove')).toBe(false);
  });

  it("toasts the server's message when the delete fails, else the fallback", async () => {
    const user = userEvent.setup();
    const server = new ApiError(409, 'CONFLICT', 'لا يمكن حذف سيارة مرتبطة بعقد');
    const { unmount } = renderWithRouter(
      <CarsListScreen api={createMemoryCarsApi({ cars: FEW, removeError: server })} canCreate />,
    );
    await screen.findByText('تويوتا كامري');
    await user.click(within(rowOf('تويوتا كامري')).getByRole('button', { name: 'حذف' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'نعم، احذف' }),
    );
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('لا يمكن حذف سيارة مرتبطة بعقد'));
    expect(toast.success).not.toHaveBeenCalled();
    unmount();

    renderWithRouter(
      <CarsListScreen api={createMemoryCarsApi({ cars: FEW, removeError: new Error('') })} canCreate />,
    );
    await screen.findByText('تويوتا كامري');
    await user.click(within(rowOf('تويوتا كامري')).getByRole('button', { name: 'حذف' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'نعم، احذف' }),
    );
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('حدث خطأ أثناء الحذف'));
  });

  it('shows and toasts the fallback text in place of rows when the list fails', async () => {
    renderWithRouter(<CarsListScreen api={createMemoryCarsApi({ listError: new Error('') })} canCreate />);
    const message = 'فشل في جلب البيانات. يرجى المحاولة مرة أخرى.';
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('alert').closest('tbody')).not.toBeNull();
    expect(toast.error).toHaveBeenCalledWith(message);
  });

  it("shows and toasts the server's message when the list fails with one", async () => {
    const error = new ApiError(500, 'INTERNAL', 'حدث خطأ غير متوقع، يرجى المحاولة مرة أخرى');
    renderWithRouter(<CarsListScreen api={createMemoryCarsApi({ listError: error })} canCreate />);
    expect(await screen.findByRole('alert')).toHaveTextContent('حدث خطأ غير متوقع، يرجى المحاولة مرة أخرى');
    expect(toast.error).toHaveBeenCalledWith('حدث خطأ غير متوقع، يرجى المحاولة مرة أخرى');
  });

  it('sorts by a column and searches by keyword', async () => {
    const user = userEvent.setup();
    const api = createMemoryCarsApi({ cars: FEW });
    renderWithRouter(<CarsListScreen api={api} canCreate debounceMs={0} />);
    await screen.findByText('تويوتا كامري');
    await user.click(screen.getByRole('button', { name: /سنة الصنع/ }));
    await waitFor(() =>
      expect(api.calls.at(-1)?.args[0]).toMatchObject({
        sortBy: 'model',
        sortDirection: 'asc',
        status: 'Pending',
      }),
    );
    await user.type(screen.getByRole('searchbox', { name: 'بحث' }), 'نيسان');
    await waitFor(() => expect(api.calls.at(-1)?.args[0]).toMatchObject({ keyword: 'نيسان', page: 0 }));
    expect(await screen.findByText('نيسان باترول')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('تويوتا كامري')).toBeNull());
  });
});
