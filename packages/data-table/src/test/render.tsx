import { CAR_STATUS_LABELS_AR, CAR_STATUSES, CAR_TYPE_LABELS_AR, CAR_TYPES, type Car } from '@cc/contracts';
import { createTestApi, TestResources } from '@cc/resources/testing';
import { Toaster } from '@cc/ui-rtl';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import type { ColumnDef } from '../types';

/** The cars list's columns with its filters, over the contract's `Car`. */
export const CAR_COLUMNS: ColumnDef<Car>[] = [
  { key: 'id', title: 'رقم السيارة', kind: 'number', sortable: true },
  { key: 'model', title: 'سنة الصنع', kind: 'number', sortable: true },
  { key: 'color', title: 'اللون', filterType: 'text' },
  {
    key: 'type',
    title: 'النوع',
    filterType: 'radio',
    filterOptions: CAR_TYPES.map((type) => ({ label: CAR_TYPE_LABELS_AR[type], value: type })),
    render: (car) => (car.type ? CAR_TYPE_LABELS_AR[car.type] : null),
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
    filterOptions: CAR_STATUSES.map((status) => ({ label: CAR_STATUS_LABELS_AR[status], value: status })),
    render: (car) => CAR_STATUS_LABELS_AR[car.status],
  },
  { key: 'createdAt', title: 'تاريخ الإضافة', filterType: 'startEndDate', filterOnly: true },
];

/**
 * Renders `ui` over the fake API (demo data, the company account calling unless `fake` says otherwise),
 * with the toast region.
 *
 * @example
 * const { fake } = renderWithApi(<DataTable endpoint={endpoints.cars.list} columns={CAR_COLUMNS} />);
 * expect(fake.callsTo(endpoints.cars.list)).toHaveLength(1);
 */
export function renderWithApi(ui: ReactElement, fake: ReturnType<typeof createTestApi> = createTestApi()) {
  const wrap = (node: ReactElement) => (
    <TestResources fake={fake}>
      {node}
      <Toaster />
    </TestResources>
  );
  const utils = render(wrap(ui));
  return { ...utils, fake, rerender: (next: ReactElement) => utils.rerender(wrap(next)) };
}
