import { afterEach, describe, expect, it, vi } from 'vitest';
import { signAccessToken, TokenExpiredError, TokenInvalidError, verifyAccessToken } from './tokens';

const SECRET = 'a-test-secret-that-is-long-enough-for-hs256';
const OTHER = 'another-secret-that-is-long-enough-for-hs256';
const claims = { userId: 7, signInId: 11, tokenVersion: 2 };

// A verified token is remembered (its signature is checked once); the clock is read on every use.
describe('verifyAccessToken', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('answers the same claims for a token verified before', async () => {
    const token = await signAccessToken(SECRET, claims, 60);
    expect(await verifyAccessToken(SECRET, token)).toEqual(claims);
    expect(await verifyAccessToken(SECRET, token)).toEqual(claims);
  });

  it('refuses a remembered token once it expires', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-01-01T10:00:00Z'));
    const token = await signAccessToken(SECRET, claims, 60);
    expect(await verifyAccessToken(SECRET, token)).toEqual(claims);
    vi.setSystemTime(new Date('2026-01-01T10:00:59Z'));
    expect(await verifyAccessToken(SECRET, token)).toEqual(claims);
    vi.setSystemTime(new Date('2026-01-01T10:01:00Z'));
    await expect(verifyAccessToken(SECRET, token)).rejects.toBeInstanceOf(TokenExpiredError);
  });

  it('never accepts a remembered token under another secret, nor a changed one', async () => {
    const token = await signAccessToken(SECRET, claims, 60);
    await verifyAccessToken(SECRET, token);
    await expect(verifyAccessToken(OTHER, token)).rejects.toBeInstanceOf(TokenInvalidError);
    const [header, payload, signature] = token.split('.');
    const forged = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), sub: '8' }),
    ).toString('base64url');
    await expect(verifyAccessToken(SECRET, `${header}.${forged}.${signature}`)).rejects.toBeInstanceOf(
      TokenInvalidError,
    );
    await expect(verifyAccessToken(SECRET, `${token}x`)).rejects.toBeInstanceOf(TokenInvalidError);
  });
});
