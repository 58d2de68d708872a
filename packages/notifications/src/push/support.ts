import type { PushConfig } from '@cc/contracts';

/** The push-messaging error kinds of the spec (§8), and the service worker's activation timeout. */
export const PUSH_ERROR_KINDS = [
  'missing-app-config-values',
  'failed-service-worker-registration',
  'invalid-sw-registration',
  'only-available-in-window',
  'permission-blocked',
  'unsupported-browser',
  'indexed-db-unsupported',
  'sw-activation-timeout',
] as const;
export type PushErrorKind = (typeof PUSH_ERROR_KINDS)[number] | 'unknown';

/** A failure to obtain the push token, with its kind (logged; sign-in goes on with an empty token). */
export class PushError extends Error {
  constructor(
    readonly kind: PushErrorKind,
    message: string = kind,
  ) {
    super(message);
    this.name = 'PushError';
  }
}

/**
 * The kind of a failure: ours, or Firebase's (`messaging/permission-blocked` …), else 'unknown'.
 *
 * @example
 * pushErrorKind({ code: 'messaging/permission-blocked' }); // 'permission-blocked'
 */
export function pushErrorKind(error: unknown): PushErrorKind {
  if (error instanceof PushError) return error.kind;
  const code = String((error as { code?: unknown } | null)?.code ?? '').replace(/^messaging\//, '');
  return (PUSH_ERROR_KINDS as readonly string[]).includes(code) ? (code as PushErrorKind) : 'unknown';
}

/** The parts of the browser the checks read (the real globals by default; tests pass their own). */
export interface PushEnv {
  window?: object;
  navigator?: { serviceWorker?: unknown };
  PushManager?: unknown;
  Notification?: unknown;
  fetch?: unknown;
  indexedDB?: unknown;
}

const realEnv = (): PushEnv => {
  const g = globalThis as PushEnv & typeof globalThis;
  return {
    window: typeof window === 'undefined' ? undefined : window,
    navigator: g.navigator,
    PushManager: (g as { PushManager?: unknown }).PushManager,
    Notification: (g as { Notification?: unknown }).Notification,
    fetch: g.fetch,
    indexedDB: (g as { indexedDB?: unknown }).indexedDB,
  };
};

/**
 * Whether push can work here (spec §5): a complete configuration (projectId, apiKey, appId,
 * messagingSenderId, and the VAPID key), in a window, with service workers, push, notifications, fetch and
 * IndexedDB (where Firebase keeps the token). Throws the {@link PushError} of the first thing missing.
 *
 * @example
 * assertPushSupported(config); // throws PushError('unsupported-browser') in a browser without push
 */
export function assertPushSupported(
  config: Partial<PushConfig> | null,
  env: PushEnv = realEnv(),
): PushConfig {
  const complete =
    config?.projectId && config.apiKey && config.appId && config.messagingSenderId && config.vapidKey;
  if (!complete) throw new PushError('missing-app-config-values');
  if (!env.window) throw new PushError('only-available-in-window');
  if (!env.navigator?.serviceWorker || !env.PushManager || !env.Notification || !env.fetch)
    throw new PushError('unsupported-browser');
  if (!env.indexedDB) throw new PushError('indexed-db-unsupported');
  return config as PushConfig;
}
