import { ApiError } from '@cc/api-client';
import { type Car, type Deal, endpoints, type ListEnvelope, type View } from '@cc/contracts';
import { createTestApi, FakeFailure, pageOf, route, staffCaller } from '@cc/resources/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DataTable } from './data-table';
import { firstPageQuery } from './query';
import { unsoldCars as cars, TABLE_COLUMNS as columns, renderCarsTable as setup } from './test/cars-table';
import { DEAL_COLUMNS, deal, installment } from './test/deals';
import { restoreTimers, useFakeTimersWithUser } from './test/fake-timers';
import { renderWithApi } from './test/render';
import type { ColumnDef } from './types';

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

let user: ReturnType<typeof userEvent.setup>;
beforeEach(() => {
  user = useFakeTimersWithUser('2026-01-31T09:00:00');
});
afterEach(restoreTimers);

describe('DataTable requests', () => {
  it('loads at once with the defaultValue seeded (status Pending), page 0 and size 10', async () => {
    const { calls } = setup();
    expect(screen.getByRole('status')).toHaveTextContent('جار التحميل...');
    await waitFor(() => expect(calls()).toHaveLength(1));
    expect(calls()[0]!.query).toEqual({ status: 'Pending', page: '0', size: '10' });
    expect(await screen.findByText('نيسان 1')).toBeInTheDocument();
  });

  it('asks first for firstPageQuery of its options (what a start-up read prefetches)', async () => {
    const start = {
      initialFilters: { name: 'نيسان', createdAt: { from: '2026-01-01', to: null } },
      initialKeyword: ' 2 ',
      initialSort: { key: 'model', direction: 'desc' as const },
      pageSize: 25,
      params: { branchId: 3 },
    };
    const { calls } = setup(undefined, start);
    await waitFor(() => expect(calls()).toHaveLength(1));
    const expected = Object.fromEntries(
      Object.entries(firstPageQuery(columns, start)).map(([k, v]) => [k, String(v)]),
    );
    expect(calls()[0]!.query).toEqual(expected);
  });

  it('sends one request 500 ms after the last keystroke of fast typing', async () => {
    const { calls } = setup();
    await screen.findByText('نيسان 1');
    await user.type(screen.getByRole('searchbox', { name: 'بحث' }), 'نيسان 2');
    await advance(499);
    expect(calls()).toHaveLength(1);
    await advance(1);
    await waitFor(() => expect(calls()).toHaveLength(2));
    expect(calls()[1]!.query).toMatchObject({ keyword: 'نيسان 2', page: '0' });
    expect(await screen.findByText('نيسان 2')).toBeInTheDocument();
    expect(screen.queryByText('نيسان 1')).not.toBeInTheDocument();
  });

  it('never lets a stale answer overwrite a newer one', async () => {
    const answers: ((page: ListEnvelope<Car>) => void)[] = [];
    const fake = createTestApi({
      routes: [route(endpoints.cars.list, () => new Promise((resolve) => answers.push(resolve)))],
    });
    setup(fake);
    await waitFor(() => expect(answers).toHaveLength(1));
    await act(async () => answers[0]!(pageOf(cars(1), {})));
    const search = screen.getByRole('searchbox', { name: 'بحث' });
    await user.type(search, 'ك');
    await advance(500);
    await user.type(search, 'يا');
    await advance(500);
    await waitFor(() => expect(answers).toHaveLength(3));
    await act(async () => answers[2]!(pageOf(cars(1, { name: 'كيا سبورتاج' }), {})));
    await act(async () => answers[1]!(pageOf(cars(1, { name: 'كرايسلر' }), {})));
    expect(await screen.findByText('كيا سبورتاج')).toBeInTheDocument();
    await advance(50);
    expect(screen.queryByText('كرايسلر')).not.toBeInTheDocument();
  });

  it('sends the fixed params with every page and with the export', async () => {
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const fake = createTestApi({ cars: [...cars(2), ...cars(1, { id: 3, name: 'نيسان 3', type: 'SUV' })] });
    const { calls } = setup(fake, { params: { type: 'SUV' }, exportEndpoint: endpoints.cars.export });
    expect(await screen.findByText('نيسان 3')).toBeInTheDocument();
    expect(screen.queryByText('نيسان 1')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'سنة الصنع' }));
    await waitFor(() => expect(calls()).toHaveLength(2));
    expect(calls().map((call) => call.query.type)).toEqual(['SUV', 'SUV']);
    await user.click(screen.getByRole('button', { name: 'تصدير CSV' }));
    await waitFor(() => expect(fake.callsTo(endpoints.cars.export)).toHaveLength(1));
    expect(fake.callsTo(endpoints.cars.export)[0]!.query).toMatchObject({ type: 'SUV', status: 'Pending' });
    click.mockRestore();
  });

  it('starts a new sort column ascending and toggles on the second click', async () => {
    const { last } = setup();
    await screen.findByText('نيسان 1');
    const header = () => screen.getByRole('columnheader', { name: /سنة الصنع/ });
    expect(header()).toHaveAttribute('aria-sort', 'none');
    await user.click(within(header()).getByRole('button'));
    await waitFor(() => expect(last().query).toMatchObject({ sortBy: 'model', sortDirection: 'asc' }));
    expect(header()).toHaveAttribute('aria-sort', 'ascending');
    await user.click(within(header()).getByRole('button'));
    await waitFor(() => expect(last().query).toMatchObject({ sortBy: 'model', sortDirection: 'desc' }));
    expect(header()).toHaveAttribute('aria-sort', 'descending');
    await user.click(screen.getByRole('button', { name: /اسم السيارة/ }));
    await waitFor(() => expect(last().query).toMatchObject({ sortBy: 'name', sortDirection: 'asc' }));
  });

  it('drops empty filter values from the query', async () => {
    const { last } = setup();
    await screen.findByText('نيسان 1');
    const toggle = screen.getByRole('button', { name: 'الفلاتر' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'الحالة' }), 'الكل');
    await user.type(screen.getByRole('textbox', { name: 'اسم السيارة' }), '   ');
    await advance(500);
    await waitFor(() => expect(last().query).toEqual({ page: '0', size: '10' }));
  });

  it('sends a date range as yyyy-MM-dd and the reset button clears it', async () => {
    const { last } = setup();
    await screen.findByText('نيسان 1');
    await user.click(screen.getByRole('button', { name: 'الفلاتر' }));
    const range = await screen.findByRole('group', { name: 'تاريخ الإضافة' });
    await user.click(
      within(within(range).getByRole('group', { name: 'من' })).getByRole('button', { name: '+ شهر' }),
    );
    await user.click(
      within(within(range).getByRole('group', { name: 'إلى' })).getByRole('button', { name: '+ سنة' }),
    );
    await advance(500);
    await waitFor(() => expect(last().query).toMatchObject({ fromDate: '2026-02-28', toDate: '2027-01-31' }));
    expect(screen.getByText('2 فلتر مفعل')).toBeInTheDocument();
    await user.click(within(range).getByRole('button', { name: 'إعادة تعيين' }));
    expect(screen.getByText('1 فلتر مفعل')).toBeInTheDocument();
    // Back to the first query (answered from the cache); a new start is then sent without the old end.
    await user.click(
      within(within(range).getByRole('group', { name: 'من' })).getByRole('button', { name: '+ شهر' }),
    );
    await advance(500);
    await waitFor(() =>
      expect(last().query).toEqual({ status: 'Pending', fromDate: '2026-02-28', page: '0', size: '10' }),
    );
  });
});

