import type { Notification } from '@cc/contracts';
import { NOTIFICATION_EVENT, PERMISSIONS_EVENT } from '@cc/contracts';
import { readEventStream } from './sse';

/** What the feed needs from the app: how to open the stream, and how to renew an expired session. */
export interface LiveFeedOptions {
  /** Opens GET /notifications/stream with the bearer header (and Last-Event-ID when resuming). */
  open(lastEventId: number | null, signal: AbortSignal): Promise<Response>;
  /** Refreshes the access token; false when the session is over (the feed then stops). */
  renew(): Promise<boolean>;
  /** A new notification (in every tab of the browser). */
  onNotification(notification: Notification): void;
  /**
   * The signed-in user's permissions changed (in every tab of the browser): read them again and forget
   * what may no longer be seen. The server then ends the stream, which reopens with the new permissions.
   */
  onPermissionsChanged?(): void;
  /** Wait before reconnecting after a network failure (ms). Default 5000. */
  retryMs?: number;
}

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

/**
 * Keeps one stream open in this tab until `signal` aborts: reconnects after a failure (resuming after
 * the last id it saw), renews the token when the server refuses it (401) or ends the stream because it
 * expired, and stops for good when the session is over or was revoked.
 */
export async function runStream(
  options: LiveFeedOptions,
  signal: AbortSignal,
  lastId: { current: number | null },
): Promise<void> {
  while (!signal.aborted) {
    let endReason: string | null = null;
    try {
      const res = await options.open(lastId.current, signal);
      if (res.status === 401 || res.status === 403) {
        if (res.status === 403 || !(await options.renew())) return;
        continue;
      }
      if (!res.ok || !res.body) throw new Error(`stream: HTTP ${res.status}`);
      await readEventStream(res.body, (event) => {
        if (event.event === NOTIFICATION_EVENT) {
          const notification = JSON.parse(event.data) as Notification;
          lastId.current = Math.max(lastId.current ?? 0, notification.id);
          options.onNotification(notification);
        } else if (event.event === PERMISSIONS_EVENT) {
          options.onPermissionsChanged?.();
        } else if (event.event === 'end') {
          endReason = (JSON.parse(event.data) as { reason: string }).reason;
        }
      });
    } catch {
      if (signal.aborted) return;
      await sleep(options.retryMs ?? 5000, signal);
      continue;
    }
    if (endReason === 'revoked') return;
    if (endReason === 'expired' && !(await options.renew())) return;
  }
}

const CHANNEL = 'cc-notifications';
const LEADER_LOCK = 'cc-notifications-stream';
/** What the leader tab posts to the others when the user's permissions changed. */
const PERMISSIONS_MESSAGE = { permissions: true } as const;

interface TabsEnv {
  locks?: { request(name: string, options: { signal: AbortSignal }, cb: () => Promise<void>): Promise<void> };
  BroadcastChannel?: typeof BroadcastChannel;
}

/**
 * One stream for all the tabs of a browser: the tab holding the Web Lock is the leader and keeps the
 * stream; it hands each notification (and each change of the user's permissions) to the others over a
 * BroadcastChannel. When the leader closes, the
 * next tab takes the lock and reconnects after the last id every tab saw (Last-Event-ID), so nothing is
 * lost or told twice. Without Web Locks or BroadcastChannel every tab keeps its own stream. Answers the
 * stop function.
 *
 * @example
 * const stop = startSharedFeed({ open, renew, onNotification: (n) => toast(n.title) });
 */
export function startSharedFeed(options: LiveFeedOptions, env: TabsEnv = globalThis as TabsEnv): () => void {
  const controller = new AbortController();
  const lastId = { current: null as number | null };
  const locks = env.locks ?? (globalThis.navigator as { locks?: TabsEnv['locks'] } | undefined)?.locks;
  const Channel = env.BroadcastChannel;
  if (!locks || !Channel) {
    void runStream(options, controller.signal, lastId);
    return () => controller.abort();
  }
  const channel = new Channel(CHANNEL);
  channel.onmessage = (message: MessageEvent<Notification | typeof PERMISSIONS_MESSAGE>) => {
    if ('permissions' in message.data) {
      options.onPermissionsChanged?.();
      return;
    }
    lastId.current = Math.max(lastId.current ?? 0, message.data.id);
    options.onNotification(message.data);
  };
  locks
    .request(LEADER_LOCK, { signal: controller.signal }, () =>
      runStream(
        {
          ...options,
          onNotification: (notification) => {
            channel.postMessage(notification);
            options.onNotification(notification);
          },
          onPermissionsChanged: () => {
            channel.postMessage(PERMISSIONS_MESSAGE);
            options.onPermissionsChanged?.();
          },
        },
        controller.signal,
        lastId,
      ),
    )
    .catch(() => {});
  return () => {
    controller.abort();
    channel.close();
  };
}
