import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import { BoundedMap } from './bounded-map';

/** What an access token carries: only the user, the sign-in and the user's token version. */
export interface AccessClaims {
  userId: number;
  signInId: number;
  tokenVersion: number;
}

/** Who issues the access tokens: a token from anywhere else (another service sharing the secret) is refused. */
const ISSUER = 'cc-api';

export class TokenExpiredError extends Error {}
export class TokenInvalidError extends Error {}

const keyCache = new Map<string, { jwt: Uint8Array; successor: Buffer }>();
function keys(secret: string) {
  let k = keyCache.get(secret);
  if (!k) {
    k = {
      jwt: new TextEncoder().encode(secret),
      // A separate key for encrypting refresh-token successors, derived so the JWT key is never reused.
      successor: Buffer.from(hkdfSync('sha256', secret, 'cc-api', 'refresh-token-successor', 32)),
    };
    keyCache.set(secret, k);
  }
  return k;
}

export async function signAccessToken(
  secret: string,
  claims: AccessClaims,
  ttlSeconds: number,
): Promise<string> {
  const exp = Math.floor(Date.now() / 1000) + ttlSeconds;
  return new SignJWT({ sid: claims.signInId, ver: claims.tokenVersion })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(ISSUER)
    .setSubject(String(claims.userId))
    .setIssuedAt()
    .setExpirationTime(exp)
    .sign(keys(secret).jwt);
}

/**
 * Tokens whose signature and claims were verified, per secret, with their expiry: a token is sent on
 * every request for its whole life, and the signature check (WebCrypto's HMAC through a promise) was
 * about a tenth of a list request's CPU time. The check is a pure function of the secret and the token,
 * so its answer is kept; the clock is read on every use. Whether the session may still act is never
 * kept here: the auth plugin asks the database on every request. Only valid tokens are kept; bounded,
 * the oldest goes first.
 */
const VERIFIED_MAX = 10_000;
interface Verified {
  claims: AccessClaims;
  exp: number;
  nbf: number | undefined;
}
const verifiedCache = new Map<string, BoundedMap<string, Verified>>();

function remember(secret: string, token: string, verified: Verified) {
  let tokens = verifiedCache.get(secret);
  if (!tokens) {
    tokens = new BoundedMap(VERIFIED_MAX);
    verifiedCache.set(secret, tokens);
  }
  tokens.set(token, verified);
}

export async function verifyAccessToken(secret: string, token: string): Promise<AccessClaims> {
  const known = verifiedCache.get(secret)?.get(token);
  if (known) {
    // The same time checks as jose's: expired at `exp`, not valid before `nbf`.
    const now = Math.floor(Date.now() / 1000);
    if (known.exp <= now) throw new TokenExpiredError();
    if (known.nbf !== undefined && known.nbf > now) throw new TokenInvalidError();
    return { ...known.claims };
  }
  try {
    // Only HS256, only ours, and never without an expiry: a token signed without `exp` would never end.
    const { payload } = await jwtVerify(token, keys(secret).jwt, {
      algorithms: ['HS256'],
      issuer: ISSUER,
      requiredClaims: ['exp', 'sub'],
    });
    const userId = Number(payload.sub);
    const { sid, ver } = payload as { sid?: unknown; ver?: unknown };
    if (!Number.isInteger(userId) || !Number.isInteger(sid) || !Number.isInteger(ver))
      throw new TokenInvalidError();
    const claims = { userId, signInId: sid as number, tokenVersion: ver as number };
    remember(secret, token, { claims, exp: payload.exp!, nbf: payload.nbf });
    return claims;
  } catch (error) {
    if (error instanceof errors.JWTExpired) throw new TokenExpiredError();
    throw new TokenInvalidError();
  }
}

/** An opaque refresh token (256 random bits); only its sha256 is stored. */
export const newRefreshToken = () => randomBytes(32).toString('base64url');
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** AES-256-GCM: iv (12) | tag (16) | ciphertext, base64url. */
export function encryptSecret(secret: string, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keys(secret).successor, iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

export function decryptSecret(secret: string, sealed: string): string | null {
  try {
    const raw = Buffer.from(sealed, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', keys(secret).successor, raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