describe('DataTable rows', () => {
  it('shows the error string in place of rows and reports it', async () => {
    const onError = vi.fn();
    const fake = createTestApi({
      routes: [
        route(endpoints.cars.list, () => {
          throw new FakeFailure(403, 'ليس لديك إذن لعرض هذه الصفحة', 'FORBIDDEN');
        }),
      ],
    });
    setup(fake, { onError });
    expect(await screen.findByRole('alert')).toHaveTextContent('ليس لديك إذن لعرض هذه الصفحة');
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenCalledWith('ليس لديك إذن لعرض هذه الصفحة', expect.any(ApiError));
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('falls back to the generic message for an error without one', async () => {
    const fake = createTestApi({
      routes: [
        route(endpoints.cars.list, () => {
          throw new FakeFailure(500, '', 'INTERNAL');
        }),
      ],
    });
    setup(fake);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'فشل في جلب البيانات. يرجى المحاولة مرة أخرى.',
    );
  });

  it("shows 'لا توجد بيانات' for an empty page and 'غير متوفر' for missing values", async () => {
    setup(createTestApi({ cars: cars(1, { status: 'Paid', kilometers: null }) }));
    expect(await screen.findByText('لا توجد بيانات')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'الفلاتر' }));
    await user.selectOptions(await screen.findByRole('combobox', { name: 'الحالة' }), 'الكل');
    await advance(500);
    const row = await screen.findByRole('row', { name: /نيسان 1/ });
    expect(within(row).getByText('غير متوفر')).toBeInTheDocument();
  });

  it('expands a row with instalments (a dotted child path) and collapses it on the second click', async () => {
    const fake = createTestApi({
      routes: [
        route(endpoints.contracts.list, ({ query }) =>
          pageOf(
            [
              deal(1, [installment(1, '2026-02-15', 'PAID'), installment(2, '2026-03-15', 'PENDING')]),
              deal(2, []),
            ],
            query,
          ),
        ),
      ],
    });
    renderWithApi(
      <DataTable<Deal>
        endpoint={endpoints.contracts.list}
        columns={DEAL_COLUMNS}
        childPath="paymentPlan.installments"
      />,
      fake,
    );
    const toggles = await screen.findAllByRole('button', { name: 'عرض الأقساط' });
    expect(toggles).toHaveLength(1); // the deal with no instalments is not expandable
    const toggle = toggles[0]!;
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const child = screen.getByRole('table', { name: 'الأقساط' });
    expect(toggle.getAttribute('aria-controls')).toBe(child.closest('tr')!.id);
    expect(within(child).getAllByRole('row')).toHaveLength(3);
    expect(within(child).getByText('2026-03-15')).toBeInTheDocument();
    expect(within(child).getByText('مدفوع')).toBeInTheDocument();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('table', { name: 'الأقساط' })).not.toBeInTheDocument();
  });
});

