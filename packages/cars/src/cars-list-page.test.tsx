import { type Car, endpoints } from '@cc/contracts';
import { createTestApi, DEMO_CARS, FakeFailure, failing, pageOf, route } from '@cc/resources/testing';
import {
  askToDelete,
  cancelDelete,
  type RenderOptions,
  renderFeature,
  type TestApi,
  toasts,
} from '@cc/resources/testing/render';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { carsFeature } from './feature';
import { carsListRead } from './reads';

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
const openList = (fake: TestApi = createTestApi({ cars: FEW }), options: RenderOptions = {}) =>
  renderFeature(carsFeature, '/cars', { ...options, fake });

/** The columns hidden by default (low priority, so the list fits 1366 px). */
const HIDDEN_BY_DEFAULT = ['النوع', 'عدد السلندرات', 'عدد الركاب', 'نوع المحرك', 'المنشأ'];
const headerTitles = () =>
  screen.getAllByRole('columnheader').map((th) => th.textContent?.replace(/[▲▼↕]/g, '').trim());

/** Shows every column through 'الأعمدة'. */
async function showAllColumns(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'الأعمدة' }));
  for (const title of HIDDEN_BY_DEFAULT) await user.click(screen.getByRole('checkbox', { name: title }));
  await user.click(screen.getByRole('button', { name: 'الأعمدة' }));
}

