import { CAR_SORT_KEYS } from '@cc/contracts';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { BASE, useTestApp } from '../../../test/helper';
import type { ExportReadOptions } from '../../lib/export-rows';
import { carsCsvStream } from './export';
import type { CarFilters } from './repository';

const t = useTestApp();
let company: string;
let companyId: number;
// More than two export pages (1,000 rows each) beyond the 30 demo cars.
const EXTRA = 2_150;

beforeAll(async () => {
  company = (await t.login('company')).accessToken;
  companyId = await t.demoCompanyId();
  await t.db.execute(sql`
    insert into cars (company_id, name, model, color, type, plate_number, chassis_number, kilometers,
                      origin, status, notes, search_text, plate_key, chassis_key)
    select ${companyId}, 'كيا سيراتو ' || g, 2010 + g % 15, 'أبيض', 'SEDAN', 'بغداد ' || g, 'EXP' || g,
           case when g % 10 = 0 then null else g end, 'KOREAN', 'Pending',
           case when g = 7 then '=HYPERLINK("http://x"), "قال"' end,
           'كيا سيراتو ' || g || ' | بغداد ' || g || ' | exp' || g, 'بغداد' || g, 'exp' || g
    from generate_series(1, ${EXTRA}) g`);
});

const exportCsv = (query: Record<string, string>, token = company) =>
  t.get(`${BASE}/car/export`, token, query);

const POSTGRES = Boolean(process.env.DATABASE_URL);
/** The ways an export reads: a cursor on PostgreSQL (and pages, as when its cursors are taken); PGlite pages. */
const WAYS = POSTGRES ? [false, true] : [false];

async function exportedIds(filters: CarFilters, options: ExportReadOptions): Promise<number[]> {
  let csv = '';
  for await (const chunk of carsCsvStream(t.db, companyId, filters, ['id'], options)) csv += String(chunk);
  return parse(csv)
    .slice(1)
    .map((r) => Number(r[0]));
}

/** A new car of the company with the model of car `like`: its id. */
async function insertCarLike(like: number): Promise<number> {
  const result = (await t.db.execute(sql`
    insert into cars (company_id, name, model, color, plate_number, chassis_number, status, search_text, plate_key, chassis_key)
    select company_id, 'جديدة', model, color, 'جديدة ' || id, 'NEW' || id, 'Pending', 'جديدة', 'جديدة' || id, 'new' || id
    from cars where id = ${like} returning id`)) as unknown as { rows: { id: number }[] };
  return Number(result.rows[0]!.id);
}

/** Parses the CRLF lines of our CSV (quoted cells may hold commas and quotes, not line breaks here). */
function parse(body: string): string[][] {
  return body
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter(Boolean)
    .map((line) => {
      const cells: string[] = [];
      const re = /("(?:[^"]|"")*"|[^,]*)(,|$)/g;
      for (let m = re.exec(line); m; m = re.exec(line)) {
        const cell = m[1]!;
        cells.push(cell.startsWith('"') ? cell.slice(1, -1).replace(/""/g, '"') : cell);
        if (m[2] === '') break;
      }
      return cells;
    });
}

