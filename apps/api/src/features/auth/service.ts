import type { LoginResult, OwnPasswordChanged, PermissionName, RefreshResult, User } from '@cc/contracts';
import type { Config } from '../../config';
import type { Db, Executor } from '../../db/client';
import { audited } from '../../lib/audit';
import type { AuditActor, RequestContext } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { isSessionUsable, loadSessionState } from '../../lib/session-state';
import { decryptSecret, encryptSecret, hashToken, newRefreshToken, signAccessToken } from '../../lib/tokens';
import { MSG } from '../../messages';
import {
  KNOWN_DEVICE_MIN_LENGTH,
  type LoginClient,
  type LoginLimiter,
  LoginThrottled,
} from '../../plugins/rate-limit';
import * as repo from './repository';

/** A rotated refresh token presented again within this time gets the same successor (racing tabs). */
export const REFRESH_GRACE_MS = 30_000;
export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;

const sessionExpired = () => new AppError(401, 'UNAUTHENTICATED', MSG.invalidRefreshToken);

/** Who acts on a public sign-in call (refresh, logout): the refresh token's sign-in, from the caller's ip. */
const actorOf = (
  row: Pick<AuditActor, 'userId' | 'companyId' | 'signInId' | 'deviceId'>,
  ip: string | null,
): AuditActor => ({
  userId: row.userId,
  companyId: row.companyId,
  signInId: row.signInId,
  deviceId: row.deviceId,
  ip,
});

/** Stores a new refresh token of the sign-in (its hash only), valid for REFRESH_TOKEN_TTL_MS. */
const issueRefreshToken = (tx: Executor, signInId: number, token: string) =>
  repo.insertRefreshToken(tx, signInId, hashToken(token), new Date(Date.now() + REFRESH_TOKEN_TTL_MS));

export interface AuthDeps {
  db: Db;
  config: Pick<Config, 'jwtSecret' | 'accessTokenTtl'>;
  limiter: LoginLimiter;
}

