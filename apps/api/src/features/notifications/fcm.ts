import { importPKCS8, SignJWT } from 'jose';
import type { FcmServiceAccount } from '../../config';
import type { PushMessage, PushSender } from './push';

const SCOPE = 'https://www.googleapis.com/auth/firebase.messaging';

/**
 * Firebase Cloud Messaging through its HTTP v1 API: an OAuth access token from the service account's
 * signed JWT (RS256, jose; cached until a minute before it expires), then one POST per token. No
 * firebase-admin: two HTTP calls do not justify its dependency tree. A 404/UNREGISTERED or an invalid
 * token answers 'invalid-token' (the token is then unbound); other failures throw and are retried.
 *
 * @example
 * const sender = fcmSender(config.fcmServiceAccount);
 */
export function fcmSender(account: FcmServiceAccount, fetchImpl: typeof fetch = fetch): PushSender {
  let cached: { token: string; until: number } | null = null;

  async function accessToken(): Promise<string> {
    if (cached && cached.until > Date.now()) return cached.token;
    const key = await importPKCS8(account.privateKey, 'RS256');
    const assertion = await new SignJWT({ scope: SCOPE })
      .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
      .setIssuer(account.clientEmail)
      .setAudience(account.tokenUri)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(key);
    const res = await fetchImpl(account.tokenUri, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer', assertion }),
    });
    if (!res.ok) throw new Error(`FCM OAuth token: HTTP ${res.status}`);
    const body = (await res.json()) as { access_token: string; expires_in?: number };
    cached = { token: body.access_token, until: Date.now() + ((body.expires_in ?? 3600) - 60) * 1000 };
    return cached.token;
  }

  return {
    async send(message: PushMessage) {
      const res = await fetchImpl(
        `https://fcm.googleapis.com/v1/projects/${encodeURIComponent(account.projectId)}/messages:send`,
        {
          method: 'POST',
          headers: { authorization: `Bearer ${await accessToken()}`, 'content-type': 'application/json' },
          body: JSON.stringify({
            message: {
              token: message.token,
              notification: { title: message.title, body: message.body },
              // The link is an app path (FCM's webpush link must be absolute): the service worker opens it.
              data: { notificationId: String(message.notificationId), link: message.link ?? '' },
            },
          }),
        },
      );
      if (res.ok) return 'sent';
      const text = await res.text().catch(() => '');
      if (res.status === 404 || /UNREGISTERED|registration-token-not-registered/.test(text))
        return 'invalid-token';
      if (res.status === 400 && /INVALID_ARGUMENT/.test(text) && /token/i.test(text)) return 'invalid-token';
      if (res.status === 401) cached = null;
      throw new Error(`FCM send: HTTP ${res.status}`);
    },
  };
}
