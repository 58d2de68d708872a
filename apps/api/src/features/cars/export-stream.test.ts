import http from 'node:http';
import type { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createOtherCompany } from '../../../test/companies';
import { BASE, useTestApp } from '../../../test/helper';
import { poolOf } from '../../db/client';
import { EXPORT_CURSORS, type ExportReadOptions, openExportCursors } from '../../lib/export-rows';
import { carsCsvStream } from './export';
import type { CarFilters } from './repository';

// How an export streams (lib/export-rows.ts), through the cars export: the list's rows in the list's
// order, batch after batch, of the caller's company only; on PostgreSQL, a cursor whose connection and
// transaction end whether the download ends, stops half-way or fails.
const t = useTestApp();
const POSTGRES = Boolean(process.env.DATABASE_URL);
/** The ways an export reads: a cursor on PostgreSQL (and pages, as when its cursors are taken); PGlite pages. */
const WAYS = POSTGRES ? [false, true] : [false];
const EXTRA = 1_200;

let company: string;
let companyId: number;

/** Writes `n` cars of a company (plates and chassis numbers keyed by `tag`). */
async function insertCars(ofCompany: number, n: number, tag: string) {
  await t.db.execute(sql`
    insert into cars (company_id, name, model, color, type, plate_number, chassis_number, kilometers,
                      origin, status, notes, search_text, plate_key, chassis_key)
    select ${ofCompany}, 'هيونداي النترا ' || g, 2008 + g % 17, case when g % 3 = 0 then 'أسود' else 'أبيض' end,
           case when g % 5 = 0 then null when g % 2 = 0 then 'SEDAN' else 'SUV' end,
           ${tag} || ' ' || g, ${tag} || g, case when g % 9 = 0 then null else g * 37 % 5000 end, 'KOREAN',
           case when g % 4 = 0 then 'Paid' else 'Pending' end, repeat('ملاحظة ', 20),
           'هيونداي النترا ' || g || ' | ' || ${tag} || ' ' || g, ${tag} || g, lower(${tag}) || g
    from generate_series(1, ${n}) g`);
}

beforeAll(async () => {
  company = (await t.login('company')).accessToken;
  companyId = await t.demoCompanyId();
  await insertCars(companyId, EXTRA, 'EXS');
});

/** The CSV's first cells (the ids when the first column is the id), past the title line. */
const firstCells = (csv: string) =>
  csv
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .slice(1)
    .filter(Boolean)
    .map((line) => Number(line.split(',')[0]));

async function text(stream: Readable): Promise<string> {
  let csv = '';
  for await (const chunk of stream) csv += String(chunk);
  return csv;
}

const exportedIds = async (filters: CarFilters, options: ExportReadOptions = {}, of = companyId) =>
  firstCells(await text(carsCsvStream(t.db, of, filters, ['id', 'name'], options)));