export function createAuthService({ db, config, limiter }: AuthDeps) {
  const accessToken = (userId: number, signInId: number, tokenVersion: number) =>
    signAccessToken(config.jwtSecret, { userId, signInId, tokenVersion }, config.accessTokenTtl);

  /** Profile + permissions of a usable session, or 401 (deactivated, suspended, revoked). */
  async function sessionUser(userId: number, signInId: number) {
    const state = await loadSessionState(db, userId, signInId);
    if (state?.companyStatus === 'SUSPENDED')
      throw new AppError(403, 'ACCOUNT_SUSPENDED', MSG.companySuspended);
    if (!state || !isSessionUsable(state)) throw sessionExpired();
    const profile = await repo.findProfile(db, userId);
    if (!profile) throw sessionExpired();
    return { state, user: toUser(profile, state.permissions) };
  }

  return {
    async login(input: {
      username: string;
      password: string;
      device: repo.DeviceInfo;
    }): Promise<LoginResult> {
      const ip = input.device.ip ?? 'unknown';
      const found = await repo.findLoginUser(db, input.username);
      const deviceId = input.device.deviceId;
      const knownDevice =
        found !== null &&
        deviceId !== null &&
        deviceId.length >= KNOWN_DEVICE_MIN_LENGTH &&
        (await repo.hasSignedInOn(db, found.id, deviceId))
          ? deviceId
          : null;
      const knownAddress =
        found !== null && knownDevice === null && (await repo.hasSignedInFrom(db, found.id, ip));
      const client: LoginClient = { ip, knownDevice, knownAddress };
      const attempt = {
        username: input.username.trim().slice(0, 100),
        knownDevice: knownDevice !== null,
        knownAddress,
      };
      const refused = (action: string, extra: Record<string, unknown>) =>
        audited(
          db,
          { deviceId: input.device.deviceId, ip },
          {
            action,
            entity: 'user',
            entityId: found?.id ?? null,
            companyId: found?.companyId ?? null,
            changes: { after: { ...attempt, ...extra } },
          },
        );
      // Counted before the password is checked, atomically: parallel guesses cannot pass the limits.
      try {
        await limiter.admit(input.username, client);
      } catch (error) {
        if (error instanceof LoginThrottled)
          await refused('LOGIN_THROTTLED', {
            reason: error.reason,
            retryAfter: error.headers?.['retry-after'],
          });
        throw error;
      }
      if (Math.random() < 0.02) await limiter.sweep();
      // Always verify (against a dummy hash when the user is unknown): same answer, similar timing.
      const ok = await verifyPassword(found?.passwordHash, input.password);
      if (!found || !ok) {
        await refused('LOGIN_FAILED', { reason: found ? 'password' : 'unknown-user' });
        throw new AppError(401, 'INVALID_CREDENTIALS', MSG.invalidCredentials);
      }
      await limiter.succeeded(input.username, client);
      // Told only after a correct password, so the state of an account leaks to nobody else.
      if (found.status !== 'ACTIVE') throw new AppError(403, 'ACCOUNT_SUSPENDED', MSG.userInactive);
      if (found.companyStatus === 'SUSPENDED')
        throw new AppError(403, 'ACCOUNT_SUSPENDED', MSG.companySuspended);

      const refreshToken = newRefreshToken();
      const signInId = await db.transaction(async (tx) => {
        const id = await repo.insertSignIn(tx, found.id, input.device);
        if (input.device.fcmToken) await repo.unbindFcmToken(tx, input.device.fcmToken, id);
        await issueRefreshToken(tx, id, refreshToken);
        const actor: AuditActor = {
          userId: found.id,
          companyId: found.companyId,
          signInId: id,
          deviceId: input.device.deviceId,
          ip: input.device.ip,
        };
        await audited(tx, actor, {
          action: 'LOGIN',
          entity: 'sign_in',
          entityId: id,
          changes: {
            after: {
              deviceOs: input.device.deviceOs,
              deviceBrowser: input.device.deviceBrowser,
              deviceModel: input.device.deviceModel,
            },
          },
        });
        return id;
      });
      const { state, user } = await sessionUser(found.id, signInId);
      return {
        accessToken: await accessToken(found.id, signInId, state.tokenVersion),
        refreshToken,
        user,
        roles: user.roles,
        permissions: user.permissions,
      };
    },

    /**
     * Rotates a refresh token. A token already rotated less than 30 s ago answers the SAME successor
     * (decrypted from the row); later reuse means the token leaked: the whole sign-in is revoked.
     * The token is bound to the device its sign-in was made on: presented with another `X-Device-Id`,
     * it leaked too (the sign-in is revoked); presented with none, it is refused and the sign-in kept.
     */
    async refresh(presented: string, ip: string | null, deviceId: string | null): Promise<RefreshResult> {
      const outcome = await db.transaction(async (tx) => {
        const row = await repo.findRefreshTokenForUpdate(tx, hashToken(presented));
        if (!row || row.signInRevokedAt || row.expiresAt.getTime() <= Date.now())
          return { kind: 'invalid' as const };
        const revoke = async (reason: string) => {
          await repo.revokeSignIn(tx, row.signInId, reason);
          await audited(tx, actorOf(row, ip), {
            action: 'SIGN_IN_REVOKED',
            entity: 'sign_in',
            entityId: row.signInId,
            changes: { after: { reason } },
          });
          return { kind: 'revoked' as const };
        };
        if (row.deviceId !== null && deviceId !== row.deviceId) {
          // No device id proves nothing (a page loaded before the binding); another one is a stolen token.
          if (deviceId === null) return { kind: 'invalid' as const };
          return revoke(repo.REFRESH_TOKEN_OTHER_DEVICE);
        }
        if (row.rotatedAt) {
          const successor =
            Date.now() - row.rotatedAt.getTime() <= REFRESH_GRACE_MS && row.successorSecret
              ? decryptSecret(config.jwtSecret, row.successorSecret)
              : null;
          if (successor)
            return { kind: 'ok' as const, userId: row.userId, signInId: row.signInId, token: successor };
          return revoke(repo.REFRESH_TOKEN_REUSE);
        }
        const token = newRefreshToken();
        const successorId = await issueRefreshToken(tx, row.signInId, token);
        await repo.markRotated(tx, row.id, successorId, encryptSecret(config.jwtSecret, token));
        await repo.touchSignIn(tx, row.signInId);
        return { kind: 'ok' as const, userId: row.userId, signInId: row.signInId, token };
      });
      // Thrown after the commit, so a revocation for reuse is kept.
      if (outcome.kind !== 'ok') throw sessionExpired();
      const { state, user } = await sessionUser(outcome.userId, outcome.signInId);
      return {
        accessToken: await accessToken(outcome.userId, outcome.signInId, state.tokenVersion),
        refreshToken: outcome.token,
        user,
        roles: user.roles,
      };
    },

    /** Revokes the sign-in of the token and unbinds its push token. Unknown tokens are ignored. */
    async logout(presented: string | undefined, ip: string | null): Promise<void> {
      if (!presented) return;
      await db.transaction(async (tx) => {
        const row = await repo.findRefreshTokenForUpdate(tx, hashToken(presented));
        if (!row || row.signInRevokedAt) return;
        await repo.revokeSignIn(tx, row.signInId, 'LOGOUT');
        await audited(tx, actorOf(row, ip), { action: 'LOGOUT', entity: 'sign_in', entityId: row.signInId });
      });
    },

    async me(ctx: RequestContext): Promise<User> {
      const profile = await repo.findProfile(db, ctx.userId);
      if (!profile) throw sessionExpired();
      return toUser(profile, [...ctx.permissions]);
    },

    /** Own name and phone (any signed-in user); answers the profile as GET /users/me does. */
    async updateProfile(ctx: RequestContext, input: { fullName: string; phone?: string | null | undefined }) {
      await db.transaction(async (tx) => {
        const before = await repo.findCredentials(tx, ctx.userId);
        if (!before) throw sessionExpired();
        const after = { fullName: input.fullName, phone: input.phone || null };
        await repo.updateOwnProfile(tx, ctx.userId, after);
        await audited(tx, ctx, {
          action: 'PROFILE_UPDATED',
          entity: 'user',
          entityId: ctx.userId,
          changes: { before: { fullName: before.fullName, phone: before.phone }, after },
        });
      });
      return this.me(ctx);
    },

    /**
     * Changes the caller's own password, which needs the current one (a wrong one counts as a failed
     * sign-in of that username, so a stolen access token cannot guess it freely). The token version
     * moves (every access token issued before fails) and the user's OTHER sign-ins end; this sign-in
     * continues with the fresh pair of tokens answered here, its older refresh tokens expired.
     */
    async changeOwnPassword(
      ctx: RequestContext,
      input: { currentPassword: string; newPassword: string },
    ): Promise<OwnPasswordChanged> {
      const current = await repo.findCredentials(db, ctx.userId);
      if (!current) throw sessionExpired();
      await limiter.admitPasswordCheck(current.username);
      if (!(await verifyPassword(current.passwordHash, input.currentPassword))) {
        throw new AppError(400, 'VALIDATION_FAILED', MSG.wrongCurrentPassword, [
          { field: 'currentPassword', message: MSG.wrongCurrentPassword },
        ]);
      }
      await limiter.passwordCheckSucceeded(current.username);
      if (input.newPassword === input.currentPassword) {
        throw new AppError(400, 'VALIDATION_FAILED', MSG.newPasswordSameAsCurrent, [
          { field: 'newPassword', message: MSG.newPasswordSameAsCurrent },
        ]);
      }
      const passwordHash = await hashPassword(input.newPassword);
      const refreshToken = newRefreshToken();
      const tokenVersion = await db.transaction(async (tx) => {
        const version = await repo.changePassword(tx, ctx.userId, passwordHash);
        await repo.revokeOtherSignIns(tx, ctx.userId, ctx.signInId, 'PASSWORD_CHANGED');
        await repo.expireRefreshTokens(tx, ctx.signInId);
        await issueRefreshToken(tx, ctx.signInId, refreshToken);
        await audited(tx, ctx, { action: 'PASSWORD_CHANGED', entity: 'user', entityId: ctx.userId });
        return version;
      });
      return { accessToken: await accessToken(ctx.userId, ctx.signInId, tokenVersion), refreshToken };
    },

    async updateDevice(ctx: RequestContext, fcmToken: string | null): Promise<void> {
      await db.transaction(async (tx) => {
        await repo.setSignInFcmToken(tx, ctx.signInId, fcmToken);
        if (fcmToken) await repo.unbindFcmToken(tx, fcmToken, ctx.signInId);
        await audited(tx, ctx, {
          action: 'DEVICE_UPDATED',
          entity: 'sign_in',
          entityId: ctx.signInId,
          changes: { after: { pushEnabled: fcmToken !== null } },
        });
      });
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;

function toUser(
  profile: NonNullable<Awaited<ReturnType<typeof repo.findProfile>>>,
  permissions: PermissionName[],
): User {
  const { kind: _kind, ...rest } = profile;
  return { ...rest, permissions: permissions.map((name) => ({ name })) };
}
