// The profit report (docs/domain/car-costs.md#the-profit-report): each currency apart, by month or branch.
import { endpoints } from '@cc/contracts';
import { createTestApi } from '@cc/resources/testing';
import { renderFeature } from '@cc/resources/testing/render';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { carsFeature } from './feature';

describe('the profit report (/reports/profit)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the sales of the period less their cars’ costs, and groups by branch when asked', async () => {
    // The report opens on this year so far: the clock on 2025-06-15, a sale in March.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-06-15T09:00:00Z'));
    const fake = createTestApi();
    const deal = fake.db.deals.find((d) => d.currency === 'IQD' && d.status !== 'CANCELLED')!;
    deal.contractDate = '2025-03-01';
    fake.db.carCosts.set(deal.car.id, {
      purchase: { amount: '1000000', currency: 'IQD', date: '2024-01-01', seller: null, note: null },
      expenses: [],
    });
    const { user } = renderFeature(carsFeature, '/reports/profit', { fake });
    const table = await screen.findByRole('table', { name: 'تقرير الأرباح' });
    const march = within(table)
      .getAllByText('2025-03')
      .map((cell) => cell.closest('tr')!)
      .find((row) => within(row).queryByText('دينار'))!;
    // The cost column holds the purchase of the car sold.
    expect(within(march).getAllByRole('cell')[3]).toHaveTextContent('1,000,000');
    const call = fake.callsTo(endpoints.carCosts.report)[0]!;
    expect(call.query).toMatchObject({ from: '2025-01-01', to: '2025-06-15', groupBy: 'month' });
    await user.selectOptions(screen.getByLabelText('التجميع'), 'branch');
    await waitFor(() =>
      expect(fake.callsTo(endpoints.carCosts.report).at(-1)?.query).toMatchObject({ groupBy: 'branch' }),
    );
  });

  it('is refused to staff without CAR_COSTS', async () => {
    renderFeature(carsFeature, '/reports/profit', { fake: createTestApi(), permissions: ['GET_CAR'] });
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'تقرير الأرباح' })).toBeNull());
  });
});
