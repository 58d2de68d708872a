import { NOTIFICATION_EVENT, PERMISSIONS_EVENT } from '@cc/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { decodeJwt } from 'jose';
import type { Db } from '../../db/client';
import type { RequestContext } from '../../lib/context';
import { isSessionUsable, loadSessionState } from '../../lib/session-state';
import type { NotificationBus } from './bus';
import * as repo from './repository';

export interface StreamOptions {
  /** How often a comment keeps the connection open and the session is checked again (revocation). */
  heartbeatMs: number;
  /** The longest a stream stays open; the client reconnects with Last-Event-ID (proxies, rebalancing). */
  maxMs: number;
}

/** The `Last-Event-ID` a reconnecting client sends: the id of the last notification it received. */
function lastEventId(request: FastifyRequest): number | null {
  const raw = request.headers['last-event-id'];
  const text = Array.isArray(raw) ? raw[0] : raw;
  if (!text || !/^\d{1,10}$/.test(text.trim())) return null;
  return Number(text.trim());
}

/** The expiry of the (already verified) bearer token, in ms since the epoch. */
function tokenExpiry(request: FastifyRequest): number {
  const token = /^Bearer\s+(\S+)$/i.exec(String(request.headers.authorization ?? ''))?.[1];
  const exp = token ? decodeJwt(token).exp : undefined;
  return exp ? exp * 1000 : Date.now();
}

const frame = (lines: Record<string, string | number>) =>
  `${Object.entries(lines)
    .map(([k, v]) => `${k}: ${v}`)
    .join('\n')}\n\n`;

/**
 * GET /notifications/stream: a server-sent event per new notification of the caller (`id` its id, so a
 * reconnect with Last-Event-ID gets what it missed). Woken by the bus (any process); the table is the
 * source, so a wake-up never loses or repeats one. Ends with an `event: end` frame when the token
 * expires or the session is revoked (sign-out, deactivation, password change). Open to every staff
 * member: notifications go only to a caller holding GET_NOTIFICATTIONS (the company account holds it);
 * when the caller's permissions change (the bus's `permissions` topic) it sends `event: permissions` and
 * ends with `reconnect`, so the client reopens it with its new permissions.
 */
export async function serveStream(
  db: Db,
  bus: NotificationBus,
  options: StreamOptions,
  request: FastifyRequest,
  reply: FastifyReply,
  ctx: RequestContext,
): Promise<void> {
  let cursor = lastEventId(request) ?? (await repo.lastId(db, ctx.userId));
  const claims = decodeJwt(String(request.headers.authorization).replace(/^Bearer\s+/i, ''));
  const tokenVersion = claims.ver;
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  raw.write(`retry: 5000\n: open\n\n`);

  const told = ctx.kind === 'COMPANY' || ctx.permissions.has('GET_NOTIFICATTIONS');
  let closed = false;
  let chain: Promise<void> = Promise.resolve();
  const timers: NodeJS.Timeout[] = [];
  const end = (reason: string) => {
    if (closed) return;
    raw.write(frame({ event: 'end', data: JSON.stringify({ reason }) }));
    close();
    raw.end();
  };
  const close = () => {
    if (closed) return;
    closed = true;
    unsubscribe();
    unsubscribePermissions();
    for (const t of timers) clearInterval(t);
  };
  const flush = () => {
    if (!told) return;
    chain = chain
      .then(async () => {
        while (!closed) {
          const rows = await repo.after(db, ctx.userId, cursor);
          for (const row of rows) {
            raw.write(frame({ event: NOTIFICATION_EVENT, id: row.id, data: JSON.stringify(row) }));
            cursor = row.id;
          }
          if (rows.length < 100) return;
        }
      })
      .catch((error) => request.log.warn({ err: error }, 'notification stream'));
  };
  const check = async () => {
    const state = await loadSessionState(db, ctx.userId, ctx.signInId);
    if (!state || !isSessionUsable(state) || state.tokenVersion !== tokenVersion) end('revoked');
  };

  const unsubscribe = bus.subscribe(ctx.userId, flush);
  const unsubscribePermissions = bus.subscribe(
    ctx.userId,
    () => {
      if (closed) return;
      raw.write(frame({ event: PERMISSIONS_EVENT, data: '{}' }));
      end('reconnect');
    },
    'permissions',
  );
  raw.on('close', close);
  const expiresIn = Math.max(0, tokenExpiry(request) - Date.now());
  timers.push(setTimeout(() => end('expired'), Math.min(expiresIn, 2_147_000_000)));
  timers.push(setTimeout(() => end('reconnect'), options.maxMs));
  timers.push(
    setInterval(() => {
      if (closed) return;
      raw.write(': ping\n\n');
      check().catch((error) => request.log.warn({ err: error }, 'notification stream'));
    }, options.heartbeatMs),
  );
  flush();
}
