import { endpoints } from '@cc/contracts';
import { createTestApi, route } from '@cc/resources/testing';
import { renderFeature } from '@cc/resources/testing/render';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dashboardFeature } from './feature';

describe('the instalments list', () => {
  it('starts filtered by the address it is opened with (an age band of the dashboard)', async () => {
    const queries: Record<string, unknown>[] = [];
    const fake = createTestApi({
      routes: [
        route(endpoints.installments.list, ({ query }) => {
          queries.push(query as Record<string, unknown>);
          return { data: [], pagination: { currentPage: 0, lastPage: 0, pageSize: 10, totalItems: 0 } };
        }),
      ],
    });
    renderFeature(dashboardFeature, '/installments?overdue=true&fromDate=2026-02-14&toDate=2026-03-15', {
      fake,
    });
    expect(await screen.findByRole('heading', { name: 'الأقساط' })).toBeInTheDocument();
    await waitFor(() =>
      expect(queries[0]).toMatchObject({
        overdue: true,
        fromDate: '2026-02-14',
        toDate: '2026-03-15',
        sortBy: 'dueDate',
        sortDirection: 'asc',
      }),
    );
  });

  it('names the down payment owed since the deal date «المقدمة» beside its date', async () => {
    const row = (sequence: number, dueDate: string) => ({
      id: 10 + sequence,
      sequence,
      dueDate,
      amount: '2000000',
      paidAmount: '0',
      remainingAmount: '2000000',
      status: 'PENDING' as const,
      overdue: true,
      planId: 7,
      dealId: 7,
      dealKind: 'CONTRACT' as const,
      contractNumber: 1007,
      currency: 'IQD' as const,
      buyer: { id: 1, fullName: 'أحمد علي حسين', phone: null },
      car: { id: 1, name: 'تويوتا كامري', plateNumber: 'بغداد 1' },
      lateFees: '0',
    });
    const fake = createTestApi({
      routes: [
        route(endpoints.installments.list, () => ({
          data: [row(0, '2026-02-01'), row(1, '2026-03-01')],
          pagination: { currentPage: 0, lastPage: 0, pageSize: 10, totalItems: 2 },
        })),
      ],
    });
    renderFeature(dashboardFeature, '/installments?overdue=true', { fake });
    const badges = await screen.findAllByText('المقدمة');
    expect(badges).toHaveLength(1);
    expect(badges[0]!.closest('td')).toHaveTextContent('2026-02-01');
  });
});
