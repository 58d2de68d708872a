import { endpoints } from '@cc/contracts';
import { renderFeature, toasts } from '@cc/resources/testing/render';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { notificationsFeature } from './feature';
import { NOTIFICATIONS_MESSAGES as M } from './messages';

const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr') as HTMLElement;

async function openPage(options?: Parameters<typeof renderFeature>[2]) {
  const view = renderFeature(notificationsFeature, '/notifications', options);
  await screen.findByRole('heading', { name: M.title }, { timeout: 15_000 });
  return view;
}

describe('NotificationsPage', () => {
  it('lists unread first with their status, and links each to its deal', async () => {
    await openPage();
    await rowOf('عقد جديد');
    const rows = screen.getAllByRole('row');
    const titles = rows
      .slice(1)
      .map((r) => within(r).queryByText(/عقد جديد|قسط متأخر|تسديد جديد/)?.textContent);
    expect(titles).toEqual(['تسديد جديد', 'قسط متأخر', 'عقد جديد']);
    const payment = await rowOf('تسديد جديد');
    expect(within(payment).getByText(M.unread)).toBeInTheDocument();
    expect(within(payment).getByRole('link', { name: M.openDealOf('تسديد جديد') })).toHaveAttribute(
      'href',
      '/contracts/4',
    );
    const read = await rowOf('عقد جديد');
    expect(within(read).getByText(M.read)).toBeInTheDocument();
    // A read notification with a link has nothing else to do: no menu beside its 'فتح'.
    expect(within(read).getByRole('link', { name: M.openDealOf('عقد جديد') })).toBeInTheDocument();
    expect(within(read).queryByRole('button', { name: 'إجراءات عقد جديد' })).not.toBeInTheDocument();
  });

  it('marks one read, and all read', async () => {
    const { user, fake } = await openPage();
    const payment = await rowOf('تسديد جديد');
    await user.click(within(payment).getByRole('button', { name: 'إجراءات تسديد جديد' }));
    await user.click(await screen.findByRole('menuitem', { name: M.markRead }));
    await waitFor(() => expect(fake.callsTo(endpoints.notifications.read)).toHaveLength(1));
    expect(fake.callsTo(endpoints.notifications.read)[0]?.path).toMatch(/\/notifications\/3\/read$/);
    await waitFor(async () =>
      expect(within(await rowOf('تسديد جديد')).getByText(M.read)).toBeInTheDocument(),
    );

    await user.click(screen.getByRole('button', { name: M.markAllRead }));
    await waitFor(() => expect(toasts()).toContain(M.allRead));
    expect(fake.db.notifications.every((n) => n.read)).toBe(true);
    await waitFor(async () => expect(within(await rowOf('قسط متأخر')).getByText(M.read)).toBeInTheDocument());
  });

  it('marks an unread notification read as its deal is opened', async () => {
    const { user, fake } = await openPage();
    const overdue = await rowOf('قسط متأخر');
    await user.click(within(overdue).getByRole('link', { name: M.openDealOf('قسط متأخر') }));
    await waitFor(() => expect(fake.callsTo(endpoints.notifications.read)).toHaveLength(1));
    expect(fake.db.notifications.find((n) => n.title === 'قسط متأخر')?.read).toBe(true);
  });
});
