import { type ApiClient, getFcmToken, setFcmToken } from '@cc/api-client';
import { endpoints, type PushConfig } from '@cc/contracts';
import { loadFirebaseMessaging, obtainPushToken, showForeground } from './token';

/**
 * Turns browser push on for the signed-in user when the server serves a configuration: obtains the token
 * (every failure logged, nothing thrown), keeps it for the next sign-in's X-FCM-Token, binds it now with
 * PUT /users/me/device when it is new, and shows foreground messages as browser notifications. Loaded
 * lazily by the main layout, never by the login page. Answers the stop function.
 *
 * @example
 * const stop = await activatePush(client);
 */
export async function activatePush(client: ApiClient, known?: PushConfig | null): Promise<() => void> {
  let config: PushConfig | null = known ?? null;
  if (known === undefined) {
    try {
      config = (await client.call(endpoints.push.config)).data;
    } catch {
      return () => {};
    }
  }
  if (!config) return () => {};
  const token = await obtainPushToken({ config });
  if (!token) return () => {};
  if (token !== getFcmToken()) {
    setFcmToken(token);
    await client.updateDevice(token).catch(() => {});
  }
  const firebase = await loadFirebaseMessaging();
  return firebase.onMessage(config, (message) => {
    showForeground(message);
  });
}
