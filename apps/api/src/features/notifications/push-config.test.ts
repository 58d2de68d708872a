import { describe, expect, it } from 'vitest';
import { BASE, createTestApp } from '../../../test/helper';
import { ConfigError, loadConfig } from '../../config';

const WEB = {
  FIREBASE_API_KEY: 'key',
  FIREBASE_PROJECT_ID: 'demo',
  FIREBASE_APP_ID: '1:2:web:3',
  FIREBASE_MESSAGING_SENDER_ID: '2',
  FIREBASE_VAPID_KEY: 'BVapid',
};

describe('push configuration', () => {
  it('takes the five browser values all or none', () => {
    const env = { JWT_SECRET: 'x'.repeat(32) };
    expect(loadConfig(env).pushWeb).toBeNull();
    expect(loadConfig({ ...env, ...WEB }).pushWeb).toEqual({
      apiKey: 'key',
      projectId: 'demo',
      appId: '1:2:web:3',
      messagingSenderId: '2',
      vapidKey: 'BVapid',
    });
    expect(() => loadConfig({ ...env, FIREBASE_API_KEY: 'key' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...env, FCM_SERVICE_ACCOUNT: '{"project_id": 1}' })).toThrow(ConfigError);
  });

  it('is served to the browser at runtime, and lets the page reach Firebase only when configured', async () => {
    const off = await createTestApp();
    const on = await createTestApp({
      config: { pushWeb: loadConfig({ JWT_SECRET: 'x'.repeat(32), ...WEB }).pushWeb },
    });
    try {
      const none = await off.request({ method: 'GET', url: `${BASE}/push/config` });
      expect(none.json()).toEqual({ data: null });
      expect(none.headers['content-security-policy']).not.toContain('googleapis');
      const some = await on.request({ method: 'GET', url: `${BASE}/push/config` });
      expect(some.json().data).toMatchObject({ projectId: 'demo', vapidKey: 'BVapid' });
      expect(some.headers['content-security-policy']).toContain('https://fcmregistrations.googleapis.com');
    } finally {
      await off.close();
      await on.close();
    }
  });
});
