import type { PushConfig } from '@cc/contracts';
import { assertPushSupported, type PushEnv, PushError, type PushErrorKind, pushErrorKind } from './support';

/** The service worker of push (apps/web/public): it shows pushes that arrive while no tab is focused. */
export const PUSH_SERVICE_WORKER = '/firebase-messaging-sw.js';
/** How long the service worker may take to activate before push gives up. */
export const ACTIVATION_TIMEOUT_MS = 10_000;

/** What a page shows for a message received while it is open (spec §9). */
export interface ForegroundMessage {
  notification?: { title?: string; body?: string; icon?: string; image?: string };
  data?: Record<string, string>;
}

/** The parts of Firebase push uses (loaded lazily: `firebase/app`, `firebase/messaging`). */
export interface FirebaseMessagingApi {
  getToken(config: PushConfig, registration: ServiceWorkerRegistration): Promise<string>;
  onMessage(config: PushConfig, listener: (message: ForegroundMessage) => void): () => void;
}

/** Firebase itself, loaded on first use (its own chunk, never in the login page's bundle). */
export async function loadFirebaseMessaging(): Promise<FirebaseMessagingApi> {
  const [{ initializeApp, getApps }, messaging] = await Promise.all([
    import('firebase/app'),
    import('firebase/messaging'),
  ]);
  const appOf = (config: PushConfig) =>
    getApps()[0] ??
    initializeApp({
      apiKey: config.apiKey,
      projectId: config.projectId,
      appId: config.appId,
      messagingSenderId: config.messagingSenderId,
    });
  return {
    getToken: (config, registration) =>
      messaging.getToken(messaging.getMessaging(appOf(config)), {
        vapidKey: config.vapidKey,
        serviceWorkerRegistration: registration,
      }),
    onMessage: (config, listener) => messaging.onMessage(messaging.getMessaging(appOf(config)), listener),
  };
}

/** Waits until the registration's worker is active, or fails with the activation timeout. */
export function waitForActivation(
  registration: ServiceWorkerRegistration,
  timeoutMs = ACTIVATION_TIMEOUT_MS,
): Promise<ServiceWorkerRegistration> {
  if (registration.active) return Promise.resolve(registration);
  return new Promise((resolve, reject) => {
    const worker = registration.installing ?? registration.waiting;
    const timer = setTimeout(
      () =>
        reject(new PushError('sw-activation-timeout', `Service worker not registered after ${timeoutMs} ms`)),
      timeoutMs,
    );
    const check = () => {
      if (registration.active) {
        clearTimeout(timer);
        resolve(registration);
      }
    };
    worker?.addEventListener('statechange', check);
    check();
  });
}

export interface ObtainOptions {
  config: PushConfig | null;
  env?: PushEnv;
  register?: (url: string) => Promise<ServiceWorkerRegistration>;
  firebase?: () => Promise<FirebaseMessagingApi>;
  timeoutMs?: number;
  log?: (kind: PushErrorKind, error: unknown) => void;
}

/**
 * The browser's push token, or '' when push cannot work here: every failure (spec §8 kinds, the
 * activation timeout) is logged and answers '' so sign-in goes on with an empty token (spec §6). Asks
 * the user's permission when it was not given yet.
 *
 * @example
 * const token = await obtainPushToken({ config });
 */
export async function obtainPushToken({
  config,
  env,
  register = (url) => navigator.serviceWorker.register(url),
  firebase = loadFirebaseMessaging,
  timeoutMs = ACTIVATION_TIMEOUT_MS,
  log = (kind, error) => console.warn(`push: ${kind}`, error),
}: ObtainOptions): Promise<string> {
  try {
    const complete = assertPushSupported(config, env);
    let registration: ServiceWorkerRegistration;
    try {
      registration = await register(PUSH_SERVICE_WORKER);
    } catch (error) {
      throw new PushError('failed-service-worker-registration', String(error));
    }
    if (!registration || typeof registration !== 'object') throw new PushError('invalid-sw-registration');
    await waitForActivation(registration, timeoutMs);
    return await (await firebase()).getToken(complete, registration);
  } catch (error) {
    log(pushErrorKind(error), error);
    return '';
  }
}

/**
 * Shows a message that arrives while the page is open as a browser notification: its title (default
 * 'Notification', spec §9), body and icon.
 *
 * @example
 * api.onMessage(config, (message) => showForeground(message));
 */
export function showForeground(
  message: ForegroundMessage,
  NotificationImpl: typeof Notification | undefined = globalThis.Notification,
): Notification | null {
  if (NotificationImpl?.permission !== 'granted') return null;
  const n = message.notification ?? {};
  return new NotificationImpl!(n.title || 'Notification', {
    ...(n.body ? { body: n.body } : {}),
    ...(n.icon ? { icon: n.icon } : {}),
  });
}
