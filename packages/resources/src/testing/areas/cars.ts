import {
  CAR_SORT_KEYS,
  type Car,
  type CarInput,
  carFieldsOf,
  endpoints,
  SERVER_MESSAGES as MSG,
} from '@cc/contracts';
import { normalizeIdentifier, toCsv } from '@cc/domain';
import type { FakeDb } from '../db';
import { FakeFailure, type FakeRoute, notFound, route } from '../fake-api';
import { matchesKeyword, read, sortRows, steppedPageOf } from '../list';
import { fakeCoverUrl } from './attachments';

const EXACT = ['status', 'type', 'origin', 'engineType'] as const;

type CarQuery = Partial<Record<(typeof EXACT)[number] | 'color' | 'keyword' | 'sortBy', string>> & {
  model?: number | undefined;
  sortDirection?: 'asc' | 'desc' | undefined;
};

function filtered(db: FakeDb, query: CarQuery): Car[] {
  const rows = db.cars.filter(
    (car) =>
      EXACT.every((key) => !query[key] || car[key] === query[key]) &&
      (!query.color || matchesKeyword(query.color, [car.color])) &&
      (query.model === undefined || car.model === query.model) &&
      matchesKeyword(query.keyword, [
        car.name,
        car.color,
        car.plateNumber,
        car.chassisNumber,
        car.id,
        car.model,
      ]),
  );
  return sortRows(rows, query, CAR_SORT_KEYS);
}

/**
 * Cars as the server answers them: filters, Arabic-aware search, sort, pages, 404, a plate or chassis
 * number already used (409 naming the fields), and no edit (but the company account's correction) or
 * delete unless Pending (409).
 */
export function carRoutes(db: FakeDb): FakeRoute[] {
  const find = (id: number) => {
    const car = db.cars.find((c) => c.id === id);
    if (!car) throw notFound(MSG.carNotFound);
    return car;
  };
  const pendingOnly = (car: Car, message: string) => {
    if (car.status !== 'Pending') throw new FakeFailure(409, message);
  };
  // Plate and chassis compared as the server's unique keys compare them; the 409 names the fields.
  const unique = (input: CarInput, id?: number) => {
    const others = db.cars.filter((c) => c.id !== id);
    const same = (a: string, b: string) => normalizeIdentifier(a) === normalizeIdentifier(b);
    const errors = [
      ...(others.some((c) => same(c.plateNumber, input.plateNumber))
        ? [{ field: 'plateNumber', message: MSG.plateTaken }]
        : []),
      ...(others.some((c) => same(c.chassisNumber, input.chassisNumber))
        ? [{ field: 'chassisNumber', message: MSG.chassisTaken }]
        : []),
    ];
    if (errors.length > 0) throw new FakeFailure(409, MSG.carDuplicate, 'CONFLICT', errors);
  };
  return [
    route(endpoints.cars.list, ({ query }) => {
      const page = steppedPageOf(filtered(db, query), query);
      // Each row's cover photo (docs/domain/attachments.md), as GET /car carries it.
      return { ...page, data: page.data.map((c) => ({ ...c, coverUrl: fakeCoverUrl(db, c.id) })) };
    }),
    route(endpoints.cars.get, ({ params }) => ({ data: find(params.id) })),
    route(endpoints.cars.export, ({ query }) => {
      const { columns, ...filters } = query;
      const keys = columns?.length ? columns : ['id', 'name'];
      return toCsv(
        filtered(db, filters),
        keys.map((key) => ({ key, title: key, value: (car: Car) => read(car, key) })),
      );
    }),
    route(endpoints.cars.create, ({ body }) => {
      unique(body);
      const now = db.now().toISOString();
      const car: Car = {
        id: db.nextId('cars'),
        status: 'Pending',
        createdAt: now,
        updatedAt: now,
        ...carFieldsOf(body),
      };
      db.cars.push(car);
      return { data: car, message: MSG.carCreated };
    }),
    route(endpoints.cars.update, ({ params, body, caller }) => {
      const car = find(params.id);
      // The company account may correct a sold or being-paid car's descriptive fields.
      if (caller.kind !== 'companyAccount') pendingOnly(car, MSG.carNotEditable);
      unique(body, car.id);
      Object.assign(car, carFieldsOf(body), { updatedAt: db.now().toISOString() });
      return { data: car, message: MSG.carUpdated };
    }),
    route(endpoints.cars.remove, ({ params }) => {
      pendingOnly(find(params.id), MSG.carNotDeletable);
      db.cars.splice(
        db.cars.findIndex((c) => c.id === params.id),
        1,
      );
      return { data: null, message: MSG.deleted };
    }),
  ];
}
