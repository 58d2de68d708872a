import { PERMISSION_NAMES } from '@cc/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { demoPayments } from './demo-deals';
import { createMemoryDealsApi } from './memory-api';
import { DealViewPage } from './routes';
import { renderRoutesAs } from './test/render';

const routes = () => {
  const api = createMemoryDealsApi({ payments: demoPayments() });
  return [{ path: '/contracts/:id', element: <DealViewPage api={api} kind="contracts" /> }];
};

describe('DealViewPage', () => {
  it('offers reversing payments to the company account', async () => {
    renderRoutesAs([], routes(), ['/contracts/1'], ['ROLE_COMPANY']);
    const section = await screen.findByRole('region', { name: 'الدفعات' });
    expect(await within(section).findByRole('button', { name: 'عكس الدفعة رقم 101' })).toBeInTheDocument();
  });

  it('never to staff, even holding every permission', async () => {
    renderRoutesAs([...PERMISSION_NAMES], routes(), ['/contracts/1']);
    const section = await screen.findByRole('region', { name: 'الدفعات' });
    await within(section).findByText('قيد عكس');
    expect(screen.getByRole('button', { name: 'تسجيل دفعة' })).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: /عكس الدفعة/ })).toBeNull();
  });
});
