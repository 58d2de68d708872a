import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { companyKey, companyRef, createdAt, id, oneOf, updatedAt } from './columns';
import { companyIdColumn, users } from './companies';

// The cars of a company (docs/domain/cars.md).

const CAR_TYPES = ['SEDAN', 'SUV', 'PICKUP', 'HATCHBACK', 'COUPE', 'VAN', 'TRUCK'] as const;

const ENGINE_TYPES = ['PETROL', 'DIESEL', 'HYBRID', 'ELECTRIC'] as const;

const CAR_ORIGINS = ['GULF', 'AMERICAN', 'KOREAN', 'EUROPEAN', 'JAPANESE', 'CHINESE', 'LOCAL'] as const;

const CAR_STATUSES = ['Active', 'Pending', 'Paid'] as const;

/**
 * Cars of a company (docs/domain/allocation.md#statuses). The status follows the deals; the service keeps the derived columns:
 * `search_text` (normalised name, plate and chassis, searched through a trigram index) and the plate and
 * chassis keys (normalised, without spaces) that make both unique within the company.
 */
export const cars = pgTable(
  'cars',
  {
    id: id(),
    companyId: companyIdColumn(),
    name: text('name').notNull(),
    model: integer('model').notNull(),
    color: text('color').notNull(),
    type: text('type', { enum: CAR_TYPES }),
    plateNumber: text('plate_number').notNull(),
    chassisNumber: text('chassis_number').notNull(),
    kilometers: integer('kilometers'),
    cylinderCount: integer('cylinder_count'),
    passengerCount: integer('passenger_count'),
    engineType: text('engine_type', { enum: ENGINE_TYPES }),
    origin: text('origin', { enum: CAR_ORIGINS }),
    status: text('status', { enum: CAR_STATUSES }).notNull().default('Pending'),
    notes: text('notes'),
    searchText: text('search_text').notNull(),
    plateKey: text('plate_key').notNull(),
    chassisKey: text('chassis_key').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    createdBy: integer('created_by'),
  },
  (t) => [
    companyKey('cars_company_id_id_key', t),
    unique('cars_company_plate_key').on(t.companyId, t.plateKey),
    unique('cars_company_chassis_key').on(t.companyId, t.chassisKey),
    companyRef('cars_created_by_fk', t, t.createdBy, users),
    // Keyword search: `search_text LIKE '%kw%'` is served by the trigram index at any position.
    index('cars_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    // The default list (status Pending, newest first) and status filters.
    index('cars_company_status_id_idx').on(t.companyId, t.status, t.id),
    // Every sort of the list (CAR_SORT_KEYS) reads an index (id is covered by the unique key, the
    // status by the index above); id breaks ties, as in the ORDER BY (migration 0018). The type, origin
    // and engine-type ones serve their select filters too.
    index('cars_company_model_idx').on(t.companyId, t.model, t.id),
    index('cars_company_name_idx').on(t.companyId, t.name, t.id),
    index('cars_company_kilometers_idx').on(t.companyId, t.kilometers, t.id),
    index('cars_company_color_idx').on(t.companyId, t.color, t.id),
    // Plate and chassis numbers: long text that a sort compared row by row (migration 0017).
    index('cars_company_plate_number_idx').on(t.companyId, t.plateNumber, t.id),
    index('cars_company_chassis_number_idx').on(t.companyId, t.chassisNumber, t.id),
    index('cars_company_cylinder_count_idx').on(t.companyId, t.cylinderCount, t.id),
    index('cars_company_passenger_count_idx').on(t.companyId, t.passengerCount, t.id),
    index('cars_company_type_idx').on(t.companyId, t.type, t.id),
    index('cars_company_origin_idx').on(t.companyId, t.origin, t.id),
    index('cars_company_engine_type_idx').on(t.companyId, t.engineType, t.id),
    check('cars_status_check', oneOf(t.status, CAR_STATUSES)),
    check('cars_type_check', oneOf(t.type, CAR_TYPES)),
    check('cars_engine_type_check', oneOf(t.engineType, ENGINE_TYPES)),
    check('cars_origin_check', oneOf(t.origin, CAR_ORIGINS)),
    check(
      'cars_numbers_check',
      sql`${t.kilometers} >= 0 and ${t.cylinderCount} between 1 and 16 and ${t.passengerCount} between 1 and 60`,
    ),
  ],
);
