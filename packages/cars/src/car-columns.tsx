import {
  CAR_ORIGIN_LABELS_AR,
  CAR_SORT_KEYS,
  CAR_TYPE_LABELS_AR,
  type Car,
  ENGINE_TYPE_LABELS_AR,
} from '@cc/contracts';
import type { ColumnDef } from '@cc/data-table';
import { CAR_FILTER } from './car-filters';
import { CAR_OPTIONS, formatNumber, labelOf } from './car-labels';
import { CarStatusBadge } from './car-status-badge';
import { CARS_MESSAGES } from './messages';

const F = CARS_MESSAGES.fields;
const sortable = new Set<string>(CAR_SORT_KEYS);

const columns: ColumnDef<Car>[] = [
  { key: 'id', title: F.id, kind: 'number' },
  { key: 'model', title: F.model, kind: 'number', ...CAR_FILTER.model },
  { key: 'color', title: F.color, maxWidth: 5, ...CAR_FILTER.color },
  {
    key: 'type',
    title: F.type,
    render: (car) => labelOf(CAR_TYPE_LABELS_AR, car.type),
    hidden: true,
    ...CAR_FILTER.type,
    filterOptions: CAR_OPTIONS.type,
  },
  {
    key: 'name',
    title: F.name,
    maxWidth: 10,
    // The cover photo (docs/domain/attachments.md) as a small thumbnail before the name.
    render: (car) => (
      <span className="cc-cars-name">
        {car.coverUrl ? (
          <img
            className="cc-cars-name__cover"
            src={car.coverUrl}
            alt=""
            width={32}
            height={24}
            loading="lazy"
          />
        ) : null}
        <span>{car.name}</span>
      </span>
    ),
  },
  {
    key: 'plateNumber',
    title: F.plateNumber,
    maxWidth: 9,
    render: (car) => (car.plateNumber ? <bdi>{car.plateNumber}</bdi> : null),
  },
  {
    key: 'chassisNumber',
    title: F.chassisNumber,
    // A 17-character VIN shows whole; a longer number ends in '…'.
    maxWidth: 9,
    render: (car) =>
      car.chassisNumber ? (
        <bdi dir="ltr" className="cc-cars-code">
          {car.chassisNumber}
        </bdi>
      ) : null,
  },
  {
    key: 'kilometers',
    title: F.kilometers,
    kind: 'amount',
    render: (car) =>
      car.kilometers === null ? null : <bdi className="cc-cars-num">{formatNumber(car.kilometers)}</bdi>,
  },
  // Low priority (hidden: true): left out by default so the list fits 1366 px; shown through 'الأعمدة'.
  { key: 'cylinderCount', title: F.cylinderCount, kind: 'number', hidden: true },
  { key: 'passengerCount', title: F.passengerCount, kind: 'number', hidden: true },
  {
    key: 'engineType',
    title: F.engineType,
    render: (car) => labelOf(ENGINE_TYPE_LABELS_AR, car.engineType),
    hidden: true,
    ...CAR_FILTER.engineType,
    filterOptions: CAR_OPTIONS.engineType,
  },
  {
    key: 'origin',
    title: F.origin,
    render: (car) => labelOf(CAR_ORIGIN_LABELS_AR, car.origin),
    hidden: true,
    ...CAR_FILTER.origin,
    filterOptions: CAR_OPTIONS.origin,
  },
  {
    key: 'status',
    title: F.status,
    render: (car) => <CarStatusBadge status={car.status} />,
    ...CAR_FILTER.status,
    filterOptions: CAR_OPTIONS.status,
  },
];

/**
 * The 13 data columns of the cars list in the spec's order (the table adds 'الإجراءات' as the 14th); the
 * five of low priority (type, cylinders, passengers, engine type, origin) start hidden and long names
 * (and long colours, chassis numbers: every cell ends in '…', its title the whole value) so the default
 * columns fit a 1366 px screen; the user shows the others through 'الأعمدة'.
 * With
 * their filters (car-filters.ts: status select defaulting to Pending; type, origin, engine type
 * selects; colour and year text) and sorting on every key of CAR_SORT_KEYS.
 *
 * @example
 * <DataTable<Car> endpoint={endpoints.cars.list} columns={CAR_COLUMNS} actions={(car) => <RowActions … />} />
 */
export const CAR_COLUMNS: readonly ColumnDef<Car>[] = columns.map((column) => ({
  ...column,
  sortable: sortable.has(column.key),
}));
