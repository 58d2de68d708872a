import { endpoints } from '@cc/contracts';
import { createTestApi } from '@cc/resources/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { NOW, openPage } from './test/render';

describe('CollectionsReportScreen (/reports/collections)', () => {
  it('shows this month’s received against due per currency, regroups by method, and says when no promise was taken', async () => {
    const user = userEvent.setup();
    const fake = createTestApi({ now: NOW });
    openPage('/reports/collections', { fake, permissions: ['COLLECTIONS_READ'] });
    const rates = await screen.findByRole('region', { name: 'نسبة التحصيل' });
    const query = fake.callsTo(endpoints.reports.collections)[0]?.query;
    expect(query).toMatchObject({ groupBy: 'day' });
    expect(query).not.toHaveProperty('from');
    expect(rates).toHaveTextContent(/المستحق في الفترة|لا مستلم ولا مستحق/);
    await user.selectOptions(screen.getByLabelText('التجميع حسب'), 'method');
    await waitFor(() =>
      expect(fake.callsTo(endpoints.reports.collections).at(-1)?.query).toMatchObject({ groupBy: 'method' }),
    );
    expect(
      within(screen.getByRole('region', { name: 'الوعود بالتسديد' })).getByText('لا وعود في هذه الفترة'),
    ).toBeInTheDocument();
  });
});
