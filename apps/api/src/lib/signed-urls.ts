import { createHmac, timingSafeEqual } from 'node:crypto';
import { API_BASE_PATH, FILE_URL_TTL_SECONDS } from '@cc/contracts';

const signature = (secret: string, key: string, exp: number) =>
  createHmac('sha256', secret).update(`file:${key}:${exp}`).digest('base64url');

/**
 * A short-lived URL of an uploaded file (docs/domain/templates.md#uploaded-files): HMAC-SHA256 with the server's secret over the key
 * and the expiry (Unix seconds), so an <img> loads it without the bearer header.
 */
export function signedFileUrl(secret: string, key: string, now = Date.now()): string {
  const exp = Math.floor(now / 1000) + FILE_URL_TTL_SECONDS;
  return `${API_BASE_PATH}/files/${key}?exp=${exp}&sig=${signature(secret, key, exp)}`;
}

/** Whether `sig` was made by signedFileUrl for this key and expiry, and the expiry has not passed. */
export function verifyFileSignature(
  secret: string,
  key: string,
  exp: number | undefined,
  sig: string | undefined,
  now = Date.now(),
): boolean {
  if (exp === undefined || sig === undefined || !Number.isSafeInteger(exp)) return false;
  if (exp * 1000 < now) return false;
  const expected = Buffer.from(signature(secret, key, exp));
  const given = Buffer.from(sig);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
