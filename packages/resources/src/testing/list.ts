import type { ListEnvelope } from '@cc/contracts';
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
