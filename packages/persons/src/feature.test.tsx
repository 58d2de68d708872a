import { routeTable } from '@cc/resources/testing';
import { renderFeature } from '@cc/resources/testing/render';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { personsFeature } from './feature';

describe('personsFeature', () => {
  it('describes the four pages with their titles, permissions and the list in the navigation', () => {
    expect(routeTable(personsFeature)).toEqual([
      ['account-cards', 'الحسابات', 'PERSON_READ', { label: 'الحسابات', order: 30 }],
      ['new-account', 'إضافة حساب', 'PERSON_CREATE'],
      ['account-cards/:id/view', 'عرض الحساب', 'PERSON_READ'],
      ['account-cards/:id/edit', 'تعديل الحساب', 'PERSON_UPDATE'],
    ]);
  });

  it('saves a new account and opens its page (a staff user with PERSON_CREATE)', async () => {
    const { router } = renderFeature(personsFeature, '/new-account', {
      permissions: ['PERSON_READ', 'PERSON_CREATE'],
    });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^الاسم الكامل/), 'سارة محمود');
    await user.click(screen.getByRole('button', { name: 'حفظ' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account-cards/13/view'));
    expect(await screen.findByRole('heading', { level: 1, name: 'سارة محمود' })).toBeInTheDocument();
  });
});
