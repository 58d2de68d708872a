import type { SystemRole, User } from '@cc/contracts';

/**
 * Local-storage keys of the session, as docs/domain/sessions.md names them.
 *
 * @example
 * localStorage.getItem(STORAGE_KEYS.accessToken);
 */
export const STORAGE_KEYS = {
  accessToken: 'accessToken',
  refreshToken: 'refreshToken',
  roles: 'roles',
  user: 'user',
  deviceId: 'deviceId',
  fcmToken: 'fcmToken',
} as const;

/**
 * What the browser keeps of a sign-in.
 *
 * @example
 * const { user }: StoredSession = readSession();
 */
export interface StoredSession {
  accessToken: string | null;
  refreshToken: string | null;
  roles: SystemRole[];
  user: User | null;
}

function store(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // Access to localStorage throws when the browser blocks site data.
    return null;
  }
}

function parseJson<T>(text: string | null, fallback: T): T {
  if (!text) return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

/**
 * Reads the stored session (missing or broken values read as empty).
 *
 * @example
 * const { accessToken, roles } = readSession();
 */
export function readSession(): StoredSession {
  const s = store();
  const roles = parseJson<unknown>(s?.getItem(STORAGE_KEYS.roles) ?? null, []);
  return {
    accessToken: s?.getItem(STORAGE_KEYS.accessToken) || null,
    refreshToken: s?.getItem(STORAGE_KEYS.refreshToken) || null,
    roles: Array.isArray(roles) ? (roles as SystemRole[]) : [],
    user: parseJson<User | null>(s?.getItem(STORAGE_KEYS.user) ?? null, null),
  };
}

/**
 * Stores the given parts of a session; parts left out are not touched.
 *
 * @example
 * writeSession({ accessToken: result.accessToken, refreshToken: result.refreshToken });
 */
export function writeSession(session: Partial<StoredSession>): void {
  const s = store();
  if (!s) return;
  const put = (key: string, value: string | null) =>
    value === null ? s.removeItem(key) : s.setItem(key, value);
  if (session.accessToken !== undefined) put(STORAGE_KEYS.accessToken, session.accessToken);
  if (session.refreshToken !== undefined) put(STORAGE_KEYS.refreshToken, session.refreshToken);
  if (session.roles !== undefined) put(STORAGE_KEYS.roles, JSON.stringify(session.roles));
  if (session.user !== undefined) put(STORAGE_KEYS.user, session.user ? JSON.stringify(session.user) : null);
}

/**
 * Clears all of local storage except the device id, which is generated once per browser (docs/domain/sessions.md#device-binding).
 *
 * @example
 * clearSession(); // localStorage now holds only deviceId
 */
export function clearSession(): void {
  const s = store();
  if (!s) return;
  const deviceId = s.getItem(STORAGE_KEYS.deviceId);
  s.clear();
  if (deviceId) s.setItem(STORAGE_KEYS.deviceId, deviceId);
}

function randomId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // crypto.randomUUID needs a secure context; plain-http LAN installs fall back to getRandomValues.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The stored device id, or null when this browser has none yet (never creates one: a refresh token is
 * bound to the id its sign-in was made with, so a new one could only be refused).
 *
 * @example
 * const id = readDeviceId(); // '3f2b…' or null
 */
export function readDeviceId(): string | null {
  return store()?.getItem(STORAGE_KEYS.deviceId) || null;
}

/**
 * The browser's device id: a random UUID generated on first use and then kept (also across sign-outs).
 *
 * @example
 * const id = getOrCreateDeviceId(); // '3f2b…'
 */
export function getOrCreateDeviceId(): string {
  const s = store();
  const existing = s?.getItem(STORAGE_KEYS.deviceId);
  if (existing) return existing;
  const id = randomId();
  s?.setItem(STORAGE_KEYS.deviceId, id);
  return id;
}

/**
 * The stored push token, or '' when the browser has none (login then proceeds without it).
 *
 * @example
 * const fcm = getFcmToken();
 */
export function getFcmToken(): string {
  return store()?.getItem(STORAGE_KEYS.fcmToken) ?? '';
}

/**
 * Keeps the browser's push token (sent with the next login as X-FCM-Token); empty removes it.
 *
 * @example
 * setFcmToken(token);
 */
export function setFcmToken(token: string): void {
  if (token) store()?.setItem(STORAGE_KEYS.fcmToken, token);
  else store()?.removeItem(STORAGE_KEYS.fcmToken);
}
