import { EventEmitter } from 'node:events';
import pg from 'pg';

/**
 * What the bus tells a user's open streams: `notifications` (new notifications to read) or `permissions`
 * (the user's permissions changed: a role of theirs was changed, or their roles were).
 */
export type BusTopic = 'notifications' | 'permissions';

/** Wakes the open streams of users who have news, in this process and every other one. */
export interface NotificationBus {
  /** Starts listening (the PostgreSQL bus connects); resolves when it does. */
  start(): Promise<void>;
  /** Tells every process that these users have news of `topic` (after the commit that made it). */
  publish(userIds: readonly number[], topic?: BusTopic): Promise<void>;
  /** Calls `listener` when the user has news of `topic`; answers the unsubscribe function. */
  subscribe(userId: number, listener: () => void, topic?: BusTopic): () => void;
  close(): Promise<void>;
}

/** The PostgreSQL channel of each topic. */
const CHANNELS: Readonly<Record<BusTopic, string>> = {
  notifications: 'cc_notifications',
  permissions: 'cc_permissions',
};
const topicOf = (channel: string): BusTopic | undefined =>
  (Object.keys(CHANNELS) as BusTopic[]).find((topic) => CHANNELS[topic] === channel);

/** Local delivery, shared by both implementations. */
class LocalListeners {
  private readonly emitter = new EventEmitter();
  constructor() {
    // One listener per open stream: many tabs of many users.
    this.emitter.setMaxListeners(0);
  }
  wake(userIds: Iterable<number>, topic: BusTopic) {
    for (const id of userIds) this.emitter.emit(`${topic}:${id}`);
  }
  subscribe(userId: number, listener: () => void, topic: BusTopic) {
    const key = `${topic}:${userId}`;
    this.emitter.on(key, listener);
    return () => void this.emitter.off(key, listener);
  }
}

/** The embedded database runs in one process: an in-process bus does the whole job. */
export function inProcessBus(): NotificationBus {
  const local = new LocalListeners();
  return {
    async start() {},
    async publish(userIds, topic = 'notifications') {
      local.wake(userIds, topic);
    },
    subscribe: (userId, listener, topic = 'notifications') => local.subscribe(userId, listener, topic),
    async close() {},
  };
}

/**
 * PostgreSQL LISTEN/NOTIFY: one dedicated connection listens (reconnecting when it drops), NOTIFY carries
 * the user ids on the topic's channel; every process (this one too) wakes its own streams from the notification it receives.
 */
export function postgresBus(connectionString: string, log?: (error: unknown) => void): NotificationBus {
  const local = new LocalListeners();
  let client: pg.Client | null = null;
  let closed = false;
  let connecting: Promise<void> | null = null;

  const connect = (): Promise<void> => {
    connecting ??= (async () => {
      // Named, so an administrator (and the two-process test) can tell it in pg_stat_activity.
      const c = new pg.Client({ connectionString, keepAlive: true, application_name: 'cc-listener' });
      c.on('notification', (message) => {
        const topic = topicOf(message.channel);
        if (!topic || !message.payload) return;
        local.wake(message.payload.split(',').map(Number).filter(Number.isInteger), topic);
      });
      let dropped = false;
      const drop = (error?: unknown) => {
        if (dropped) return;
        dropped = true;
        if (error) log?.(error);
        if (client === c) client = null;
        connecting = null;
        c.end().catch(() => {});
        if (!closed) setTimeout(() => void connect().catch(log), 1000).unref();
      };
      c.on('error', drop);
      // Ended by the server without an error (a restart, pg_terminate_backend): no longer listening either.
      c.on('end', () => drop());
      try {
        await c.connect();
        await c.query(
          Object.values(CHANNELS)
            .map((channel) => `LISTEN ${channel};`)
            .join(' '),
        );
      } catch (error) {
        drop();
        throw error;
      }
      client = c;
    })();
    return connecting;
  };

  return {
    start: connect,
    async publish(userIds, topic = 'notifications') {
      if (userIds.length === 0) return;
      if (!client) await connect();
      // NOTIFY payloads are limited to 8000 bytes: send the ids in slices.
      const ids = [...new Set(userIds)];
      for (let i = 0; i < ids.length; i += 500) {
        await client!.query('select pg_notify($1, $2)', [CHANNELS[topic], ids.slice(i, i + 500).join(',')]);
      }
    },
    subscribe(userId, listener, topic = 'notifications') {
      if (!client) void connect().catch(log);
      return local.subscribe(userId, listener, topic);
    },
    async close() {
      closed = true;
      await client?.end().catch(() => {});
      client = null;
    },
  };
}
