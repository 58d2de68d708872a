import { describe, expect, it } from 'vitest';
import { BASE, useTestApp, useTokens } from '../../test/helper';

// Every answer carries the same security headers (plugins/security-headers.ts), whatever its status.
const t = useTestApp();
const tk = useTokens(t, 'company');

const POLICY =
  "default-src 'self';script-src 'self';style-src 'self' 'unsafe-inline';img-src 'self' data: blob:;font-src 'self' data:;connect-src 'self';object-src 'none';base-uri 'self';form-action 'self';frame-ancestors 'none'";

/** The headers helmet's defaults sent with our options, before they were written once at start-up. */
const EXPECTED = {
  'content-security-policy': POLICY,
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'strict-transport-security': 'max-age=15552000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'DENY',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

describe('security headers', () => {
  it('are on a list, a refusal, an unknown path and the health check alike', async () => {
    const answers = [
      await t.get(`${BASE}/car`, tk.company),
      await t.get(`${BASE}/car`),
      await t.get(`${BASE}/no-such-path`, tk.company),
      await t.get(`${BASE}/health`),
    ];
    expect(answers.map((a) => a.statusCode)).toEqual([200, 401, 404, 200]);
    for (const answer of answers) {
      expect(answer.headers).toMatchObject(EXPECTED);
      expect(answer.headers['x-powered-by']).toBeUndefined();
    }
  });

  it('let the API docs page run its own start-up script, and nothing else', async () => {
    const res = await t.get(`${BASE}/docs/`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toBe(
      "default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; frame-ancestors 'none'",
    );
    expect(res.headers['x-frame-options']).toBe('DENY');
  });
});