describe('DataTable columns and cards', () => {
  it("leaves out a column hidden by default and shows it from 'الأعمدة'; one column always stays", async () => {
    const withHidden = columns.map((c) => (c.key === 'kilometers' ? { ...c, hidden: true } : c));
    setup(createTestApi({ cars: cars(1, { kilometers: 12500 }) }), { columns: withHidden });
    await screen.findByText('نيسان 1');
    expect(screen.queryByRole('columnheader', { name: 'الكيلومترات' })).not.toBeInTheDocument();
    expect(screen.queryByText('12,500')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'الأعمدة' }));
    const chooser = screen.getByRole('group', { name: 'الأعمدة' });
    // Filter-only columns are no columns to show.
    expect(within(chooser).queryByRole('checkbox', { name: 'تاريخ الإضافة' })).not.toBeInTheDocument();
    await user.click(within(chooser).getByRole('checkbox', { name: 'الكيلومترات' }));
    expect(screen.getByRole('columnheader', { name: 'الكيلومترات' })).toBeInTheDocument();
    expect(screen.getByText('12,500')).toBeInTheDocument();

    for (const title of ['رقم السيارة', 'اسم السيارة', 'سنة الصنع', 'الكيلومترات'])
      await user.click(within(chooser).getByRole('checkbox', { name: title }));
    expect(within(chooser).getByRole('checkbox', { name: 'الحالة' })).toBeDisabled();
    expect(screen.getAllByRole('columnheader')).toHaveLength(1);
  });

  it('labels every cell with its column (the stacked card of a narrow screen) and pins the actions last', async () => {
    const onDelete = vi.fn();
    setup(createTestApi({ cars: cars(1) }), {
      rowLabel: (car) => car.name,
      rowActions: (car) => [
        { label: 'عرض', to: `/car/${car.id}/view`, icon: <span>👁</span>, primary: true },
        { label: 'حذف', onSelect: () => onDelete(car.id), tone: 'danger' },
      ],
    });
    const name = await screen.findByText('نيسان 1');
    const row = name.closest('tr')!;
    const cells = within(row).getAllByRole('cell');
    expect(cells.map((cell) => cell.getAttribute('data-label'))).toEqual([
      'رقم السيارة',
      'اسم السيارة',
      'سنة الصنع',
      'الكيلومترات',
      'الحالة',
      'الإجراءات',
    ]);
    expect(within(cells.at(-1)!).getByRole('link', { name: 'عرض' })).toHaveAttribute('href', '/car/1/view');
    expect(cells.at(-1)).toHaveClass('cc-dt-actions');
    expect(screen.getByRole('table')).toHaveClass('cc-stack');
    // The rest of the row's actions: one menu named after the row.
    await user.click(within(cells.at(-1)!).getByRole('button', { name: 'إجراءات نيسان 1' }));
    await user.click(await screen.findByRole('menuitem', { name: 'حذف' }));
    expect(onDelete).toHaveBeenCalledWith(1);
  });

  it('ends a cell with a maxWidth in an ellipsis box of that width', async () => {
    const clipped = columns.map((c) => (c.key === 'name' ? { ...c, maxWidth: 9 } : c));
    setup(createTestApi({ cars: cars(1) }), { columns: clipped });
    const name = await screen.findByText('نيسان 1');
    expect(name).toHaveClass('cc-dt-clip');
    expect(name.style.getPropertyValue('--cc-dt-clip')).toBe('9rem');
    expect(name).toHaveAttribute('title', 'نيسان 1');
  });

  it('ends every other cell in an ellipsis box too, its title the whole value as shown', async () => {
    const colour = 'أزرق-سماوي-لؤلؤي-معدني-مطفي-بلمسة-فضية-خاصة';
    const withColour: ColumnDef<Car>[] = [
      ...columns,
      { key: 'color', title: 'اللون' },
      {
        key: 'chassisNumber',
        title: 'رقم الشاصي',
        render: (car) => <bdi dir="ltr">{car.chassisNumber}</bdi>,
      },
      { key: 'plateNumber', title: 'رقم اللوحة' },
    ];
    const car = { color: colour, chassisNumber: 'JTDBR32E720123456ABCDEFGHJKLMNPRSTUV', plateNumber: '' };
    setup(createTestApi({ cars: cars(1, car) }), { columns: withColour });
    const cell = await screen.findByText(colour);
    expect(cell).toHaveClass('cc-dt-clip');
    expect(cell.style.getPropertyValue('--cc-dt-clip')).toBe('12rem');
    expect(cell).toHaveAttribute('title', colour);
    const chassis = screen.getByText(car.chassisNumber).closest('.cc-dt-clip');
    expect(chassis).toHaveAttribute('title', car.chassisNumber);
    // A missing value says so in the cell; there is nothing more to show in a title.
    const [plate] = screen.getAllByText('غير متوفر');
    expect(plate!.closest('.cc-dt-clip')).not.toHaveAttribute('title');
  });
});

