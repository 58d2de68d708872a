import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import {
  buildQuery,
  filtersFromSearch,
  firstPageQuery,
  getByPath,
  initialFilters,
  nextSort,
  pageWindow,
  toIsoDate,
} from './query';
import type { ColumnDef } from './types';

const columns: ColumnDef<never>[] = [
  { key: 'name', title: 'الاسم', filterType: 'text' },
  { key: 'status', title: 'الحالة', filterType: 'select', defaultValue: 'Pending' },
  { key: 'color', title: 'اللون', filterType: 'radio', paramKey: 'colour' },
  { key: 'createdAt', title: 'التاريخ', filterType: 'date' },
  { key: 'contractDate', title: 'تاريخ العقد', filterType: 'startEndDate', filterOnly: true },
  { key: 'dueDate', title: 'الاستحقاق', filterType: 'startEndDate', paramKey: 'due', filterOnly: true },
  { key: 'model', title: 'الموديل', sortable: true },
];
const base = { keyword: '', filters: {}, sort: null, page: 0, size: 10 };

describe('buildQuery', () => {
  it('sends one param per active filter, named by paramKey or key, then sort, keyword, page and size', () => {
    const query = buildQuery(
      {
        keyword: '  تويوتا ',
        filters: { name: ' كامري ', status: 'Pending', color: 'أبيض', createdAt: '2026-03-05' },
        sort: { key: 'model', direction: 'desc' },
        page: 2,
        size: 10,
      },
      columns,
    );
    expect(query).toEqual({
      name: 'كامري',
      status: 'Pending',
      colour: 'أبيض',
      createdAt: '2026-03-05',
      sortBy: 'model',
      sortDirection: 'desc',
      keyword: 'تويوتا',
      page: 2,
      size: 10,
    });
  });

  it('drops empty values: "", whitespace, null, undefined and an empty range', () => {
    const query = buildQuery(
      {
        ...base,
        keyword: '   ',
        filters: {
          name: '  ',
          status: '',
          color: null,
          createdAt: undefined,
          contractDate: { from: null, to: '' },
        },
      },
      columns,
    );
    expect(query).toEqual({ page: 0, size: 10 });
  });

  it('sends a range as fromDate/toDate in yyyy-MM-dd, or paramKey From/To, each end on its own', () => {
    const query = buildQuery(
      {
        ...base,
        filters: {
          contractDate: { from: '2026-01-02T10:00:00', to: '2026-02-03' },
          dueDate: { from: null, to: '2026-05-06' },
        },
      },
      columns,
    );
    expect(query).toMatchObject({ fromDate: '2026-01-02', toDate: '2026-02-03', dueTo: '2026-05-06' });
    expect(query).not.toHaveProperty('dueFrom');
  });

  it("sends the page's cursor after page and size, and the fixed params first", () => {
    expect(buildQuery({ ...base, page: 3, step: { after: 'c91' } }, columns, { carId: 5 })).toEqual({
      carId: 5,
      page: 3,
      size: 10,
      after: 'c91',
    });
    expect(buildQuery({ ...base, page: 2, step: { before: 'c80' } }, columns)).toEqual({
      page: 2,
      size: 10,
      before: 'c80',
    });
  });

  it('leaves page, size and the cursor out for the export (size 0), keeping the fixed params', () => {
    expect(
      buildQuery({ ...base, size: 0, page: 3, keyword: 'x', step: { after: 'c91' } }, columns, { carId: 5 }),
    ).toEqual({ carId: 5, keyword: 'x' });
  });
});

describe('firstPageQuery', () => {
  it('is page 0 of ten rows with the seeds, the start filters, keyword and sort, and the fixed params', () => {
    expect(firstPageQuery(columns)).toEqual({ status: 'Pending', page: 0, size: 10 });
    expect(
      firstPageQuery(columns, {
        initialFilters: filtersFromSearch(columns, '?colour=أحمر&status=Paid'),
        initialKeyword: 'كامري',
        initialSort: { key: 'model', direction: 'asc' },
        pageSize: 20,
        params: { carId: 5 },
      }),
    ).toEqual({
      carId: 5,
      status: 'Paid',
      colour: 'أحمر',
      sortBy: 'model',
      sortDirection: 'asc',
      keyword: 'كامري',
      page: 0,
      size: 20,
    });
  });
});

describe('initialFilters', () => {
  it('seeds each filter from its defaultValue', () => {
    expect(initialFilters(columns)).toEqual({ status: 'Pending' });
    expect(initialFilters(columns, { status: '' })).toEqual({ status: '' });
  });
});

