import { ApiError, type Query } from '@cc/api-client';
import type { Car, CarInput, ListEnvelope } from '@cc/contracts';
import { normalizeArabic } from '@cc/domain';
import type { CarsApi } from './api';
import { DEMO_CARS } from './demo-cars';
import { CARS_MESSAGES } from './messages';

/** One call recorded by {@link createMemoryCarsApi}. */
export interface MemoryCarsCall {
  method: 'list' | 'get' | 'create' | 'update' | 'remove' | 'exportCsv';
  args: unknown[];
}

/** Options of {@link createMemoryCarsApi}. */
export interface MemoryCarsOptions {
  /** Starting cars; default {@link DEMO_CARS}. */
  cars?: readonly Car[];
  /** Delay of every answer in ms (default 0); `Infinity` never answers (loading states). */
  delayMs?: number;
  /** Makes the list call fail with this error. */
  listError?: Error;
  /** Makes the delete call fail with this error. */
  removeError?: Error;
  /** Makes create/update fail with this error (e.g. an ApiError with field errors). */
  saveError?: Error;
}

/** The in-memory api plus what a test inspects. */
export interface MemoryCarsApi extends CarsApi {
  /** The current cars (mutated by create/update/remove). */
  cars: Car[];
  /** Every call in order. */
  calls: MemoryCarsCall[];
}

const SORTABLE = new Set<keyof Car>([
  'id',
  'model',
  'color',
  'type',
  'name',
  'plateNumber',
  'chassisNumber',
  'kilometers',
  'cylinderCount',
  'passengerCount',
  'engineType',
  'origin',
  'status',
]);
const EXACT_FILTERS = ['status', 'type', 'origin', 'engineType'] as const;
const notPending = 'لا يمكن تعديل أو حذف سيارة غير معروضة للبيع';

function compare(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === null || a === undefined) return 1;
  if (b === null || b === undefined) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b), 'ar');
}

/**
 * An in-memory {@link CarsApi} that behaves like the server: filters, Arabic-aware keyword search, sort,
 * zero-based pages, 404 for an unknown id and 409 when editing or deleting a car that is not Pending.
 *
 * @example
 * ```tsx
 * const api = createMemoryCarsApi({ delayMs: 300 });
 * <CarsListScreen api={api} canCreate />
 * ```
 */
export function createMemoryCarsApi(options: MemoryCarsOptions = {}): MemoryCarsApi {
  const cars: Car[] = (options.cars ?? DEMO_CARS).map((car) => ({ ...car }));
  const calls: MemoryCarsCall[] = [];
  let nextId = cars.reduce((max, car) => Math.max(max, car.id), 0) + 1;

  const answer = <T>(value: () => T, signal?: AbortSignal): Promise<T> => {
    const delay = options.delayMs ?? 0;
    if (delay === Number.POSITIVE_INFINITY) return new Promise<T>(() => undefined);
    return new Promise<T>((resolve, reject) => {
      const run = () => {
        try {
          resolve(value());
        } catch (error) {
          reject(error);
        }
      };
      if (delay <= 0) queueMicrotask(run);
      else {
        const timer = setTimeout(run, delay);
        signal?.addEventListener('abort', () => clearTimeout(timer));
      }
    });
  };

  const find = (id: number): Car => {
    const car = cars.find((c) => c.id === id);
    if (!car) throw new ApiError(404, 'NOT_FOUND', CARS_MESSAGES.notFound);
    return car;
  };
  const pendingOnly = (car: Car) => {
    if (car.status !== 'Pending') throw new ApiError(409, 'CONFLICT', notPending);
  };
  const fromInput = (input: CarInput) => ({
    name: input.name,
    model: input.model,
    color: input.color,
    type: input.type ?? null,
    plateNumber: input.plateNumber,
    chassisNumber: input.chassisNumber,
    kilometers: input.kilometers ?? null,
    cylinderCount: input.cylinderCount ?? null,
    passengerCount: input.passengerCount ?? null,
    engineType: input.engineType ?? null,
    origin: input.origin ?? null,
    notes: input.notes ?? null,
  });

  const filtered = (query: Query): Car[] => {
    let rows = [...cars];
    for (const key of EXACT_FILTERS) {
      const value = query[key];
      if (value !== undefined && value !== '') rows = rows.filter((car) => car[key] === value);
    }
    if (query.color) {
      const color = normalizeArabic(String(query.color));
      rows = rows.filter((car) => normalizeArabic(car.color).includes(color));
    }
    if (query.model) rows = rows.filter((car) => car.model === Number(query.model));
    if (query.keyword) {
      const keyword = normalizeArabic(String(query.keyword));
      rows = rows.filter((car) =>
        [car.name, car.color, car.plateNumber, car.chassisNumber, String(car.id), String(car.model)].some(
          (v) => normalizeArabic(v).includes(keyword),
        ),
      );
    }
    const sortBy = query.sortBy as keyof Car | undefined;
    if (sortBy && SORTABLE.has(sortBy)) {
      const sign = query.sortDirection === 'desc' ? -1 : 1;
      rows.sort((a, b) => sign * compare(a[sortBy], b[sortBy]));
    } else {
      rows.sort((a, b) => b.id - a.id);
    }
    return rows;
  };

  return {
    cars,
    calls,
    list(query, opts) {
      calls.push({ method: 'list', args: [query] });
      return answer((): ListEnvelope<Car> => {
        if (options.listError) throw options.listError;
        const rows = filtered(query);
        const size = Math.min(Math.max(Number(query.size ?? 10) || 10, 1), 100);
        const page = Math.max(Number(query.page ?? 0) || 0, 0);
        const lastPage = Math.max(Math.ceil(rows.length / size) - 1, 0);
        return {
          data: rows.slice(page * size, page * size + size),
          pagination: { currentPage: page, lastPage, pageSize: size, totalItems: rows.length },
        };
      }, opts?.signal);
    },
    get(id, opts) {
      calls.push({ method: 'get', args: [id] });
      return answer(() => ({ ...find(id) }), opts?.signal);
    },
    create(input) {
      calls.push({ method: 'create', args: [input] });
      return answer(() => {
        if (options.saveError) throw options.saveError;
        const now = new Date().toISOString();
        const car: Car = {
          id: nextId++,
          status: 'Pending',
          createdAt: now,
          updatedAt: now,
          ...fromInput(input),
        };
        cars.push(car);
        return { ...car };
      });
    },
    update(id, input) {
      calls.push({ method: 'update', args: [id, input] });
      return answer(() => {
        if (options.saveError) throw options.saveError;
        const car = find(id);
        pendingOnly(car);
        Object.assign(car, fromInput(input), { updatedAt: new Date().toISOString() });
        return { ...car };
      });
    },
    remove(id) {
      calls.push({ method: 'remove', args: [id] });
      return answer(() => {
        if (options.removeError) throw options.removeError;
        pendingOnly(find(id));
        cars.splice(
          cars.findIndex((c) => c.id === id),
          1,
        );
      });
    },
    exportCsv(query) {
      calls.push({ method: 'exportCsv', args: [query] });
      return answer(() => {
        const rows = filtered(query);
        const keys = String(query.columns ?? 'id,name').split(',') as (keyof Car)[];
        const cell = (v: unknown) => `"${String(v ?? '').replaceAll('"', '""')}"`;
        const lines = [keys.join(','), ...rows.map((car) => keys.map((k) => cell(car[k])).join(','))];
        return new Blob([`\uFEFF${lines.join('\r\n')}`], { type: 'text/csv;charset=utf-8' });
      });
    },
  };
}
