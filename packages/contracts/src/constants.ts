// Values the app shell needs before any screen loads. This module must not import zod: everything the
// sign-in page and the shell touch stays out of the zod chunk (see docs/architecture.md, bundle budget).

/** Base path of every API call: `{host}/api/carcontracts/v1`. */
export const API_BASE_PATH = '/api/carcontracts/v1';

/** Device headers sent with POST /auth/login (each truncated to 500 characters by the server). */
export const DEVICE_HEADERS = {
  fcmToken: 'x-fcm-token',
  deviceId: 'x-device-id',
  os: 'x-device-os',
  browser: 'x-device-browser',
  model: 'x-device-model',
} as const;
export const DEVICE_HEADER_MAX = 500;
export const DEFAULT_DEVICE_MODEL = 'Desktop';

/** The password rule in words (the staff forms show it as a hint before any schema loads). */
export const PASSWORD_POLICY_MESSAGE = 'كلمة المرور يجب أن تكون 8 أحرف على الأقل وتحتوي على حرف ورقم';

/** The server-sent event of the notification stream: `event: notification`, `id` its id, data the notification. */
export const NOTIFICATION_EVENT = 'notification';
/**
 * The stream's event telling that the caller's permissions changed (a role of theirs, or their roles): the
 * client reads its profile again and forgets what it may no longer see.
 */
export const PERMISSIONS_EVENT = 'permissions';
