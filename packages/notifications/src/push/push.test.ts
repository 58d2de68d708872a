import type { PushConfig } from '@cc/contracts';
import { describe, expect, it, vi } from 'vitest';
import { assertPushSupported, PUSH_ERROR_KINDS, type PushEnv, PushError, pushErrorKind } from './support';
import { obtainPushToken, showForeground, waitForActivation } from './token';

const CONFIG: PushConfig = {
  apiKey: 'key',
  projectId: 'demo',
  appId: '1:2:web:3',
  messagingSenderId: '2',
  vapidKey: 'BVapid',
};
const BROWSER: PushEnv = {
  window: {},
  navigator: { serviceWorker: {} },
  PushManager: class {},
  Notification: class {},
  fetch: () => {},
  indexedDB: {},
};
const activeRegistration = { active: {} } as unknown as ServiceWorkerRegistration;

describe('push support checks (spec §5)', () => {
  it('needs every value of the configuration', () => {
    for (const missing of Object.keys(CONFIG)) {
      const config = { ...CONFIG, [missing]: '' };
      expect(() => assertPushSupported(config, BROWSER), missing).toThrow(
        expect.objectContaining({ kind: 'missing-app-config-values' }),
      );
    }
    expect(() => assertPushSupported(null, BROWSER)).toThrow(
      expect.objectContaining({ kind: 'missing-app-config-values' }),
    );
    expect(assertPushSupported(CONFIG, BROWSER)).toEqual(CONFIG);
  });

  it('needs a window, service workers, push, notifications, fetch and IndexedDB', () => {
    const kindWithout = (over: Partial<PushEnv>) => {
      try {
        assertPushSupported(CONFIG, { ...BROWSER, ...over });
        return null;
      } catch (error) {
        return pushErrorKind(error);
      }
    };
    expect(kindWithout({ window: undefined })).toBe('only-available-in-window');
    expect(kindWithout({ navigator: {} })).toBe('unsupported-browser');
    expect(kindWithout({ PushManager: undefined })).toBe('unsupported-browser');
    expect(kindWithout({ Notification: undefined })).toBe('unsupported-browser');
    expect(kindWithout({ fetch: undefined })).toBe('unsupported-browser');
    expect(kindWithout({ indexedDB: undefined })).toBe('indexed-db-unsupported');
  });

  it("reads Firebase's error codes as the spec's kinds", () => {
    for (const kind of PUSH_ERROR_KINDS) expect(pushErrorKind({ code: `messaging/${kind}` })).toBe(kind);
    expect(pushErrorKind(new Error('other'))).toBe('unknown');
  });
});

describe('obtainPushToken', () => {
  const firebase = (getToken: () => Promise<string>) => async () => ({ getToken, onMessage: () => () => {} });

  it('answers the token when everything works', async () => {
    const token = await obtainPushToken({
      config: CONFIG,
      env: BROWSER,
      register: async () => activeRegistration,
      firebase: firebase(async () => 'fcm-token'),
    });
    expect(token).toBe('fcm-token');
  });

  it('logs every failure with its kind and answers an empty token, so sign-in goes on', async () => {
    const cases: [string, Parameters<typeof obtainPushToken>[0]][] = [
      ['missing-app-config-values', { config: null, env: BROWSER }],
      ['unsupported-browser', { config: CONFIG, env: { ...BROWSER, PushManager: undefined } }],
      ['only-available-in-window', { config: CONFIG, env: { ...BROWSER, window: undefined } }],
      ['indexed-db-unsupported', { config: CONFIG, env: { ...BROWSER, indexedDB: undefined } }],
      [
        'failed-service-worker-registration',
        { config: CONFIG, env: BROWSER, register: () => Promise.reject(new Error('404')) },
      ],
      [
        'invalid-sw-registration',
        { config: CONFIG, env: BROWSER, register: async () => null as unknown as ServiceWorkerRegistration },
      ],
      [
        'permission-blocked',
        {
          config: CONFIG,
          env: BROWSER,
          register: async () => activeRegistration,
          firebase: firebase(() => Promise.reject({ code: 'messaging/permission-blocked' })),
        },
      ],
      [
        'sw-activation-timeout',
        {
          config: CONFIG,
          env: BROWSER,
          register: async () => ({ installing: new EventTarget() }) as unknown as ServiceWorkerRegistration,
          timeoutMs: 20,
        },
      ],
    ];
    for (const [kind, options] of cases) {
      const log = vi.fn();
      expect(await obtainPushToken({ ...options, log }), kind).toBe('');
      expect(log, kind).toHaveBeenCalledWith(kind, expect.anything());
    }
  });

  it('times out with the message that the service worker was not registered', async () => {
    const pending = { installing: new EventTarget() } as unknown as ServiceWorkerRegistration;
    await expect(waitForActivation(pending, 10)).rejects.toThrow('Service worker not registered after 10 ms');
    await expect(waitForActivation(pending, 10)).rejects.toBeInstanceOf(PushError);
  });
});

describe('foreground messages (spec §9)', () => {
  it("are shown as a browser notification with the title (default 'Notification'), body and icon", () => {
    const made: [string, NotificationOptions][] = [];
    const Fake = class {
      static permission = 'granted';
      constructor(title: string, options: NotificationOptions) {
        made.push([title, options]);
      }
    } as unknown as typeof Notification;
    showForeground({ notification: { title: 'تسديد جديد', body: 'وصل رقم 5', icon: '/icon.png' } }, Fake);
    showForeground({ notification: { body: 'بلا عنوان' } }, Fake);
    expect(made).toEqual([
      ['تسديد جديد', { body: 'وصل رقم 5', icon: '/icon.png' }],
      ['Notification', { body: 'بلا عنوان' }],
    ]);
  });
});
