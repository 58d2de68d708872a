import { DEFAULT_DEVICE_MODEL, DEVICE_HEADER_MAX, DEVICE_HEADERS } from '@cc/contracts';
import { getFcmToken, getOrCreateDeviceId } from './storage';

/**
 * The device description sent with POST /auth/login.
 *
 * @example
 * const device: DeviceInfo = { fcmToken: '', deviceId: getOrCreateDeviceId(), os: 'Windows', browser: 'Chrome 140' };
 */
export interface DeviceInfo {
  fcmToken: string;
  deviceId: string;
  os: string;
  browser: string;
  /** Defaults to 'Desktop'. */
  model?: string;
}

/**
 * Makes a header value safe: at most 500 characters, and only characters a fetch header may carry
 * (Latin-1), so an unusual user agent can never make the login request throw.
 *
 * @example
 * toHeaderValue('x'.repeat(900)).length; // 500
 */
export function toHeaderValue(value: string): string {
  return value.replace(/[^\u0020-\u007e\u00a0-\u00ff]/g, '').slice(0, DEVICE_HEADER_MAX);
}

/**
 * The five device headers of the login call, each truncated to 500 characters.
 *
 * @example
 * deviceHeaders({ fcmToken: '', deviceId: id, os: 'Windows', browser: 'Chrome 140' });
 * // { 'x-fcm-token': '', 'x-device-id': id, …, 'x-device-model': 'Desktop' }
 */
export function deviceHeaders(device: DeviceInfo): Record<string, string> {
  return {
    [DEVICE_HEADERS.fcmToken]: toHeaderValue(device.fcmToken),
    [DEVICE_HEADERS.deviceId]: toHeaderValue(device.deviceId),
    [DEVICE_HEADERS.os]: toHeaderValue(device.os),
    [DEVICE_HEADERS.browser]: toHeaderValue(device.browser),
    [DEVICE_HEADERS.model]: toHeaderValue(device.model || DEFAULT_DEVICE_MODEL),
  };
}

const OS_PATTERNS: [RegExp, string][] = [
  [/Windows NT/i, 'Windows'],
  [/Android/i, 'Android'],
  [/iPhone|iPad|iPod/i, 'iOS'],
  [/Mac OS X|Macintosh/i, 'macOS'],
  [/CrOS/i, 'ChromeOS'],
  [/Linux/i, 'Linux'],
];
const BROWSER_PATTERNS: [RegExp, string][] = [
  [/Edg\/([\d.]+)/, 'Edge'],
  [/OPR\/([\d.]+)/, 'Opera'],
  [/Firefox\/([\d.]+)/, 'Firefox'],
  [/Chrom(?:e|ium)\/([\d.]+)/, 'Chrome'],
  [/Version\/([\d.]+).*Safari/, 'Safari'],
];

/**
 * This browser's device description: the stored (or newly generated) device id, the stored push token
 * or '', the operating system and browser read from the user agent (the full user agent when not
 * recognised), and the model 'Desktop'.
 *
 * @example
 * await api.login({ username, password }, currentDevice());
 */
export function currentDevice(userAgent: string = globalThis.navigator?.userAgent ?? ''): DeviceInfo {
  const os = OS_PATTERNS.find(([re]) => re.test(userAgent))?.[1] ?? userAgent;
  const browserMatch = BROWSER_PATTERNS.map(([re, name]) => [userAgent.match(re), name] as const).find(
    ([m]) => m,
  );
  const browser = browserMatch ? `${browserMatch[1]} ${browserMatch[0]?.[1] ?? ''}`.trim() : userAgent;
  return {
    fcmToken: getFcmToken(),
    deviceId: getOrCreateDeviceId(),
    os: os.slice(0, DEVICE_HEADER_MAX),
    browser: browser.slice(0, DEVICE_HEADER_MAX),
    model: DEFAULT_DEVICE_MODEL,
  };
}
