import type { Pagination } from '@cc/contracts';
import { expect } from 'vitest';
import type { TestApp } from './helper';

/** A page request as a list's query carries it: the page shown, its size, and the cursor stepped with. */
export interface PageAsk {
  page: number;
  size: number;
  after?: string | undefined;
  before?: string | undefined;
}

/** What a list answered for one page: its rows' ids and its pagination. */
export interface PageAnswer {
  ids: number[];
  pagination: Pagination;
}

/**
 * A page of a list through its GET route (`query`: its filters and sort as strings), as the ids of its
 * rows and its pagination; the call must answer 200.
 */
export const pageThrough =
  (t: TestApp, url: string, token: string, query: Record<string, string> = {}) =>
  async (ask: PageAsk): Promise<PageAnswer> => {
    const res = await t.get(url, token, {
      ...query,
      page: String(ask.page),
      size: String(ask.size),
      ...(ask.after ? { after: ask.after } : {}),
      ...(ask.before ? { before: ask.before } : {}),
    });
    expect(res.statusCode, `${url} ${JSON.stringify({ ...query, ...ask })}: ${res.body}`).toBe(200);
    const body = res.json() as { data: { id: number }[]; pagination: Pagination };
    return { ids: body.data.map((row) => row.id), pagination: body.pagination };
  };

/**
 * Checks a list's paging against `expected`, every id it matches in the order a plain ORDER BY gives
 * (the id breaking ties): every page asked by its number holds the rows of its OFFSET; walking the next
 * cursors from the first page, and the previous cursors back from the last, visits the same pages, each
 * row once; the total is exact (up to 1,000 rows).
 */
export async function expectPagesOf(
  read: (ask: PageAsk) => Promise<PageAnswer>,
  expected: readonly number[],
  size: number,
  label: string,
) {
  expect(new Set(expected).size, `${label}: the expected ids are distinct`).toBe(expected.length);
  const last = Math.max(0, Math.ceil(expected.length / size) - 1);
  const rowsOf = (page: number) => expected.slice(page * size, page * size + size);
  const exactTotal = (answer: PageAnswer, page: number) => {
    if (expected.length > 1_000) return;
    expect(answer.pagination.totalItems, `${label}: total, page ${page}`).toBe(expected.length);
    expect(answer.pagination.totalIsEstimate, `${label}: total, page ${page}`).toBeUndefined();
  };

  for (let page = 0; page <= last; page++) {
    const answer = await read({ page, size });
    expect(answer.ids, `${label}: page ${page} by number`).toEqual(rowsOf(page));
    exactTotal(answer, page);
  }

  let shown = await read({ page: 0, size });
  expect(shown.pagination.previousCursor, `${label}: the first page has no previous page`).toBeUndefined();
  for (let page = 1; page <= last; page++) {
    const after = shown.pagination.nextCursor;
    expect(after, `${label}: the cursor after page ${page - 1}`).toEqual(expect.any(String));
    shown = await read({ page, size, after });
    expect(shown.ids, `${label}: page ${page} after the cursor of page ${page - 1}`).toEqual(rowsOf(page));
    exactTotal(shown, page);
  }
  // The last page gives no next cursor, or (full, the total unknown to it) one that leads to no rows.
  if (shown.pagination.nextCursor) {
    const beyond = await read({ page: last + 1, size, after: shown.pagination.nextCursor });
    expect(beyond.ids, `${label}: past the last page`).toEqual([]);
  }

  shown = await read({ page: last, size });
  for (let page = last - 1; page >= 0; page--) {
    const before = shown.pagination.previousCursor;
    expect(before, `${label}: the cursor before page ${page + 1}`).toEqual(expect.any(String));
    shown = await read({ page, size, before });
    expect(shown.ids, `${label}: page ${page} before the cursor of page ${page + 1}`).toEqual(rowsOf(page));
    exactTotal(shown, page);
  }
}

/** The ids a query answers, in its order (the plain ORDER BY a list's pages are checked against). */
export async function idsOf(t: TestApp, query: Parameters<TestApp['db']['execute']>[0]): Promise<number[]> {
  const result = (await t.db.execute(query)) as unknown as { rows: { id: number | string }[] };
  return result.rows.map((row) => Number(row.id));
}
