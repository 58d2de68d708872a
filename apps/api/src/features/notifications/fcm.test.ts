import { generateKeyPairSync } from 'node:crypto';
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { fcmSender } from './fcm';

const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const account = {
  projectId: 'demo-project',
  clientEmail: 'push@demo-project.iam.gserviceaccount.com',
  privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
  tokenUri: 'https://oauth2.example/token',
};
const message = {
  token: 'browser-token',
  title: 'تسديد جديد',
  body: 'وصل رقم 5',
  link: '/contracts/7',
  notificationId: 9,
};

/** A fake of Google's token and FCM endpoints, answering `send` with the given status and body. */
function fakeGoogle(send: { status: number; body?: string }) {
  const calls: { url: string; init: RequestInit }[] = [];
  const impl = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    if (url === account.tokenUri)
      return new Response(JSON.stringify({ access_token: 'oauth-token', expires_in: 3600 }), { status: 200 });
    return new Response(send.body ?? '{}', { status: send.status });
  }) as unknown as typeof fetch;
  return { calls, impl };
}

describe('the FCM HTTP v1 sender', () => {
  it('signs a service-account JWT for an OAuth token, then posts the message with it (token cached)', async () => {
    const google = fakeGoogle({ status: 200 });
    const sender = fcmSender(account, google.impl);
    expect(await sender.send(message)).toBe('sent');
    expect(await sender.send(message)).toBe('sent');
    expect(google.calls.filter((c) => c.url === account.tokenUri)).toHaveLength(1);
    const assertion = new URLSearchParams(String(google.calls[0]!.init.body)).get('assertion')!;
    expect(decodeJwt(assertion)).toMatchObject({
      iss: account.clientEmail,
      aud: account.tokenUri,
      scope: 'https://www.googleapis.com/auth/firebase.messaging',
    });
    const send = google.calls[1]!;
    expect(send.url).toBe('https://fcm.googleapis.com/v1/projects/demo-project/messages:send');
    expect((send.init.headers as Record<string, string>).authorization).toBe('Bearer oauth-token');
    expect(JSON.parse(String(send.init.body))).toEqual({
      message: {
        token: 'browser-token',
        notification: { title: 'تسديد جديد', body: 'وصل رقم 5' },
        data: { notificationId: '9', link: '/contracts/7' },
      },
    });
  });

  it('calls a token FCM no longer knows dead, and throws on other failures (to be retried)', async () => {
    expect(
      await fcmSender(
        account,
        fakeGoogle({ status: 404, body: '{"error":{"status":"NOT_FOUND"}}' }).impl,
      ).send(message),
    ).toBe('invalid-token');
    await expect(fcmSender(account, fakeGoogle({ status: 503 }).impl).send(message)).rejects.toThrow(
      'HTTP 503',
    );
  });
});
