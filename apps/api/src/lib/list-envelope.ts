import type { ListEnvelope } from '@cc/contracts';
import type { ListTotal } from './list-total';

/**
 * A list answer: one page of rows and where it stands (zero-based pages, `lastPage` 0 when empty). The
 * total is a count, or a {@link ListTotal} that may be an estimate (then flagged `totalIsEstimate`).
 */
export function toListEnvelope<T>(
  rows: T[],
  total: number | ListTotal,
  query: { page: number; size: number },
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
    },
  };
}
