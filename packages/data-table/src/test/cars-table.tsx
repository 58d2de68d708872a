import { type Car, endpoints } from '@cc/contracts';
import { createTestApi, DEMO_CARS } from '@cc/resources/testing';
import { DataTable } from '../data-table';
import type { ColumnDef } from '../types';
import { renderWithApi } from './render';

/** A cars table's columns: sortable name and model, a name filter, status seeded Pending, a date range. */
export const TABLE_COLUMNS: ColumnDef<Car>[] = [
  { key: 'id', title: 'رقم السيارة', kind: 'number' },
  { key: 'name', title: 'اسم السيارة', sortable: true, filterType: 'text' },
  { key: 'model', title: 'سنة الصنع', kind: 'number', sortable: true },
  { key: 'kilometers', title: 'الكيلومترات', kind: 'amount' },
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

/** `count` unsold cars named 'نيسان n' (ids 1…count). */
export const unsoldCars = (count: number, extra: Partial<Car> = {}): Car[] =>
  Array.from({ length: count }, (_, i) => ({
    ...DEMO_CARS[i % DEMO_CARS.length]!,
    id: i + 1,
    name: `نيسان ${i + 1}`,
    status: 'Pending',
    ...extra,
  }));

/**
 * Renders the cars table ({@link TABLE_COLUMNS}, props merged from `extra`) over `fake`; `calls` are its
 * list requests so far, `last` the latest.
 */
export function renderCarsTable(
  fake = createTestApi({ cars: unsoldCars(3) }),
  extra: Partial<Parameters<typeof DataTable<Car>>[0]> = {},
) {
  const utils = renderWithApi(
    <DataTable<Car> endpoint={endpoints.cars.list} caption="السيارات" columns={TABLE_COLUMNS} {...extra} />,
    fake,
  );
  const calls = () => fake.callsTo(endpoints.cars.list);
  const last = () => calls()[calls().length - 1]!;
  return { ...utils, calls, last };
}
