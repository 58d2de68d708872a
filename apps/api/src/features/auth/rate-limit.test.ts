import { describe, expect, it } from 'vitest';
import { BASE, useTestApp } from '../../../test/helper';

const t = useTestApp();

const login = (username: string, password: string, ip = '10.0.0.1') =>
  t.request({
    method: 'POST',
    url: `${BASE}/auth/login`,
    payload: { username, password },
    headers: { 'x-forwarded-for': ip },
  });

describe('login rate limit (kept in the database)', () => {
  it('answers 429 after 10 failures for one username, even with the right password', async () => {
    for (let i = 0; i < 10; i++)
      expect((await login('sales', `wrong-${i}`, `10.0.1.${i}`)).statusCode).toBe(401);
    const blocked = await login('sales', 'Demo@12345', '10.0.1.99');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({
      code: 'TOO_MANY_ATTEMPTS',
      message: expect.stringMatching(/[\u0600-\u06FF]/),
    });
    // Another user is not affected.
    expect((await login('accountant', 'Demo@12345', '10.0.1.98')).statusCode).toBe(200);
  });

  it('answers 429 after 30 failures from one address, whatever the username', async () => {
    for (let i = 0; i < 30; i++) expect((await login(`ghost-${i}`, 'x', '10.0.2.1')).statusCode).toBe(401);
    expect((await login('company', 'Demo@12345', '10.0.2.1')).statusCode).toBe(429);
    expect((await login('company', 'Demo@12345', '10.0.2.2')).statusCode).toBe(200);
  });
});
