import { act, render, screen, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DataTable, type DataTableHandle } from './data-table';
import { restoreTimers, useFakeTimersWithUser } from './test/fake-timers';
import type { ColumnDef, ListPage, ListQuery, SavedView, ViewsAdapter } from './types';

interface Car {
  id: number;
  name: string;
  model: number | null;
  status: string;
  installations?: { sequence: number; dueDate: string; amount: number; paidAmount: number; status: string }[];
}

const columns: ColumnDef<Car>[] = [
  { key: 'id', title: 'رقم السيارة', kind: 'number' },
  { key: 'name', title: 'اسم السيارة', sortable: true, filterType: 'text' },
  { key: 'model', title: 'سنة الصنع', kind: 'number', sortable: true },
  {
    key: 'status',
    title: 'الحالة',
    filterType: 'select',
    defaultValue: 'Pending',
    filterOptions: [
      { label: 'غير مبيوعة', value: 'Pending' },
      { label: 'مباعة', value: 'Paid' },
    ],
  },
  { key: 'createdAt', title: 'تاريخ الإضافة', filterType: 'startEndDate', filterOnly: true },
];

interface Call {
  endpoint: string;
  query: ListQuery;
  resolve(page: ListPage<Car>): void;
  reject(error: unknown): void;
}

function deferredFetcher() {
  const calls: Call[] = [];
  const fetcher = vi.fn(
    (endpoint: string, query: ListQuery) =>
      new Promise<ListPage<Car>>((resolve, reject) => {
        calls.push({ endpoint, query, resolve, reject });
      }),
  );
  return { fetcher, calls, last: () => calls[calls.length - 1]! };
}

const page = (rows: Car[], currentPage = 0, lastPage = 0): ListPage<Car> => ({
  data: rows,
  pagination: { currentPage, lastPage, pageSize: 10, totalItems: rows.length },
});
const car = (id: number, extra: Partial<Car> = {}): Car => ({
  id,
  name: `سيارة ${id}`,
  model: 2020,
  status: 'Pending',
  ...extra,
});

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const answer = (call: Call, value: ListPage<Car>) => act(async () => call.resolve(value));

let user: ReturnType<typeof userEvent.setup>;
beforeEach(() => {
  user = useFakeTimersWithUser('2026-01-31T09:00:00');
});
afterEach(restoreTimers);

function setup(extra: Partial<Parameters<typeof DataTable<Car>>[0]> = {}) {
  const source = deferredFetcher();
  const ref = createRef<DataTableHandle>();
  const utils = render(
    <DataTable<Car>
      ref={ref}
      endpoint="car"
      caption="السيارات"
      columns={columns}
      fetcher={source.fetcher}
      {...extra}
    />,
  );
  return { ...source, ref, ...utils };
}

