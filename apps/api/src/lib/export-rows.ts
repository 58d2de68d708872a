import * as drizzleOrm from 'drizzle-orm';
import { Column, is, SQL, Subquery } from 'drizzle-orm';
import type { CustomTypesConfig, Pool, PoolClient } from 'pg';
import { type Db, type Executor, onConnection, poolOf } from '../db/client';
import { everyPage, orderOf, type StreamableList } from './paging';

/**
 * How an export reads its list (docs/domain/lists-and-search.md#csv-export): the whole filtered list in
 * the list's order, in batches, each read only once the previous one has been taken (the caller writes a
 * batch to the client before asking for the next), so memory holds one batch whatever the list's size.
 *
 * - PostgreSQL: the list's query once, through a cursor (DECLARE, then FETCH of {@link EXPORT_BATCH_ROWS}
 *   rows at a time) on a connection of its own, inside a READ ONLY REPEATABLE READ transaction: the file
 *   is one snapshot of the list, and no page pays for a query of its own.
 * - PGlite (one connection in the database thread: a transaction left open while a client downloads would
 *   hold every other request of the office), or PostgreSQL with {@link EXPORT_CURSORS} exports already
 *   holding a connection: a short query per page, each an index range after the previous page's last row
 *   (`everyPage` of lib/paging.ts).
 */

/** Rows per fetch of an export's cursor (PostgreSQL): 100–300 KB of CSV, a few round trips a second. */
export const EXPORT_BATCH_ROWS = 2000;
/**
 * Rows per query of an export read by pages (PGlite). Each query holds the database thread, and every
 * other request of the office waits behind it: 1,000 cars about 20 ms, 1,000 ledger entries about 60 ms.
 * Pages of 2,000 or 5,000 took as long in all and held the thread twice or five times as long.
 */
export const EXPORT_PAGE_ROWS = 1000;
/**
 * Exports of this process that may hold a connection of the pool (10) for their whole download; one more
 * reads by pages, as on PGlite, so slow downloads never take the connections that requests need.
 */
export const EXPORT_CURSORS = 3;
/**
 * How long an export's transaction may wait for its client between two fetches: a client that stops
 * reading without closing the connection has PostgreSQL end the session (the download fails) rather than
 * hold a connection and a snapshot for good. SQLSTATE 25P03, through `idle_in_transaction_session_timeout`.
 */
export const EXPORT_IDLE_MS = 60_000;

export interface ExportReadOptions {
  /** Rows per fetch of the cursor (default {@link EXPORT_BATCH_ROWS}); tests cross batches with a few. */
  batchRows?: number;
  /** Rows per query when read by pages (default {@link EXPORT_PAGE_ROWS}). */
  pageRows?: number;
  /** Read by pages even on PostgreSQL (tests and the bench compare both ways on one database). */
  byPages?: boolean;
  /** The wait for the client between two fetches (default {@link EXPORT_IDLE_MS}; tests). */
  idleMs?: number;
}

/** The list to export, built on the executor the rows are read with (the export's own connection). */
export type ExportList<Row> = (db: Executor) => StreamableList<Row> | Promise<StreamableList<Row>>;

const cursorsOpen = new WeakMap<Pool, number>();

/** Cursors of `db`'s pool open now (tests: none is left once the exports have ended). */
export const openExportCursors = (db: Db): number => {
  const pool = poolOf(db);
  return pool ? (cursorsOpen.get(pool) ?? 0) : 0;
};

/**
 * Every row of a list in its order, in batches (see the module's comment). Leaving the loop early (the
 * client went away: the stream is destroyed and the generator returned) ends the transaction and its
 * cursor and gives the connection back; an error drops the connection instead.
 *
 * @example
 * for await (const rows of exportRows(db, (on) => carList(on, companyId, filters))) write(rows);
 */
export async function* exportRows<Row>(
  db: Db,
  listOf: ExportList<Row>,
  {
    batchRows = EXPORT_BATCH_ROWS,
    pageRows = EXPORT_PAGE_ROWS,
    byPages = false,
    idleMs = EXPORT_IDLE_MS,
  }: ExportReadOptions = {},
): AsyncGenerator<Row[]> {
  const pool = poolOf(db);
  const open = pool ? (cursorsOpen.get(pool) ?? 0) : 0;
  if (!pool || byPages || open >= EXPORT_CURSORS) {
    yield* everyPage(await listOf(db), pageRows);
    return;
  }
  cursorsOpen.set(pool, open + 1);
  try {
    yield* inSnapshot(pool, listOf, batchRows, idleMs);
  } finally {
    cursorsOpen.set(pool, (cursorsOpen.get(pool) ?? 1) - 1);
  }
}

