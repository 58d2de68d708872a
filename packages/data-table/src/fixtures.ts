// Demo data and an in-memory list endpoint for stories and tests (not part of the public API).
import type { ColumnDef, ListFetcher, ListPage, ListQuery } from './types';

export interface DemoInstallment {
  sequence: number;
  dueDate: string;
  amount: number;
  paidAmount: number;
  status: 'PENDING' | 'PARTIAL' | 'PAID';
}

export interface DemoCar {
  id: number;
  model: number;
  color: string | null;
  type: string;
  name: string;
  plateNumber: string | null;
  chassisNumber: string;
  kilometers: number;
  status: 'Active' | 'Pending' | 'Paid';
  createdAt: string;
  installations: DemoInstallment[];
}

const NAMES = [
  'تويوتا كامري',
  'هيونداي النترا',
  'كيا سبورتاج',
  'نيسان صني',
  'شيفروليه ماليبو',
  'تويوتا لاندكروزر',
  'هوندا أكورد',
  'مرسيدس C200',
  'كيا أوبتيما',
];
const COLORS = ['أبيض', 'أسود', 'فضي', 'أحمر', 'رمادي', null];
const TYPES = ['صالون', 'دفع رباعي', 'بيك اب'];
const CITIES = ['بغداد', 'البصرة', 'أربيل', 'نينوى', 'النجف'];
const STATUSES: DemoCar['status'][] = ['Pending', 'Active', 'Paid'];

/** Car status labels of spec §4. */
export const STATUS_LABELS: Record<DemoCar['status'], string> = {
  Active: 'قيد الدفع',
  Pending: 'غير مبيوعة',
  Paid: 'مباعة',
};

function installments(id: number): DemoInstallment[] {
  if (id % 4 !== 2) return [];
  return Array.from({ length: 4 }, (_, i) => ({
    sequence: i + 1,
    dueDate: `2026-${String(i + 2).padStart(2, '0')}-15`,
    amount: 1_250_000,
    paidAmount: i === 0 ? 1_250_000 : i === 1 ? 500_000 : 0,
    status: i === 0 ? 'PAID' : i === 1 ? 'PARTIAL' : 'PENDING',
  }));
}

/** 45 demo cars with Arabic names; every fourth one has instalments. */
export const DEMO_CARS: DemoCar[] = Array.from({ length: 45 }, (_, i) => {
  const id = i + 1;
  return {
    id,
    model: 2012 + (i % 13),
    color: COLORS[i % COLORS.length] ?? null,
    type: TYPES[i % TYPES.length] ?? 'صالون',
    name: NAMES[i % NAMES.length] ?? 'سيارة',
    plateNumber: i % 7 === 3 ? null : `${10000 + i * 137} ${CITIES[i % CITIES.length]}`,
    chassisNumber: `JTDBR32E${String(540000 + i * 71)}`,
    kilometers: (i * 7919) % 250_000,
    status: STATUSES[i % 3] ?? 'Pending',
    createdAt: `2026-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 27) + 1).padStart(2, '0')}`,
    installations: installments(id),
  };
});

/** The cars list's columns (spec §2 Cars list), with filters. */
export const CAR_COLUMNS: ColumnDef<DemoCar>[] = [
  { key: 'id', title: 'رقم السيارة', kind: 'number', sortable: true },
  { key: 'model', title: 'سنة الصنع', kind: 'number', sortable: true },
  { key: 'color', title: 'اللون', filterType: 'text' },
  {
    key: 'type',
    title: 'النوع',
    filterType: 'radio',
    filterOptions: TYPES.map((t) => ({ label: t, value: t })),
  },
  { key: 'name', title: 'اسم السيارة', sortable: true },
  { key: 'plateNumber', title: 'رقم اللوحة', kind: 'code' },
  { key: 'chassisNumber', title: 'رقم الشاصي', kind: 'code' },
  { key: 'kilometers', title: 'الكيلومترات', kind: 'amount', sortable: true },
  {
    key: 'status',
    title: 'الحالة',
    sortable: true,
    filterType: 'select',
    defaultValue: 'Pending',
    filterOptions: STATUSES.map((s) => ({ label: STATUS_LABELS[s], value: s })),
    render: (car) => STATUS_LABELS[car.status],
  },
  { key: 'createdAt', title: 'تاريخ الإضافة', filterType: 'startEndDate', filterOnly: true },
];

/** Options of {@link memoryFetcher}. */
export interface MemoryFetcherOptions {
  /** Answer delay in ms (default 300). */
  delay?: number;
  /** Reject with this message. */
  fail?: string;
  /** Never answer (the loading state). */
  never?: boolean;
}

const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));

/** An in-memory list endpoint: filters by equality (dates by range), keyword over text fields, sort, pages. */
export function memoryFetcher<Row extends object>(
  rows: readonly Row[],
  options: MemoryFetcherOptions = {},
): ListFetcher<Row> {
  return (_endpoint, query: ListQuery, { signal }) =>
    new Promise<ListPage<Row>>((resolve, reject) => {
      if (options.never) return;
      const timer = setTimeout(() => {
        if (options.fail) return reject(new Error(options.fail));
        const { page = 0, size = 10, keyword, sortBy, sortDirection, fromDate, toDate, ...filters } = query;
        let result = rows.filter((row) => {
          const r = row as Record<string, unknown>;
          if (keyword && !Object.values(r).some((v) => text(v).includes(String(keyword)))) return false;
          if (fromDate && text(r.createdAt) < String(fromDate)) return false;
          if (toDate && text(r.createdAt) > String(toDate)) return false;
          return Object.entries(filters).every(([k, v]) => k === 'columns' || text(r[k]) === String(v));
        });
        if (sortBy) {
          const sign = sortDirection === 'desc' ? -1 : 1;
          const key = String(sortBy);
          result = [...result].sort((a, b) => {
            const x = (a as Record<string, unknown>)[key];
            const y = (b as Record<string, unknown>)[key];
            return (
              sign *
              (typeof x === 'number' && typeof y === 'number' ? x - y : text(x).localeCompare(text(y), 'ar'))
            );
          });
        }
        const pageSize = Number(size);
        const lastPage = Math.max(0, Math.ceil(result.length / pageSize) - 1);
        const current = Number(page);
        resolve({
          data: result.slice(current * pageSize, current * pageSize + pageSize),
          pagination: { currentPage: current, lastPage, pageSize, totalItems: result.length },
        });
      }, options.delay ?? 300);
      signal.addEventListener('abort', () => clearTimeout(timer));
    });
}
