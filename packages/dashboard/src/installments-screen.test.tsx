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
});
