import type { DashboardMonth } from '@cc/contracts';
import { render, screen, within } from '@testing-library/react';
import { cloneElement, type ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { MonthsChart } from './charts';

// A test DOM lays nothing out, so recharts' measuring container would draw nothing: the chart gets a
// fixed size instead.
vi.mock('recharts', async (original) => {
  const recharts = await original<typeof import('recharts')>();
  return {
    ...recharts,
    ResponsiveContainer: ({ children }: { children: ReactElement<{ width?: number; height?: number }> }) =>
      cloneElement(children, { width: 800, height: 300 }),
  };
});

const months: DashboardMonth[] = ['2026-09', '2026-10', '2026-11'].map((month, i) => ({
  month,
  sales: { IQD: String(1_000_000 * (i + 1)), USD: '0' },
  collections: { IQD: String(500_000 * (i + 1)), USD: '0' },
})) as DashboardMonth[];

describe('MonthsChart', () => {
  it('names its legend entries and series in Arabic, with no English icon labels', () => {
    const { container } = render(<MonthsChart months={months} currency="IQD" />);
    expect(container.querySelector('.recharts-bar')).not.toBeNull();
    const legend = screen.getByRole('list');
    const names = within(legend)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(names.sort()).toEqual(['التحصيل', 'المبيعات']);
    for (const labelled of Array.from(container.querySelectorAll('[aria-label]')))
      expect(labelled.getAttribute('aria-label')).not.toMatch(/[a-z]/i);
    expect(container.textContent).not.toMatch(/legend icon|sales|collections/);
  });
});