describe('DataTable export', () => {
  it('downloads the whole filtered list (no page/size, the visible columns) and saves the bytes as is', async () => {
    // jsdom has no object URLs.
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:x');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const fake = createTestApi({ cars: cars(3) });
    setup(fake, { exportEndpoint: endpoints.cars.export });
    await screen.findByText('نيسان 1');
    await user.click(screen.getByRole('button', { name: 'تصدير CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(fake.callsTo(endpoints.cars.export).map((call) => call.query)).toEqual([
      { status: 'Pending', columns: 'id,name,model,kilometers,status' },
    ]);
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('cars-2026-01-31.csv');
    // The server's bytes are saved untouched, BOM included (text() would decode it away).
    const bytes = new Uint8Array(await createObjectURL.mock.calls[0]![0].arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    click.mockRestore();
  });

  it("toasts the server's message when the export fails", async () => {
    const fake = createTestApi({
      cars: cars(3),
      routes: [
        route(endpoints.cars.export, () => {
          throw new FakeFailure(400, 'أعمدة غير معروفة: x');
        }),
      ],
    });
    setup(fake, { exportEndpoint: endpoints.cars.export });
    await screen.findByText('نيسان 1');
    await user.click(screen.getByRole('button', { name: 'تصدير CSV' }));
    expect(await screen.findByText('أعمدة غير معروفة: x')).toBeInTheDocument();
  });
});

describe('DataTable saved views', () => {
  const soldByModel: View = {
    id: 7,
    name: 'المباعة حسب الموديل',
    shared: true,
    mine: false,
    state: { keyword: 'نيسان', filters: { status: 'Paid' }, sort: { key: 'model', direction: 'desc' } },
  };
  const mine: View = {
    id: 8,
    name: 'عرضي القديم',
    shared: false,
    mine: true,
    state: { keyword: '', filters: {}, sort: null },
  };

  it('applies a saved view (keyword, filters and sort) and saves the current one, shared', async () => {
    const fake = createTestApi({ cars: cars(3), views: [soldByModel] });
    const { last } = setup(fake, { views: { resource: 'cars', canShare: true } });
    await screen.findByText('نيسان 1');
    await user.click(screen.getByRole('button', { name: 'طرق العرض' }));
    await user.click(await screen.findByRole('button', { name: 'تطبيق العرض «المباعة حسب الموديل»' }));
    await waitFor(() =>
      expect(last().query).toEqual({
        status: 'Paid',
        sortBy: 'model',
        sortDirection: 'desc',
        keyword: 'نيسان',
        page: '0',
        size: '10',
      }),
    );
    expect(fake.callsTo(endpoints.views.list)[0]!.query).toEqual({ resource: 'cars' });
    expect(screen.getByRole('searchbox', { name: 'بحث' })).toHaveValue('نيسان');
    expect(screen.getByRole('columnheader', { name: /سنة الصنع/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    // Not mine: no delete button.
    await user.click(screen.getByRole('button', { name: 'طرق العرض' }));
    expect(screen.queryByRole('button', { name: /حذف العرض/ })).not.toBeInTheDocument();

    await user.type(await screen.findByRole('textbox', { name: /^اسم العرض/ }), 'عرضي');
    await user.click(screen.getByRole('checkbox', { name: 'مشاركة مع الشركة' }));
    await user.click(screen.getByRole('button', { name: 'حفظ العرض الحالي' }));
    await waitFor(() => expect(fake.callsTo(endpoints.views.create)).toHaveLength(1));
    expect(fake.callsTo(endpoints.views.create)[0]!.body).toEqual({
      resource: 'cars',
      name: 'عرضي',
      shared: true,
      state: {
        keyword: 'نيسان',
        filters: { status: 'Paid' },
        sort: { key: 'model', direction: 'desc' },
        hiddenColumns: [],
      },
    });
    // The list reloads with the new view (the views tag).
    expect(await screen.findByRole('button', { name: 'تطبيق العرض «عرضي»' })).toBeInTheDocument();
    expect(fake.db.views.find((view) => view.name === 'عرضي')).toMatchObject({ shared: true, mine: true });
  });

  it('keeps the hidden columns with a saved view and restores them when it is applied', async () => {
    const narrow: View = {
      ...mine,
      id: 9,
      name: 'مختصر',
      state: { ...mine.state, hiddenColumns: ['model'] },
    };
    const fake = createTestApi({ cars: cars(1), views: [narrow] });
    setup(fake, { views: { resource: 'cars', canShare: false } });
    await screen.findByText('نيسان 1');
    await user.click(screen.getByRole('button', { name: 'الأعمدة' }));
    await user.click(screen.getByRole('checkbox', { name: 'الكيلومترات' }));
    expect(screen.queryByRole('columnheader', { name: 'الكيلومترات' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'طرق العرض' }));
    await user.type(await screen.findByRole('textbox', { name: /^اسم العرض/ }), 'بلا عداد');
    await user.click(screen.getByRole('button', { name: 'حفظ العرض الحالي' }));
    await waitFor(() => expect(fake.callsTo(endpoints.views.create)).toHaveLength(1));
    expect(fake.callsTo(endpoints.views.create)[0]!.body).toMatchObject({
      state: { hiddenColumns: ['kilometers'] },
    });

    await user.click(await screen.findByRole('button', { name: 'تطبيق العرض «مختصر»' }));
    expect(screen.getByRole('columnheader', { name: 'الكيلومترات' })).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: /سنة الصنع/ })).not.toBeInTheDocument();
  });

  it('deletes one of my views', async () => {
    const fake = createTestApi({ cars: cars(1), views: [soldByModel, mine] });
    setup(fake, { views: { resource: 'cars', canShare: false } });
    await user.click(screen.getByRole('button', { name: 'طرق العرض' }));
    await user.click(await screen.findByRole('button', { name: 'حذف العرض «عرضي القديم»' }));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'تطبيق العرض «عرضي القديم»' })).not.toBeInTheDocument(),
    );
    expect(fake.db.views.map((view) => view.id)).toEqual([7]);
  });

  it("checks the name by the server's rule in Arabic, and shows the server's own field error", async () => {
    const fake = createTestApi({
      cars: cars(1),
      views: [],
      routes: [
        route(endpoints.views.create, () => {
          throw new FakeFailure(400, 'البيانات غير صالحة', 'VALIDATION_FAILED', [
            { field: 'name', message: 'يوجد عرض بهذا الاسم' },
          ]);
        }),
      ],
    });
    setup(fake, { views: { resource: 'cars', canShare: false } });
    await user.click(screen.getByRole('button', { name: 'طرق العرض' }));
    const name = await screen.findByRole('textbox', { name: /^اسم العرض/ });
    expect(name).toHaveAttribute('maxlength', '60');
    await user.click(screen.getByRole('button', { name: 'حفظ العرض الحالي' }));
    expect(await screen.findByText('اسم العرض مطلوب')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(fake.callsTo(endpoints.views.create)).toHaveLength(0);
    await user.type(name, 'عرضي');
    await user.click(screen.getByRole('button', { name: 'حفظ العرض الحالي' }));
    expect(await screen.findByText('يوجد عرض بهذا الاسم')).toBeInTheDocument();
    // Nothing typed is lost.
    expect(name).toHaveValue('عرضي');
  });

  it('shows a failed load of the views in the menu', async () => {
    const fake = createTestApi({
      cars: cars(1),
      routes: [
        route(endpoints.views.list, () => {
          throw new FakeFailure(500, 'تعذر تحميل طرق العرض', 'INTERNAL');
        }),
      ],
    });
    setup(fake, { views: { resource: 'cars', canShare: false } });
    await user.click(screen.getByRole('button', { name: 'طرق العرض' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('تعذر تحميل طرق العرض');
  });

  it('offers sharing only when the user may share', async () => {
    setup(createTestApi({ cars: cars(1), views: [], caller: staffCaller('GET_CAR') }), {
      views: { resource: 'cars', canShare: false },
    });
    await user.click(screen.getByRole('button', { name: 'طرق العرض' }));
    expect(await screen.findByText('لا توجد طرق عرض محفوظة')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'مشاركة مع الشركة' })).not.toBeInTheDocument();
  });
});
