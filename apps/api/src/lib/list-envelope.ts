import type { ListEnvelope } from '@cc/contracts';

/** A list answer: one page of rows and where it stands (zero-based pages, `lastPage` 0 when empty). */
export function toListEnvelope<T>(
  rows: T[],
  total: number,
  query: { page: number; size: number },
): ListEnvelope<T> {
  return {
    data: rows,
    pagination: {
      currentPage: query.page,
      lastPage: Math.max(0, Math.ceil(total / query.size) - 1),
      pageSize: query.size,
      totalItems: total,
    },
  };
}
