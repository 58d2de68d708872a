import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { BASE, useTestApp, useTokens } from '../../../test/helper';

// Pages past the first 1,000 rows find their ids first (repository.ts pageQuery): they must hold exactly
// the rows a plain OFFSET would, in the same order, for every sort, nulls and ties included.
const t = useTestApp();
const tk = useTokens(t, 'company');
const EXTRA = 1_300;

beforeAll(async () => {
  const companyId = await t.demoCompanyId();
  // Kilometres repeat (ties broken by id) and every 7th is unknown (nulls placed by the sort).
  await t.db.execute(sql`
    insert into cars (company_id, name, model, color, type, plate_number, chassis_number, kilometers,
                      origin, status, search_text, plate_key, chassis_key)
    select ${companyId}, 'هيونداي ' || g, 2000 + g % 20, 'أسود', 'SUV', 'نينوى ' || g, 'DEEP' || g,
           case when g % 7 = 0 then null else (g % 50) * 1000 end, 'GULF', 'Pending',
           'هيونداي ' || g || ' | نينوى ' || g || ' | deep' || g, 'نينوى' || g, 'deep' || g
    from generate_series(1, ${EXTRA}) g`);
});

const ids = async (query: Record<string, string>) => {
  const res = await t.get(`${BASE}/car`, tk.company, query);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data as { id: number }[]).map((c) => c.id);
};

/** The whole list in one order, as the export streams it (one query per 1,000 rows, no OFFSET). */
async function wholeList(query: Record<string, string>): Promise<number[]> {
  const res = await t.get(`${BASE}/car/export`, tk.company, { ...query, columns: 'id' });
  return res.body
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .slice(1)
    .filter(Boolean)
    .map(Number);
}

describe('deep pages of GET /car', () => {
  it.each<Record<string, string>>([
    {},
    { sortBy: 'kilometers', sortDirection: 'desc' },
    { sortBy: 'kilometers', sortDirection: 'asc' },
    { sortBy: 'name', sortDirection: 'asc' },
    { status: 'Pending', sortBy: 'model', sortDirection: 'desc' },
  ])('hold the rows of their place in the whole list (%j)', async (query) => {
    const whole = await wholeList(query);
    expect(whole.length).toBeGreaterThan(1_100);
    const size = 50;
    // Pages 19 and 20 cross the 1,000-row line; the last page is short.
    const last = Math.floor((whole.length - 1) / size);
    for (const page of [0, 19, 20, 23, last]) {
      expect(await ids({ ...query, page: String(page), size: String(size) }), `page ${page}`).toEqual(
        whole.slice(page * size, (page + 1) * size),
      );
    }
    expect(await ids({ ...query, page: String(last + 1), size: String(size) })).toEqual([]);
  });
});
