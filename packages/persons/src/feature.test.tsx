import { routeSummary } from '@cc/resources/testing';
import { renderFeature } from '@cc/resources/testing/render';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { personsFeature } from './feature';

describe('personsFeature', () => {
  it('describes the four pages with their titles, permissions and the list in the navigation', () => {
    expect(routeSummary(personsFeature)).toEqual([
      {
        path: 'account-cards',
        title: 'الحسابات',
        permission: 'PERSON_READ',
        nav: { label: 'الحسابات', order: 30 },
      },
      { path: 'new-account', title: 'إضافة حساب', permission: 'PERSON_CREATE', nav: undefined },
      { path: 'account-cards/:id/view', title: 'عرض الحساب', permission: 'PERSON_READ', nav: undefined },
      { path: 'account-cards/:id/edit', title: 'تعديل الحساب', permission: 'PERSON_UPDATE', nav: undefined },
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