async function* inSnapshot<Row>(pool: Pool, listOf: ExportList<Row>, batchRows: number, idleMs: number) {
  const client = await pool.connect();
  let ended = false;
  let failure: unknown;
  try {
    await client.query('begin isolation level repeatable read, read only');
    await client.query(`set local idle_in_transaction_session_timeout = ${Math.round(idleMs)}`);
    // The list built on this connection: what it reads first (the deals a keyword finds) is in the snapshot.
    const list = await listOf(onConnection(client));
    const query = list.rows({ where: undefined, order: orderOf(list.sort, list.id), limit: null, offset: 0 });
    yield* throughCursor<Row>(client, query, batchRows);
    await client.query('commit');
    ended = true;
  } catch (error) {
    failure = error;
    throw error;
  } finally {
    if (!ended && failure === undefined) {
      // Left early (the client went away): the transaction, and its cursor with it, ends here.
      try {
        await client.query('rollback');
      } catch (error) {
        failure = error;
      }
    }
    // After an error the connection's state is unknown: closed (its transaction with it), not pooled.
    client.release(failure === undefined ? undefined : failure instanceof Error ? failure : true);
  }
}

/**
 * What drizzle's node-postgres prepared select holds (drizzle-orm 0.45 `NodePgPreparedQuery`: not typed
 * as public): its text and parameters, the type parsers it reads values with (timestamps kept as text,
 * for its columns to decode), and the selected fields a row is decoded by. Reading these runs the list's
 * own select, its rows decoded exactly as awaiting it would, from a cursor.
 */
interface PreparedSelect {
  queryConfig: { text: string; types: CustomTypesConfig };
  params: unknown[];
  fields: { path: string[]; field: unknown }[];
  joinsNotNullableMap?: Record<string, boolean>;
}

type MapResultRow = (
  fields: PreparedSelect['fields'],
  row: unknown[],
  joins?: Record<string, boolean>,
) => unknown;
const { mapResultRow } = drizzleOrm as unknown as { mapResultRow?: MapResultRow };

interface Decoder {
  mapFromDriverValue(value: unknown): unknown;
}

/** The decoder of a selected field, as `mapResultRow` picks it (a column, an SQL, an aliased SQL, a subquery). */
function decoderOf(field: unknown): Decoder {
  const decoder = (sqlOf: unknown) => (sqlOf as { decoder: Decoder }).decoder;
  if (is(field, Column)) return field;
  if (is(field, SQL)) return decoder(field);
  if (is(field, Subquery)) return decoder((field._ as unknown as { sql: SQL }).sql);
  return decoder((field as SQL.Aliased).sql);
}

/**
 * Decodes a row of the select as drizzle's `mapResultRow` does, each field's decoder and place found once
 * per export instead of once per value (a third of an export's time, 100,000 rows of 16 fields). A select
 * with an outer join (a joined object may be null) is left to `mapResultRow` itself.
 */
function rowDecoder(prepared: PreparedSelect): (row: unknown[]) => unknown {
  const { fields, joinsNotNullableMap: joins } = prepared;
  if (joins && Object.values(joins).some((notNull) => !notNull)) {
    if (typeof mapResultRow !== 'function') throw new Error('drizzle-orm no longer exports mapResultRow');
    return (row) => mapResultRow(fields, row, joins);
  }
  const plan = fields.map(({ path, field }) => ({
    parents: path.slice(0, -1),
    key: path[path.length - 1]!,
    decoder: decoderOf(field),
  }));
  return (row) => {
    const result: Record<string, unknown> = {};
    for (let i = 0; i < plan.length; i++) {
      const { parents, key, decoder } = plan[i]!;
      let node = result;
      for (const parent of parents) {
        node[parent] ??= {};
        node = node[parent] as Record<string, unknown>;
      }
      const raw = row[i];
      node[key] = raw === null ? null : decoder.mapFromDriverValue(raw);
    }
    return result;
  };
}

function preparedOf(query: { prepare(name: string): unknown }): PreparedSelect {
  const prepared = query.prepare('export') as Partial<PreparedSelect>;
  if (
    typeof prepared.queryConfig?.text !== 'string' ||
    !Array.isArray(prepared.params) ||
    !Array.isArray(prepared.fields)
  ) {
    throw new Error('drizzle-orm no longer holds a prepared select as lib/export-rows.ts reads it');
  }
  return prepared as PreparedSelect;
}

/** The export's cursor: one per transaction, closed with it. */
const CURSOR = 'export_rows';

/**
 * The select through a cursor of SQL (DECLARE … CURSOR, then FETCH): each fetch is a statement of its own,
 * so the pool's statement timeout bounds each batch and not the whole download, and between two fetches
 * the session is idle in its transaction (what `idle_in_transaction_session_timeout` ends). A cursor of
 * the protocol (pg-cursor, pg-query-stream: one Execute after another, no Sync) left the statement timer
 * running from the first batch to the last, so a download of more than 30 s failed (57014), and the
 * session showed as running all along. The cursor ends with the transaction.
 */
async function* throughCursor<Row>(
  client: PoolClient,
  query: { prepare(name: string): unknown },
  batchRows: number,
): AsyncGenerator<Row[]> {
  const prepared = preparedOf(query);
  const { queryConfig, params } = prepared;
  const decode = rowDecoder(prepared);
  await client.query(`declare ${CURSOR} no scroll cursor for ${queryConfig.text}`, params);
  const fetch = {
    text: `fetch forward ${batchRows} from ${CURSOR}`,
    rowMode: 'array' as const,
    types: queryConfig.types,
  };
  for (;;) {
    const { rows } = await client.query<unknown[]>(fetch);
    if (rows.length > 0) yield rows.map(decode) as Row[];
    if (rows.length < batchRows) return;
  }
}
