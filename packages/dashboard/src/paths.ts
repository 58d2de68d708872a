import type { AgeBandFigure, CarStatus, Dashboard, DealKind } from '@cc/contracts';

const query = (params: Record<string, string | null | undefined>) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) search.set(key, value);
  const text = search.toString();
  return text ? `?${text}` : '';
};

/**
 * Where each figure leads: the matching list, filtered through its address (the lists read their filters
 * from the query string).
 */
export const dashboardPaths = {
  cars: (status: CarStatus) => `/cars${query({ status })}`,
  dealsOfMonth: (kind: DealKind, d: Pick<Dashboard, 'today'>) =>
    `/${kind === 'CONTRACT' ? 'contracts' : 'authorizations'}${query({ fromDate: `${d.today.slice(0, 8)}01`, toDate: d.today })}`,
  activeDeals: '/contracts?planStatus=ACTIVE',
  overdue: '/installments?overdue=true',
  band: (band: Pick<AgeBandFigure, 'fromDate' | 'toDate'>) =>
    `/installments${query({ overdue: 'true', fromDate: band.fromDate, toDate: band.toDate })}`,
  dueBetween: (fromDate: string, toDate: string) => `/installments${query({ fromDate, toDate })}`,
  deal: (kind: DealKind, id: number) => `/${kind === 'CONTRACT' ? 'contracts' : 'authorizations'}/${id}`,
} as const;
