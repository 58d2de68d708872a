import { endpointPath, readSession } from '@cc/api-client';
import { useSession, useSessionStore } from '@cc/auth';
import { API_BASE_PATH, endpoints, type Notification } from '@cc/contracts';
import { useApiClient, useForgetReads, useInvalidateTags } from '@cc/resources';
import { toast } from '@cc/ui-rtl';
import { useEffect, useRef } from 'react';
import { type LiveFeedOptions, startSharedFeed } from './live-feed';
import { NotificationBell } from './notification-bell';

export interface NotificationsLiveProps {
  /** Replaces how the stream is opened and shared (tests and stories); default: the shared feed. */
  start?: (options: LiveFeedOptions) => () => void;
  /** The API's origin; default the page's own. */
  origin?: string;
}

/**
 * Listens for new notifications while the user is signed in (one stream shared by the browser's tabs):
 * each one refreshes the bell and the notifications list and shows a toast. When the server says the
 * user's permissions changed, it reads them again (the menu and the page gates follow) and forgets the
 * cached answers the user may no longer see. Renders nothing; mount it once in the main layout. Every
 * staff member opens the stream (for the permission changes); only GET_NOTIFICATTIONS gets notifications.
 *
 * @example
 * <NotificationsLive />
 */
export function NotificationsLive({ start = startSharedFeed, origin = '' }: NotificationsLiveProps) {
  const member = useSession((s) => s.companyUserId !== null);
  const client = useApiClient();
  const invalidate = useInvalidateTags();
  const forget = useForgetReads();
  const sessionStore = useSessionStore();
  const handlers = useRef({ invalidate, forget });
  handlers.current = { invalidate, forget };

  useEffect(() => {
    if (!member) return;
    const url = `${origin}${API_BASE_PATH}/${endpointPath(endpoints.notifications.stream)}`;
    return start({
      open: (lastEventId, signal) =>
        fetch(url, {
          signal,
          headers: {
            accept: 'text/event-stream',
            authorization: `Bearer ${readSession().accessToken ?? ''}`,
            ...(lastEventId ? { 'last-event-id': String(lastEventId) } : {}),
          },
        }),
      renew: () => client.refreshSession(readSession().accessToken).catch(() => false),
      onNotification: (notification: Notification) => {
        void handlers.current.invalidate(['notifications']);
        toast(notification.title, { description: notification.body });
      },
      onPermissionsChanged: () => {
        void sessionStore
          .getState()
          .reloadUser()
          .then(() => handlers.current.forget());
      },
    });
  }, [member, client, origin, start, sessionStore]);

  // Browser push, when the server serves a configuration: the configuration is read first, and only then
  // do the activation and Firebase load, after sign-in, in their own chunks (never in the login page's
  // bundle, and not at all where push is not configured).
  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    void client
      .call(endpoints.push.config)
      .then(({ data: config }) =>
        config
          ? import('./push/activate').then(({ activatePush }) => activatePush(client, config))
          : () => {},
      )
      .then((s) => {
        if (cancelled) s();
        else stop = s;
      })
      .catch(() => {});
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [client]);

  return null;
}

export { NotificationBell };