/** The list's ids through GET /car, page after page by its next cursor. */
async function listedIds(query: Record<string, string>, token = company): Promise<number[]> {
  const ids: number[] = [];
  let after: string | undefined;
  for (let page = 0; ; page++) {
    const res = await t.get(`${BASE}/car`, token, {
      ...query,
      page: String(page),
      size: '100',
      ...(after ? { after } : {}),
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { data: { id: number }[]; pagination: { nextCursor?: string } };
    ids.push(...body.data.map((car) => car.id));
    after = body.pagination.nextCursor;
    if (!after) return ids;
  }
}

describe('a streamed export (lib/export-rows.ts)', () => {
  it('holds the rows of the list, in its order, for its filters and sorts, batch after batch', async () => {
    const cases: CarFilters[] = [
      {},
      { status: 'Pending', sortBy: 'kilometers', sortDirection: 'desc' },
      { keyword: 'النترا 1', sortBy: 'name', sortDirection: 'asc' },
      { type: 'SEDAN', color: 'أسود', sortBy: 'model', sortDirection: 'asc' },
      { sortBy: 'type', sortDirection: 'desc' },
    ];
    for (const filters of cases) {
      const listed = await listedIds(
        Object.fromEntries(Object.entries(filters).map(([k, v]) => [k, String(v)])),
      );
      expect(listed.length, JSON.stringify(filters)).toBeGreaterThan(50);
      for (const byPages of WAYS) {
        // 97 rows a batch: the list's 100-row pages and the batches never line up.
        expect(
          await exportedIds(filters, { batchRows: 97, pageRows: 97, byPages }),
          JSON.stringify(filters),
        ).toEqual(listed);
      }
    }
  });

  it("writes only the caller's company's cars", async () => {
    const other = await createOtherCompany(t, 'exporter');
    await insertCars(other.companyId, 150, 'EXO');
    const mine = await exportedIds({});
    const theirs = await exportedIds({}, {}, other.companyId);
    expect(theirs).toHaveLength(150);
    expect(mine.filter((id) => theirs.includes(id))).toEqual([]);
    // Through the route, the other company's account gets its own cars, as its list shows them.
    const token = (await t.login(other.accountUsername)).accessToken;
    const res = await t.get(`${BASE}/car/export`, token, { columns: 'id,name', keyword: 'النترا' });
    expect(res.statusCode).toBe(200);
    expect(firstCells(res.body)).toEqual(await listedIds({ keyword: 'النترا' }, token));
    expect(firstCells(res.body)).toEqual(theirs);
  });
});

describe.skipIf(!POSTGRES)('a streamed export on PostgreSQL', () => {
  let origin: string;
  let bulk: { token: string } | undefined;
  const pool = () => poolOf(t.db)!;
  /** Sessions of the test database left inside a transaction with nothing running. */
  const idleInTransaction = async () => {
    const result = (await t.db.execute(sql`
      select count(*)::int as n from pg_stat_activity
      where datname = current_database() and state like 'idle in transaction%'`)) as unknown as {
      rows: { n: number }[];
    };
    return result.rows[0]!.n;
  };
  /** Every connection back in the pool, no cursor open, no transaction left open. */
  const settled = () =>
    vi.waitFor(
      async () => {
        expect(openExportCursors(t.db)).toBe(0);
        expect(pool().totalCount - pool().idleCount).toBe(0);
        expect(await idleInTransaction()).toBe(0);
      },
      { timeout: 5_000, interval: 20 },
    );

  /**
   * An export of wide rows (each batch of 100 more than the 16 KB a stream buffers: it reads no further
   * ahead than the batch after the one taken), read to its first batch.
   */
  const started = async (options: ExportReadOptions = { batchRows: 100 }) => {
    const stream = carsCsvStream(t.db, companyId, {}, ['id', 'notes', 'name'], options);
    const reader = stream[Symbol.asyncIterator]();
    await reader.next(); // the titles
    await reader.next(); // the first batch
    return { stream, reader };
  };

  it('stopped half-way, closes its cursor, ends its transaction and gives its connection back', async () => {
    const { stream } = await started();
    expect(openExportCursors(t.db)).toBe(1);
    expect(await idleInTransaction()).toBe(1);
    stream.destroy();
    await settled();
  });

  it.each([
    ['plain', undefined],
    ['compressed', 'br'],
  ])('whose client goes away mid-download (%s) ends as well', async (_, encoding) => {
    if (!bulk) {
      const other = await createOtherCompany(t, 'bulk');
      // Enough rows, and notes that compress little, that the server waits for the client (the socket's
      // buffers full) half-way, compressed too.
      await insertCars(other.companyId, 40_000, 'BLK');
      await t.db.execute(sql`update cars set notes = (select string_agg(encode(sha512((id * 4 + k)::text::bytea), 'base64'), ' ')
        from generate_series(1, 4) k) where company_id = ${other.companyId}`);
      bulk = { token: (await t.login(other.accountUsername)).accessToken };
      origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
    }
    const { token } = bulk;
    const request = http.get(`${origin}${BASE}/car/export?columns=id,name,notes,color,plateNumber`, {
      headers: { authorization: `Bearer ${token}`, ...(encoding ? { 'accept-encoding': encoding } : {}) },
    });
    const response = await new Promise<http.IncomingMessage>((resolve) => request.once('response', resolve));
    expect(response.statusCode).toBe(200);
    await new Promise((resolve) => response.once('data', resolve));
    response.pause();
    // The export waits for the client, its transaction open between two fetches.
    await vi.waitFor(async () => expect(await idleInTransaction()).toBe(1), { timeout: 5_000, interval: 20 });
    expect(openExportCursors(t.db)).toBe(1);
    request.destroy();
    await settled();
  });

  it('failing half-way (its session ended) drops its connection and frees its cursor', async () => {
    const { reader } = await started();
    await t.db.execute(sql`
      select pg_terminate_backend(pid) from pg_stat_activity
      where datname = current_database() and state like 'idle in transaction%'`);
    await expect(
      (async () => {
        for (let next = await reader.next(); !next.done; next = await reader.next());
      })(),
    ).rejects.toThrow();
    await settled();
  });

  it('whose client stops reading for longer than its wait has its session ended by PostgreSQL', async () => {
    const readAll = async (reader: AsyncIterator<unknown>) => {
      for (let next = await reader.next(); !next.done; next = await reader.next());
    };
    const pause = () => new Promise((resolve) => setTimeout(resolve, 600));
    // Paused for less than its wait (the default, a minute): the download goes on.
    const patient = await started({ batchRows: 100 });
    await pause();
    await readAll(patient.reader);
    // Past the batches the stream had buffered, the next fetch finds the session ended (25P03).
    const hasty = await started({ batchRows: 100, idleMs: 200 });
    await pause();
    await expect(readAll(hasty.reader)).rejects.toThrow(/connection error|idle-in-transaction|terminated/);
    await settled();
  });

  it(`with ${EXPORT_CURSORS} exports holding cursors, reads one more by pages: the same rows`, async () => {
    const expected = await exportedIds({ sortBy: 'model', sortDirection: 'desc' });
    const held: Readable[] = [];
    for (let i = 0; i < EXPORT_CURSORS; i++) held.push((await started()).stream);
    expect(openExportCursors(t.db)).toBe(EXPORT_CURSORS);
    expect(await exportedIds({ sortBy: 'model', sortDirection: 'desc' }, { pageRows: 500 })).toEqual(
      expected,
    );
    expect(openExportCursors(t.db)).toBe(EXPORT_CURSORS);
    for (const stream of held) stream.destroy();
    await settled();
  });
});
