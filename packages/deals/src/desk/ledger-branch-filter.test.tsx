import { DEMO_BRANCHES } from '@cc/resources/testing';
import { renderWithApi } from '@cc/resources/testing/render';
import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { LedgerList } from './ledger-list';

// The demo accountant's permissions: no GET_BRANCH, no ADD_CONTRACT; branch names are read by every staff
// member (docs/domain/permissions.md), so the ledger's branch filter is there for them too.
const ACCOUNTANT = [
  'GET_CONTRACT',
  'GET_PAYMENT_PLAN',
  'UPDATE_PAYMENT_PLAN',
  'GET_INSTALLMENT',
  'UPDATE_INSTALLMENT',
  'GET_NOTIFICATTIONS',
] as const;

describe('the ledger at the desk, for the accountant', () => {
  it('offers the branch filter with the company’s branches', async () => {
    const { user } = renderWithApi(
      <MemoryRouter>
        <LedgerList debounceMs={0} />
      </MemoryRouter>,
      { permissions: [...ACCOUNTANT] },
    );
    const filters = screen.queryByRole('button', { name: /الفلاتر/ });
    if (filters) await user.click(filters);
    const branch = await screen.findByRole('combobox', { name: 'الفرع' });
    for (const b of DEMO_BRANCHES)
      expect(within(branch).getByRole('option', { name: b.name })).toBeInTheDocument();
  });
});
