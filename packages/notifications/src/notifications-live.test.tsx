import { endpoints, type Notification } from '@cc/contracts';
import { createTestApi } from '@cc/resources/testing';
import { renderWithApi, toasts } from '@cc/resources/testing/render';
import { screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { LiveFeedOptions } from './live-feed';
import { NOTIFICATIONS_MESSAGES as M } from './messages';
import { NotificationBell, NotificationsLive } from './notifications-live';

function TopBar({ start }: { start: (o: LiveFeedOptions) => () => void }) {
  const router = createMemoryRouter([
    {
      path: '*',
      element: (
        <>
          <NotificationsLive start={start} />
          <NotificationBell />
        </>
      ),
    },
  ]);
  return <RouterProvider router={router} />;
}

const arriving: Notification = {
  id: 50,
  kind: 'PAYMENT_RECORDED',
  title: 'تسديد جديد',
  body: '250,000 د.ع — وصل رقم 40',
  link: '/contracts/4',
  dealId: 4,
  read: false,
  createdAt: '2026-05-13T10:00:00.000Z',
};

describe('the bell and the live feed', () => {
  it('shows the unread count, and a new notification raises it and shows a toast', async () => {
    let feed: LiveFeedOptions | undefined;
    let stopped = false;
    const fake = createTestApi();
    const view = renderWithApi(
      <TopBar
        start={(options) => {
          feed = options;
          return () => {
            stopped = true;
          };
        }}
      />,
      { fake },
    );
    const bell = await screen.findByRole('link', { name: M.bell(2) });
    expect(bell).toHaveAttribute('href', '/notifications');
    expect(screen.getByTestId('notification-count')).toHaveTextContent('2');

    fake.db.notifications.push(arriving);
    feed!.onNotification(arriving);
    await screen.findByRole('link', { name: M.bell(3) });
    await waitFor(() => expect(toasts()).toContain('تسديد جديد'));
    view.unmount();
    expect(stopped).toBe(true);
  });

  it('opens no stream and shows no bell without GET_NOTIFICATTIONS', async () => {
    let started = false;
    const { fake } = renderWithApi(
      <TopBar
        start={() => {
          started = true;
          return () => {};
        }}
      />,
      { permissions: ['GET_CAR'] },
    );
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByTestId('notification-bell')).not.toBeInTheDocument();
    expect(started).toBe(false);
    expect(fake.callsTo(endpoints.notifications.unreadCount)).toHaveLength(0);
  });
});
