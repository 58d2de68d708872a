import { useCan } from '@cc/auth';
import { endpoints, type Notification } from '@cc/contracts';
import { useResource } from '@cc/resources';
import { createTestApi, staffCaller, TestHarness, testSession } from '@cc/resources/testing';
import { renderWithApi, toasts } from '@cc/resources/testing/render';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
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

  it('shows no bell and reads no count without GET_NOTIFICATTIONS, but opens the stream (permission changes)', async () => {
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
    expect(started).toBe(true);
    expect(fake.callsTo(endpoints.notifications.unreadCount)).toHaveLength(0);
  });
});

/** A menu entry shown with GET_CAR, and the cars list's count shown on demand (its cached answer). */
function CarsProbe() {
  const can = useCan('GET_CAR');
  const [shown, setShown] = useState(true);
  return (
    <>
      {can ? <a href="/cars">السيارات</a> : null}
      <button type="button" onClick={() => setShown((v) => !v)}>
        تبديل
      </button>
      {shown ? <CarsCount /> : null}
    </>
  );
}

function CarsCount() {
  const cars = useResource(endpoints.cars.list, { query: { page: 0, size: 10 } });
  return cars.data ? <p>عدد السيارات {cars.data.data.length}</p> : null;
}

describe("a change of the user's permissions told by the stream", () => {
  it("re-reads the user's permissions: the menu entry goes and the cached list is not shown again", async () => {
    const user = userEvent.setup();
    const granted = ['GET_NOTIFICATTIONS', 'GET_CAR'] as const;
    const fake = createTestApi();
    const session = testSession([...granted]);
    let reloads = 0;
    // GET /users/me after the change (the store's own call is tested in @cc/auth): GET_CAR is gone.
    session.setState({
      reloadUser: async () => {
        reloads += 1;
        session.setState({ permissions: [{ name: 'GET_NOTIFICATTIONS' }] });
      },
    });
    let feed: LiveFeedOptions | undefined;
    render(
      <TestHarness fake={fake} permissions={[...granted]} session={session}>
        <NotificationsLive
          start={(options) => {
            feed = options;
            return () => {};
          }}
        />
        <CarsProbe />
      </TestHarness>,
    );
    await screen.findByText(/عدد السيارات/);
    expect(screen.getByRole('link', { name: 'السيارات' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'تبديل' }));
    expect(screen.queryByText(/عدد السيارات/)).not.toBeInTheDocument();

    // The company revokes GET_CAR from the user's role; the server now refuses the list.
    fake.setCaller(staffCaller('GET_NOTIFICATTIONS'));
    feed!.onPermissionsChanged!();
    await waitFor(() => expect(screen.queryByRole('link', { name: 'السيارات' })).not.toBeInTheDocument());
    expect(reloads).toBe(1);

    // Its cached answer is gone: opening the list again asks the server, which refuses.
    const calls = fake.callsTo(endpoints.cars.list).length;
    await user.click(screen.getByRole('button', { name: 'تبديل' }));
    await waitFor(() => expect(fake.callsTo(endpoints.cars.list).length).toBe(calls + 1));
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByText(/عدد السيارات/)).not.toBeInTheDocument();
  });
});
