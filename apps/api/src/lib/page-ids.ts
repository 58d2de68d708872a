import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * The rows whose id a deep page's id query lists, as `id = any(array(…))`: the ids are read first (an
 * init plan, over the sort's index), then each row by its key. As `id in (…)` the planner may join the
 * whole table to the ids (the ledger's page hashed every payment and its joins).
 */
export const byIds = (id: AnyPgColumn, ids: SQLWrapper): SQL => sql`${id} = any(array(${ids}))`;
