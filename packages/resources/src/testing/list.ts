import { encodeListCursor, type ListCursor, type ListEnvelope } from '@cc/contracts';
import { normalizeArabic } from '@cc/domain';

/** Orders two values as the server does: numbers by value, text in Arabic order, empty values last. */
export function compareValues(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === null || a === undefined) return 1;
  if (b === null || b === undefined) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b), 'ar');
}

/** True when the keyword (Arabic-normalised) is in one of the values; an empty keyword matches. */
export function matchesKeyword(keyword: string | undefined, values: readonly unknown[]): boolean {
  if (!keyword) return true;
  const needle = normalizeArabic(keyword);
  return values.some((v) => v !== null && v !== undefined && normalizeArabic(String(v)).includes(needle));
}

/** Sorts by `sortBy` when it is one of `sortable`, else newest id first (the server's default order). */
export function sortRows<Row extends { id: number }>(
  rows: Row[],
  query: { sortBy?: string | undefined; sortDirection?: 'asc' | 'desc' | undefined },
  sortable: readonly string[],
): Row[] {
  const key = query.sortBy;
  if (key && sortable.includes(key)) {
    const sign = query.sortDirection === 'desc' ? -1 : 1;
    return [...rows].sort((a, b) => sign * compareValues(read(a, key), read(b, key)));
  }
  return [...rows].sort((a, b) => b.id - a.id);
}

/** Reads a dotted path ('buyer.fullName'). */
export function read(row: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>((value, key) => (value as Record<string, unknown> | null)?.[key], row);
}

/** One zero-based page of rows in the list envelope (`lastPage` 0 when empty). */
export function pageOf<Row>(
  rows: readonly Row[],
  query: { page?: number; size?: number },
): ListEnvelope<Row> {
  const size = query.size ?? 10;
  const page = query.page ?? 0;
  return {
    data: rows.slice(page * size, page * size + size),
    pagination: {
      currentPage: page,
      lastPage: Math.max(Math.ceil(rows.length / size) - 1, 0),
      pageSize: size,
      totalItems: rows.length,
    },
  };
}

/**
 * One page of a list that steps by cursor, as the server answers it (docs/domain/lists-and-search.md#stepping-by-cursor):
 * `nextCursor` when the page is full, `previousCursor` past page 0; a page asked with `after` (`before`)
 * in the list's sort starts right after (ends right before) that row when it is still listed and a whole
 * page is there, else it is the numbered page. `rows` are already sorted by `sortBy` (id when none).
 */
export function steppedPageOf<Row extends { id: number }>(
  rows: readonly Row[],
  query: {
    page?: number;
    size?: number;
    sortBy?: string | undefined;
    sortDirection?: 'asc' | 'desc' | undefined;
    after?: ListCursor | undefined;
    before?: ListCursor | undefined;
  },
): ListEnvelope<Row> {
  const size = query.size ?? 10;
  const page = query.page ?? 0;
  const sortBy = query.sortBy ?? 'id';
  const direction = query.sortBy ? (query.sortDirection ?? 'asc') : 'desc';
  const numbered = pageOf(rows, query);
  const cursor = query.after ?? query.before;
  let data = numbered.data;
  if (page > 0 && cursor && cursor.sortBy === sortBy && cursor.direction === direction) {
    const at = rows.findIndex((r) => r.id === cursor.id);
    const start = query.after ? at + 1 : at - size;
    if (at >= 0 && start >= 0 && start + size <= rows.length) data = rows.slice(start, start + size);
  }
  const cursorAt = (row: Row) =>
    encodeListCursor({ sortBy, direction, value: read(row, sortBy) as string | number | null, id: row.id });
  const first = data[0];
  const last = data[data.length - 1];
  return {
    data,
    pagination: {
      ...numbered.pagination,
      ...(last && data.length === size ? { nextCursor: cursorAt(last) } : {}),
      ...(first && page > 0 ? { previousCursor: cursorAt(first) } : {}),
    },
  };
}