describe('GET /car/export', () => {
  it('streams every row of the filtered list as CSV with BOM and Arabic titles and labels', async () => {
    const res = await exportCsv({
      status: 'Pending',
      columns: 'id,name,plateNumber,status,origin,type,kilometers,notes',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="cars.csv"');
    const raw = res.rawPayload;
    expect([...raw.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const body = raw.toString('utf8');
    expect(
      body.startsWith('\uFEFFرقم السيارة,اسم السيارة,رقم اللوحة,الحالة,المنشأ,النوع,الكيلومترات,ملاحظات\r\n'),
    ).toBe(true);
    const rows = parse(body).slice(1);
    expect(rows).toHaveLength(EXTRA + 18);
    expect(new Set(rows.map((r) => r[0])).size).toBe(rows.length);
    // Newest first, like the list.
    const ids = rows.map((r) => Number(r[0]));
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const row7 = rows.find((r) => r[1] === 'كيا سيراتو 7')!;
    expect(row7).toEqual([
      expect.any(String),
      'كيا سيراتو 7',
      'بغداد 7',
      'غير مبيوعة',
      'كوري',
      'صالون',
      '7',
      `'=HYPERLINK("http://x"), "قال"`,
    ]);
    expect(rows.find((r) => r[1] === 'كيا سيراتو 10')![6]).toBe('');
  });

  it('follows the sort across pages, nulls included, and the keyword', async () => {
    const res = await exportCsv({ sortBy: 'kilometers', sortDirection: 'desc', columns: 'id,kilometers' });
    const rows = parse(res.body).slice(1);
    expect(rows).toHaveLength(EXTRA + 30);
    expect(new Set(rows.map((r) => r[0])).size).toBe(rows.length);
    // PostgreSQL's order: nulls first when descending.
    const km = rows.map((r) => (r[1] === '' ? null : Number(r[1])));
    const firstNumber = km.findIndex((k) => k !== null);
    expect(km.slice(firstNumber).every((k) => k !== null)).toBe(true);
    expect(firstNumber).toBe(EXTRA / 10);
    const numbers = km.slice(firstNumber) as number[];
    expect(numbers).toEqual([...numbers].sort((a, b) => b - a));

    const asc = parse((await exportCsv({ sortBy: 'model', columns: 'model' })).body).slice(1);
    expect(asc).toHaveLength(EXTRA + 30);
    const models = asc.map((r) => Number(r[0]));
    expect(models).toEqual([...models].sort((a, b) => a - b));

    const found = parse((await exportCsv({ keyword: 'سيراتو ١٢', columns: 'name' })).body).slice(1);
    // 'كيا سيراتو 12', '120'…'129', '1200'…'1299' and the 12xx range of the generated cars.
    expect(found.length).toBe(1 + 10 + 100);
  });

  it('sorted by plate or chassis number, every car once, in the database order of those columns', async () => {
    for (const [sortBy, column] of [
      ['plateNumber', 'plate_number'],
      ['chassisNumber', 'chassis_number'],
    ] as const) {
      for (const sortDirection of ['asc', 'desc'] as const) {
        const rows = parse((await exportCsv({ sortBy, sortDirection, columns: 'id' })).body).slice(1);
        const expected = (await t.db.execute(
          sql`select id from cars where company_id = ${companyId}
              order by ${sql.raw(column)} ${sql.raw(sortDirection)}, id ${sql.raw(sortDirection)}`,
        )) as unknown as { rows: { id: number }[] };
        expect(
          rows.map((r) => Number(r[0])),
          `${sortBy} ${sortDirection}`,
        ).toEqual(expected.rows.map((r) => Number(r.id)));
      }
    }
  });

  it('reads every sort, both directions, in the order of the list, nulls included, batch after batch', async () => {
    const snake = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
    // Some cars without a type or cylinders, so that batches run from nulls to values.
    await t.db.execute(sql`update cars set type = null, cylinder_count = null
      where company_id = ${companyId} and id % 7 = 0`);
    for (const sortBy of CAR_SORT_KEYS) {
      for (const sortDirection of ['asc', 'desc'] as const) {
        const expected = (await t.db.execute(
          sql`select id from cars where company_id = ${companyId}
              order by ${sql.raw(snake(sortBy))} ${sql.raw(sortDirection)}, id ${sql.raw(sortDirection)}`,
        )) as unknown as { rows: { id: number }[] };
        for (const byPages of WAYS) {
          const ids = await exportedIds(
            { sortBy, sortDirection },
            { batchRows: 300, pageRows: 300, byPages },
          );
          expect(ids, `${sortBy} ${sortDirection}${byPages ? ', by pages' : ''}`).toEqual(
            expected.rows.map((r) => Number(r.id)),
          );
        }
      }
    }
  }, 90_000);

  it.skipIf(!POSTGRES)(
    'is one snapshot on PostgreSQL: what changes after its start is not in the file',
    async () => {
      const before = (await t.db.execute(
        sql`select id, model from cars where company_id = ${companyId} order by model, id`,
      )) as unknown as { rows: { id: number; model: number }[] };
      const stream = carsCsvStream(t.db, companyId, { sortBy: 'model' }, ['id', 'model'], { batchRows: 500 });
      const chunks: string[] = [];
      const reader = stream[Symbol.asyncIterator]();
      chunks.push(String((await reader.next()).value), String((await reader.next()).value));
      const [read, later, gone] = [before.rows[10]!, before.rows[1200]!, before.rows[1700]!];
      await t.db.execute(sql`update cars set model = 1990 where id = ${later.id}`);
      await t.db.execute(sql`update cars set model = 2030 where id = ${read.id}`);
      await t.db.execute(sql`delete from cars where id = ${gone.id}`);
      await insertCarLike(before.rows[600]!.id);
      for (let next = await reader.next(); !next.done; next = await reader.next())
        chunks.push(String(next.value));
      const rows = parse(chunks.join('')).slice(1);
      expect(rows.map((r) => [Number(r[0]), Number(r[1])])).toEqual(before.rows.map((r) => [r.id, r.model]));
    },
  );

  it('read by pages (PGlite): a car deleted meanwhile is left out, one added after the pages read is in', async () => {
    const order = (await t.db.execute(
      sql`select id from cars where company_id = ${companyId} order by model, id`,
    )) as unknown as { rows: { id: number }[] };
    const expected = order.rows.map((r) => Number(r.id));
    const stream = carsCsvStream(t.db, companyId, { sortBy: 'model' }, ['id'], {
      pageRows: 500,
      byPages: true,
    });
    const reader = stream[Symbol.asyncIterator]();
    const chunks = [String((await reader.next()).value), String((await reader.next()).value)];
    const gone = expected[1700]!;
    await t.db.execute(sql`delete from cars where id = ${gone}`);
    // A new car with the model of a car of a later page: it comes after every car of that model.
    const added = await insertCarLike(expected[1200]!);
    for (let next = await reader.next(); !next.done; next = await reader.next())
      chunks.push(String(next.value));
    const ids = parse(chunks.join(''))
      .slice(1)
      .map((r) => Number(r[0]));
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).not.toContain(gone);
    expect(ids).toContain(added);
    expect(ids.filter((id) => id !== added)).toEqual(expected.filter((id) => id !== gone));
  });

  it('writes the list columns by default and refuses unknown columns (400, Arabic)', async () => {
    const all = parse((await exportCsv({ status: 'Paid' })).body);
    expect(all[0]).toEqual([
      'رقم السيارة',
      'سنة الصنع',
      'اللون',
      'النوع',
      'اسم السيارة',
      'رقم اللوحة',
      'رقم الشاصي',
      'الكيلومترات',
      'عدد السلندرات',
      'عدد الركاب',
      'نوع المحرك',
      'المنشأ',
      'الحالة',
    ]);
    expect(all).toHaveLength(6);
    const bad = await exportCsv({ columns: 'id,price' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([{ field: 'columns', message: 'أعمدة غير معروفة: price' }]);
    expect((await exportCsv({ sortBy: 'price' })).statusCode).toBe(400);
  });

  it('needs GET_CAR', async () => {
    const accountant = (await t.login('accountant')).accessToken;
    expect((await exportCsv({}, accountant)).statusCode).toBe(403);
    expect((await t.get(`${BASE}/car/export`)).statusCode).toBe(401);
  });
});