describe('DataTable requests', () => {
  it('loads at once with the defaultValue seeded (status Pending), page 0 and size 10', () => {
    const { calls } = setup();
    expect(calls).toHaveLength(1);
    expect(calls[0]!.endpoint).toBe('car');
    expect(calls[0]!.query).toEqual({ status: 'Pending', page: 0, size: 10 });
    expect(screen.getByRole('status')).toHaveTextContent('جار التحميل...');
  });

  it('sends one request 500 ms after the last keystroke of fast typing', async () => {
    const { calls } = setup();
    await answer(calls[0]!, page([car(1)]));
    await user.type(screen.getByRole('searchbox', { name: 'بحث' }), 'تويوتا');
    expect(calls).toHaveLength(1);
    await advance(499);
    expect(calls).toHaveLength(1);
    await advance(1);
    expect(calls).toHaveLength(2);
    expect(calls[1]!.query).toMatchObject({ keyword: 'تويوتا', page: 0 });
  });

  it('never lets a stale answer overwrite a newer one', async () => {
    const { calls } = setup();
    await answer(calls[0]!, page([car(1)]));
    const search = screen.getByRole('searchbox', { name: 'بحث' });
    await user.type(search, 'ك');
    await advance(500);
    await user.type(search, 'يا');
    await advance(500);
    expect(calls).toHaveLength(3);
    await answer(calls[2]!, page([car(3, { name: 'كيا سبورتاج' })]));
    await answer(calls[1]!, page([car(2, { name: 'كرايسلر' })]));
    expect(screen.getByText('كيا سبورتاج')).toBeInTheDocument();
    expect(screen.queryByText('كرايسلر')).not.toBeInTheDocument();
  });

  it('resets the page to 0 on keyword, filter and sort changes', async () => {
    const { calls, last } = setup();
    await answer(calls[0]!, page([car(1)], 0, 9));
    const pager = screen.getByRole('navigation', { name: 'التنقل بين الصفحات' });
    await user.click(within(pager).getByRole('button', { name: 'الصفحة 4' }));
    expect(last().query.page).toBe(3);
    await answer(last(), page([car(31)], 3, 9));
    expect(within(pager).getByRole('button', { name: 'الصفحة 4' })).toHaveAttribute('aria-current', 'page');

    await user.click(screen.getByRole('button', { name: 'سنة الصنع' }));
    expect(last().query).toMatchObject({ sortBy: 'model', sortDirection: 'asc', page: 0 });
    await answer(last(), page([car(1)], 0, 9));

    await user.click(screen.getByRole('button', { name: 'الصفحة التالية' }));
    expect(last().query.page).toBe(1);
    await answer(last(), page([car(11)], 1, 9));
    await user.type(screen.getByRole('searchbox', { name: 'بحث' }), 'ن');
    await advance(500);
    expect(last().query).toMatchObject({ keyword: 'ن', page: 0 });
    await answer(last(), page([car(1)], 0, 9));

    await user.click(screen.getByRole('button', { name: 'الصفحة الأخيرة' }));
    expect(last().query.page).toBe(9);
    await answer(last(), page([car(91)], 9, 9));
    await user.click(screen.getByRole('button', { name: 'الفلاتر' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'الحالة' }), 'Paid');
    await advance(500);
    expect(last().query).toMatchObject({ status: 'Paid', page: 0 });
  });

  it('resets the page to 0 when the endpoint changes', async () => {
    const { calls, last, rerender, fetcher } = setup();
    await answer(calls[0]!, page([car(1)], 0, 4));
    await user.click(screen.getByRole('button', { name: 'الصفحة 3' }));
    expect(last().query.page).toBe(2);
    rerender(<DataTable<Car> endpoint="contracts" columns={columns} fetcher={fetcher} />);
    expect(last()).toMatchObject({ endpoint: 'contracts', query: { page: 0 } });
  });

  it('starts a new sort column ascending and toggles on the second click', async () => {
    const { calls, last } = setup();
    await answer(calls[0]!, page([car(1)]));
    const header = () => screen.getByRole('columnheader', { name: /سنة الصنع/ });
    expect(header()).toHaveAttribute('aria-sort', 'none');
    await user.click(within(header()).getByRole('button'));
    expect(last().query).toMatchObject({ sortBy: 'model', sortDirection: 'asc' });
    expect(header()).toHaveAttribute('aria-sort', 'ascending');
    await user.click(within(header()).getByRole('button'));
    expect(last().query).toMatchObject({ sortBy: 'model', sortDirection: 'desc' });
    expect(header()).toHaveAttribute('aria-sort', 'descending');
    await user.click(screen.getByRole('button', { name: /اسم السيارة/ }));
    expect(last().query).toMatchObject({ sortBy: 'name', sortDirection: 'asc' });
  });

  it('drops empty filter values from the query', async () => {
    const { calls, last } = setup();
    await answer(calls[0]!, page([car(1)]));
    const toggle = screen.getByRole('button', { name: 'الفلاتر' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.selectOptions(screen.getByRole('combobox', { name: 'الحالة' }), 'الكل');
    await user.type(screen.getByRole('textbox', { name: 'اسم السيارة' }), '   ');
    await advance(500);
    expect(last().query).toEqual({ page: 0, size: 10 });
  });

  it('sends a date range as yyyy-MM-dd and the reset button clears it', async () => {
    const { calls, last } = setup();
    await answer(calls[0]!, page([car(1)]));
    await user.click(screen.getByRole('button', { name: 'الفلاتر' }));
    const range = screen.getByRole('group', { name: 'تاريخ الإضافة' });
    await user.click(
      within(within(range).getByRole('group', { name: 'من' })).getByRole('button', { name: '+ شهر' }),
    );
    await user.click(
      within(within(range).getByRole('group', { name: 'إلى' })).getByRole('button', { name: '+ سنة' }),
    );
    await advance(500);
    expect(last().query).toMatchObject({ fromDate: '2026-02-28', toDate: '2027-01-31' });
    await answer(last(), page([car(1)]));
    await user.click(within(range).getByRole('button', { name: 'إعادة تعيين' }));
    await advance(500);
    expect(last().query).not.toHaveProperty('fromDate');
    expect(last().query).not.toHaveProperty('toDate');
  });

  it('refresh() reloads the current page at once', async () => {
    const { calls, ref } = setup();
    await answer(calls[0]!, page([car(1)]));
    act(() => ref.current!.refresh());
    expect(calls).toHaveLength(2);
    expect(calls[1]!.query).toEqual(calls[0]!.query);
  });
});

describe('DataTable rows', () => {
  it('shows the error string in place of rows and reports it', async () => {
    const onError = vi.fn();
    const { calls } = setup({ onError });
    await act(async () => calls[0]!.reject(new Error('ليس لديك إذن لعرض هذه الصفحة')));
    expect(screen.getByRole('alert')).toHaveTextContent('ليس لديك إذن لعرض هذه الصفحة');
    expect(onError).toHaveBeenCalledWith('ليس لديك إذن لعرض هذه الصفحة', expect.any(Error));
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('falls back to the generic message for an error without one', async () => {
    const { calls } = setup();
    await act(async () => calls[0]!.reject(new Error('')));
    expect(screen.getByRole('alert')).toHaveTextContent('فشل في جلب البيانات. يرجى المحاولة مرة أخرى.');
  });

  it("shows 'لا توجد بيانات' for an empty page and 'غير متوفر' for missing values", async () => {
    const { calls, last } = setup();
    await answer(calls[0]!, page([]));
    expect(screen.getByText('لا توجد بيانات')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'بحث' }), 'x');
    await advance(500);
    await answer(last(), page([car(1, { model: null })]));
    const row = screen.getByRole('row', { name: /سيارة 1/ });
    expect(within(row).getByText('غير متوفر')).toBeInTheDocument();
  });

  it('expands a row with instalments to child rows and collapses it on the second click', async () => {
    const { calls } = setup();
    await answer(
      calls[0]!,
      page([
        car(1, {
          installations: [
            { sequence: 1, dueDate: '2026-02-15', amount: 1250000, paidAmount: 0, status: 'PENDING' },
            { sequence: 2, dueDate: '2026-03-15', amount: 1250000, paidAmount: 0, status: 'PENDING' },
          ],
        }),
        car(2, { installations: [] }),
      ]),
    );
    const toggles = screen.getAllByRole('button', { name: 'عرض الأقساط' });
    expect(toggles).toHaveLength(1); // the row with an empty list is not expandable
    const toggle = toggles[0]!;
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const child = screen.getByRole('table', { name: 'الأقساط' });
    expect(toggle.getAttribute('aria-controls')).toBe(child.closest('tr')!.id);
    expect(within(child).getAllByRole('row')).toHaveLength(3);
    expect(within(child).getByText('2026-03-15')).toBeInTheDocument();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('table', { name: 'الأقساط' })).not.toBeInTheDocument();
  });

  it('reads the child list by a dotted path (deal lists)', async () => {
    const source = deferredFetcher();
    render(
      <DataTable<Car>
        endpoint="contracts"
        columns={columns}
        fetcher={source.fetcher}
        childPath="paymentPlan.installments"
      />,
    );
    const deal = {
      ...car(5),
      paymentPlan: {
        installments: [{ sequence: 1, dueDate: '2026-04-01', amount: 10, paidAmount: 10, status: 'PAID' }],
      },
    };
    await answer(source.calls[0]!, page([deal as Car]));
    await user.click(screen.getByRole('button', { name: 'عرض الأقساط' }));
    expect(within(screen.getByRole('table', { name: 'الأقساط' })).getByText('مدفوع')).toBeInTheDocument();
  });
});

describe('DataTable export and saved views', () => {
  it('exports the whole filtered list: no page/size, with the visible column keys', async () => {
    const onExport = vi.fn();
    const { calls } = setup({ exportable: true, onExport });
    await answer(calls[0]!, page([car(1)]));
    await user.click(screen.getByRole('button', { name: 'تصدير CSV' }));
    expect(onExport).toHaveBeenCalledWith({ status: 'Pending', columns: 'id,name,model,status' });
  });

  it('applies a saved view (keyword, filters and sort) and saves the current one', async () => {
    const saved: SavedView = {
      id: 7,
      name: 'المباعة حسب الموديل',
      shared: true,
      mine: false,
      state: { keyword: 'كيا', filters: { status: 'Paid' }, sort: { key: 'model', direction: 'desc' } },
    };
    const views: ViewsAdapter = {
      canShare: true,
      list: vi.fn(async () => [saved]),
      save: vi.fn(async (input) => ({ ...input, id: 8, mine: true })),
      remove: vi.fn(async () => undefined),
    };
    const { calls, last } = setup({ views });
    await answer(calls[0]!, page([car(1)]));
    await user.click(screen.getByRole('button', { name: 'طرق العرض' }));
    await user.click(await screen.findByRole('button', { name: 'تطبيق العرض «المباعة حسب الموديل»' }));
    expect(last().query).toEqual({
      status: 'Paid',
      sortBy: 'model',
      sortDirection: 'desc',
      keyword: 'كيا',
      page: 0,
      size: 10,
    });
    expect(screen.getByRole('searchbox', { name: 'بحث' })).toHaveValue('كيا');
    expect(screen.getByRole('columnheader', { name: /سنة الصنع/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    // Not mine: no delete button.
    await user.click(screen.getByRole('button', { name: 'طرق العرض' }));
    expect(screen.queryByRole('button', { name: /حذف العرض/ })).not.toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'اسم العرض' }), 'عرضي');
    await user.click(screen.getByRole('checkbox', { name: 'مشاركة مع الشركة' }));
    await user.click(screen.getByRole('button', { name: 'حفظ العرض الحالي' }));
    expect(views.save).toHaveBeenCalledWith({
      name: 'عرضي',
      shared: true,
      state: { keyword: 'كيا', filters: { status: 'Paid' }, sort: { key: 'model', direction: 'desc' } },
    });
  });

  it('offers sharing only when the adapter allows it', async () => {
    const views: ViewsAdapter = { canShare: false, list: async () => [], save: vi.fn(), remove: vi.fn() };
    const { calls } = setup({ views });
    await answer(calls[0]!, page([car(1)]));
    await user.click(screen.getByRole('button', { name: 'طرق العرض' }));
    expect(await screen.findByText('لا توجد طرق عرض محفوظة')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'مشاركة مع الشركة' })).not.toBeInTheDocument();
  });
});