describe('pageWindow', () => {
  it('shows 5 pages around the current one, shifted at the edges', () => {
    expect(pageWindow(0, 9)).toEqual([0, 1, 2, 3, 4]);
    expect(pageWindow(1, 9)).toEqual([0, 1, 2, 3, 4]);
    expect(pageWindow(5, 9)).toEqual([3, 4, 5, 6, 7]);
    expect(pageWindow(8, 9)).toEqual([5, 6, 7, 8, 9]);
    expect(pageWindow(9, 9)).toEqual([5, 6, 7, 8, 9]);
  });
  it('shows every page when there are fewer than 5, and one page when empty', () => {
    expect(pageWindow(1, 2)).toEqual([0, 1, 2]);
    expect(pageWindow(0, 0)).toEqual([0]);
    expect(pageWindow(7, 3)).toEqual([0, 1, 2, 3]);
  });
});

describe('nextSort', () => {
  it('starts a new column ascending and toggles the same column', () => {
    expect(nextSort(null, 'model')).toEqual({ key: 'model', direction: 'asc' });
    expect(nextSort({ key: 'model', direction: 'asc' }, 'model')).toEqual({
      key: 'model',
      direction: 'desc',
    });
    expect(nextSort({ key: 'model', direction: 'desc' }, 'model')).toEqual({
      key: 'model',
      direction: 'asc',
    });
    expect(nextSort({ key: 'model', direction: 'desc' }, 'name')).toEqual({ key: 'name', direction: 'asc' });
  });
});

describe('getByPath', () => {
  it('reads dotted paths', () => {
    expect(getByPath({ paymentPlan: { installments: [1, 2] } }, 'paymentPlan.installments')).toEqual([1, 2]);
    expect(getByPath({ paymentPlan: null }, 'paymentPlan.installments')).toBeUndefined();
  });
});

describe('toIsoDate', () => {
  it('reads dates as the date fields (dayjs) do, without loading dayjs', () => {
    const inputs = [
      '2026-01-05',
      '2026-1-5',
      '2026/01/05',
      '2025-02-31',
      '2026-01-05T23:30:00',
      '2026-01-05T23:30:00Z',
      '2026-01-05T10:00:00+03:00',
      '20260105',
      'not a date',
      new Date(2026, 0, 5, 23, 59),
      new Date(Number.NaN),
    ];
    for (const input of inputs) {
      const d = dayjs(input);
      expect(toIsoDate(input), String(input)).toBe(d.isValid() ? d.format('YYYY-MM-DD') : '');
    }
    expect(toIsoDate('2026-01-05')).toBe('2026-01-05');
    expect(toIsoDate('')).toBe('');
    expect(toIsoDate(null)).toBe('');
  });
});

describe('filtersFromSearch', () => {
  const cols = [
    { key: 'status', title: 'الحالة', filterType: 'select', defaultValue: 'Pending' },
    { key: 'dueDate', title: 'الاستحقاق', filterType: 'startEndDate' },
    { key: 'made', title: 'الصنع', filterType: 'startEndDate', paramKey: 'made' },
    { key: 'name', title: 'الاسم', filterType: 'text', paramKey: 'carName' },
    { key: 'model', title: 'الموديل' },
  ] as ColumnDef<never>[];

  it('reads back what buildQuery sends, and only filter columns', () => {
    const filters = filtersFromSearch(
      cols,
      '?status=Active&fromDate=2026-03-01&toDate=2026-03-31&madeFrom=2020-01-01&carName=كامري&model=2020&page=3',
    );
    expect(filters).toEqual({
      status: 'Active',
      dueDate: { from: '2026-03-01', to: '2026-03-31' },
      made: { from: '2020-01-01', to: null },
      name: 'كامري',
    });
    expect(buildQuery({ keyword: '', filters, sort: null, page: 0, size: 0 }, cols)).toEqual({
      status: 'Active',
      fromDate: '2026-03-01',
      toDate: '2026-03-31',
      madeFrom: '2020-01-01',
      carName: 'كامري',
    });
  });

  it('leaves defaults alone when the link names nothing, and drops invalid dates', () => {
    expect(filtersFromSearch(cols, '')).toEqual({});
    expect(filtersFromSearch(cols, '?toDate=not-a-date&status=')).toEqual({});
    expect(initialFilters(cols, filtersFromSearch(cols, '?toDate=2026-01-14'))).toEqual({
      status: 'Pending',
      dueDate: { from: null, to: '2026-01-14' },
    });
  });
});
