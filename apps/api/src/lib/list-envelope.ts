import type { ListEnvelope } from '@cc/contracts';
import type { ListTotal } from './list-total';

/**
 * A list answer: one page of rows and where it stands (zero-based pages, `lastPage` 0 when empty). The
 * total is a count, or a {@link ListTotal} that may be an estimate (then flagged `totalIsEstimate`);
 * `cursors`, of a list that steps by cursor, where its next and previous pages start.
 */
export function toListEnvelope<T>(
  rows: T[],
  total: number | ListTotal,
  query: { page: number; size: number },
  cursors: { next?: string; previous?: string } = {},
): ListEnvelope<T> {
  const { total: n, estimate } = typeof total === 'number' ? { total, estimate: false } : total;
  return {
    data: rows,
    pagination: {
      currentPage: query.page,
      lastPage: Math.max(0, Math.ceil(n / query.size) - 1),
      pageSize: query.size,
      totalItems: n,
      ...(estimate ? { totalIsEstimate: true } : {}),
      // Lists that step by cursor (docs/domain/lists-and-search.md#stepping-by-cursor).
      ...(cursors.next ? { nextCursor: cursors.next } : {}),
      ...(cursors.previous ? { previousCursor: cursors.previous } : {}),
    },
  };
}