describe('the cars list (/cars)', () => {
  it("shows the 14 columns in order, five of low priority once chosen in 'الأعمدة'", async () => {
    openList();
    await screen.findByText('تويوتا كامري');
    expect(headerTitles()).toEqual(HEADERS.filter((title) => !HIDDEN_BY_DEFAULT.includes(title)));
    await showAllColumns(userEvent.setup());
    expect(headerTitles()).toEqual(HEADERS);
  });

  it('asks for unsold cars first (status Pending), ten to a page', async () => {
    const { fake } = openList();
    await screen.findByText('تويوتا كامري');
    expect(fake.callsTo(endpoints.cars.list)[0]?.query).toMatchObject({
      status: 'Pending',
      page: '0',
      size: '10',
    });
    expect(screen.queryByText('تويوتا لاندكروزر')).toBeNull(); // Paid
  });

  it.each(['', '?status=Active', '?color=أحمر&model=2021'])(
    'asks first for exactly what the start-up prefetch reads at /cars%s',
    async (search) => {
      const fake = createTestApi({ cars: FEW });
      renderFeature(carsFeature, `/cars${search}`, { fake });
      await waitFor(() => expect(fake.callsTo(endpoints.cars.list)).toHaveLength(1));
      const prefetched: unknown[] = [];
      carsFeature.routes[0].prefetch((...read) => prefetched.push(read), { search, params: {} });
      await waitFor(() => expect(prefetched).toEqual([carsListRead(search)]));
      const [endpoint, { query }] = carsListRead(search);
      expect(endpoint).toBe(endpoints.cars.list);
      const asSent = Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)]));
      expect(fake.callsTo(endpoints.cars.list)[0]!.query).toEqual(asSent);
    },
  );

  it('shows values with Arabic labels, the status badge and numbers isolated', async () => {
    openList(createTestApi({ cars: [DEMO_CARS[0]!] }));
    await screen.findByText('تويوتا كامري');
    await showAllColumns(userEvent.setup());
    const row = screen.getByText('تويوتا كامري').closest('tr')!;
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
    // Every status on one page, whatever the filter asks.
    openList(createTestApi({ cars, routes: [route(endpoints.cars.list, () => pageOf(cars, {}))] }));
    await screen.findByText(cars[0]!.name);

    const pending = within(rowOf(cars[0]!.name));
    expect(pending.getByRole('link', { name: 'عرض' })).toHaveAttribute('href', `/car/${cars[0]!.id}/view`);
    expect(pending.getByText('غير مبيوعة')).toBeInTheDocument();
    await userEvent.click(pending.getByRole('button', { name: `إجراءات ${cars[0]!.name}` }));
    const menu = within(await screen.findByRole('menu'));
    expect(menu.getByRole('menuitem', { name: 'تعديل' })).toHaveAttribute('href', `/car/${cars[0]!.id}/edit`);
    expect(menu.getByRole('menuitem', { name: 'حذف' })).toBeInTheDocument();

    for (const [car, label] of [
      [cars[1]!, 'قيد الدفع'],
      [cars[2]!, 'مباعة'],
    ] as const) {
      const row = within(rowOf(car.name));
      // Nothing but 'عرض' to offer: no menu.
      expect(row.queryByRole('button', { name: /^إجراءات/ })).toBeNull();
      expect(row.getByRole('link', { name: 'عرض' })).toHaveAttribute('href', `/car/${car.id}/view`);
      expect(row.getByText(label)).toBeInTheDocument();
    }
  });

  it('shows the add link only with CREATE_CAR', async () => {
    const { unmount } = openList();
    await screen.findByText('تويوتا كامري');
    expect(screen.getByRole('link', { name: '+ اضافة سيارة' })).toHaveAttribute('href', '/new-car');
    unmount();

    openList(createTestApi({ cars: FEW }), { permissions: ['PERSON_READ', 'GET_CAR'] });
    await screen.findByText('تويوتا كامري');
    expect(screen.queryByRole('link', { name: '+ اضافة سيارة' })).toBeNull();
  });

  it('has the search box, the filter toggle and the filters with Arabic labels', async () => {
    const user = userEvent.setup();
    openList();
    await screen.findByText('تويوتا كامري');
    expect(screen.getByRole('searchbox', { name: 'بحث' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /الفلاتر/ }));
    const status = await screen.findByRole('combobox', { name: 'الحالة' });
    expect(status).toHaveValue('Pending');
    expect(within(status).getByRole('option', { name: 'مباعة' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('combobox', { name: 'النوع' })).getByRole('option', { name: 'دفع رباعي' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'المنشأ' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'نوع المحرك' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'اللون' })).toBeInTheDocument();
  });

  it("asks before deleting, then deletes, toasts the server's answer and the list refetches", async () => {
    const user = userEvent.setup();
    const { fake } = openList();
    await screen.findByText('تويوتا كامري');
    const before = fake.callsTo(endpoints.cars.list).length;

    const dialog = await askToDelete(user, 'تويوتا كامري');
    expect(within(dialog).getByText('تأكيد الحذف')).toBeInTheDocument();
    expect(
      within(dialog).getByText(
        'هل أنت متأكد أنك تريد حذف السيارة «تويوتا كامري»؟ لا يمكن التراجع عن هذا الإجراء.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'إلغاء' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'نعم، احذف' }));
    await waitFor(() => expect(toasts()).toContain('تم الحذف بنجاح'));
    expect(fake.callsTo(endpoints.cars.remove).map((c) => c.path)).toEqual(['/car/1']);
    expect(fake.db.cars.some((car) => car.id === 1)).toBe(false);
    await waitFor(() => expect(screen.queryByText('تويوتا كامري')).toBeNull());
    expect(fake.callsTo(endpoints.cars.list).length).toBeGreaterThan(before);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('cancel closes the dialog without deleting', async () => {
    const { user, fake } = openList();
    await cancelDelete(user, 'تويوتا كامري');
    expect(fake.callsTo(endpoints.cars.remove)).toHaveLength(0);
  });

  it("toasts the server's message when the delete is refused, else the generic one", async () => {
    const user = userEvent.setup();
    const refuse = (error: Error) =>
      createTestApi({
        cars: FEW,
        routes: [
          route(endpoints.cars.remove, () => {
            throw error;
          }),
        ],
      });
    const confirmDelete = async () => {
      const dialog = await askToDelete(user, 'تويوتا كامري');
      await user.click(within(dialog).getByRole('button', { name: 'نعم، احذف' }));
    };
    const { unmount } = openList(refuse(new FakeFailure(409, 'لا يمكن حذف سيارة مرتبطة بعقد')));
    await confirmDelete();
    await waitFor(() => expect(toasts()).toContain('لا يمكن حذف سيارة مرتبطة بعقد'));
    expect(toasts()).not.toContain('تم الحذف بنجاح');
    unmount();

    // No answer from the server at all.
    openList(refuse(new Error('connection reset')));
    await confirmDelete();
    await waitFor(() => expect(toasts()).toContain('حدث خطأ غير متوقع، يرجى المحاولة مرة أخرى'));
  });

  it("shows and toasts the server's message in place of rows when the list fails", async () => {
    const message = 'حدث خطأ غير متوقع، يرجى المحاولة مرة أخرى';
    openList(
      createTestApi({
        routes: [failing(endpoints.cars.list, new FakeFailure(500, message, 'INTERNAL'))],
      }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('alert').closest('tbody')).not.toBeNull();
    await waitFor(() => expect(toasts()).toContain(message));
  });

  it('sorts by a column and searches by keyword', async () => {
    const user = userEvent.setup();
    const { fake } = openList();
    await screen.findByText('تويوتا كامري');
    const lastQuery = () => fake.callsTo(endpoints.cars.list).at(-1)?.query;
    await user.click(screen.getByRole('button', { name: /سنة الصنع/ }));
    await waitFor(() =>
      expect(lastQuery()).toMatchObject({ sortBy: 'model', sortDirection: 'asc', status: 'Pending' }),
    );
    await user.type(screen.getByRole('searchbox', { name: 'بحث' }), 'نيسان');
    await waitFor(() => expect(lastQuery()).toMatchObject({ keyword: 'نيسان', page: '0' }));
    expect(await screen.findByText('نيسان باترول')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('تويوتا كامري')).toBeNull());
  });
});
