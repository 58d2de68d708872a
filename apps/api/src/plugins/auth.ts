import type { Access } from '@cc/contracts';
import type { FastifyRequest } from 'fastify';
import { companyOf, type RequestContext } from '../lib/context';
import { AppError, forbidden, unauthenticated } from '../lib/errors';
import { isSessionUsable, loadSessionState } from '../lib/session-state';
import { TokenExpiredError, verifyAccessToken } from '../lib/tokens';
import { MSG } from '../messages';
import { sharedPlugin } from './plugin';

/**
 * Who may call a route: the declaration's `access` in `@cc/contracts` (`endpoints.*`), the very type the
 * client reads, so the two cannot drift. Every API route carries one in `config.access`.
 */
export type { Access };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /** The Arabic message of a 413 when the body is over the route's limit (default: a generic one). */
    tooLargeMessage?: string;
    /**
     * The route answers an account that still has a temporary password (reading the profile, changing
     * the password); every other signed-in route refuses it with 403 PASSWORD_CHANGE_REQUIRED.
     */
    allowedWithTemporaryPassword?: boolean;
  }
  interface FastifyRequest {
    /** Set on every signed-in request; null on public routes. */
    ctx: RequestContext | null;
  }
}

/** The caller's context in a handler of a non-public route. */
export function contextOf(request: FastifyRequest): RequestContext {
  if (!request.ctx) throw unauthenticated();
  return request.ctx;
}

/** The caller's company in a company route (never null there: the super administrator was refused). */
export function companyIdOf(request: FastifyRequest): number {
  return companyOf(contextOf(request));
}

function allowed(access: Access, ctx: RequestContext): boolean {
  switch (access.kind) {
    case 'public':
    case 'signedIn':
      return true;
    case 'superAdmin':
      return ctx.kind === 'SUPER_ADMIN';
    case 'companyAccount':
      return ctx.kind === 'COMPANY';
    case 'companyAccountOrSuperAdmin':
      return ctx.kind === 'COMPANY' || ctx.kind === 'SUPER_ADMIN';
    case 'companyMember':
      return ctx.kind !== 'SUPER_ADMIN';
    case 'permission':
      return ctx.kind === 'COMPANY' || (ctx.kind === 'USER' && ctx.permissions.has(access.permission));
    case 'anyPermission':
      return (
        ctx.kind === 'COMPANY' ||
        (ctx.kind === 'USER' && access.permissions.some((p) => ctx.permissions.has(p)))
      );
  }
}

const describe = (access: Access) =>
  access.kind === 'permission'
    ? `Permission: ${access.permission}`
    : access.kind === 'anyPermission'
      ? `Permission: any of ${access.permissions.join(', ')}`
      : `Access: ${access.kind}`;

/**
 * Authentication and authorisation for the scope it is registered in. Routes without `config.access`
 * are refused at start-up (secure by default). Runs on onRequest, before the body is parsed, so the
 * order is: signed in (401), permission (403), then the handler's company scope (404) and rules (409).
 */
export const authPlugin = sharedPlugin(async (app) => {
  app.decorateRequest('ctx', null);

  app.addHook('onRoute', (route) => {
    const access = route.config?.access;
    if (!access) throw new Error(`Route ${route.method} ${route.url} declares no config.access`);
    if (access.kind !== 'public') {
      route.schema = {
        ...route.schema,
        security: [{ bearerAuth: [] }],
        description: [route.schema?.description, describe(access)].filter(Boolean).join('. '),
      };
    }
  });

  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access;
    if (!access || access.kind === 'public') return;
    const { ctx, mustChangePassword } = await authenticate(request);
    request.ctx = ctx;
    if (!allowed(access, ctx)) throw forbidden();
    if (mustChangePassword && !request.routeOptions.config.allowedWithTemporaryPassword)
      throw new AppError(403, 'PASSWORD_CHANGE_REQUIRED', MSG.passwordChangeRequired);
  });

  async function authenticate(
    request: FastifyRequest,
  ): Promise<{ ctx: RequestContext; mustChangePassword: boolean }> {
    const header = request.headers.authorization;
    const match = typeof header === 'string' ? /^Bearer\s+(\S+)$/i.exec(header) : null;
    if (!match) throw unauthenticated();
    let claims: Awaited<ReturnType<typeof verifyAccessToken>>;
    try {
      claims = await verifyAccessToken(app.config.jwtSecret, match[1]!);
    } catch (error) {
      if (error instanceof TokenExpiredError) throw unauthenticated(MSG.sessionExpired, 'TOKEN_EXPIRED');
      throw unauthenticated(MSG.sessionExpired);
    }
    const state = await loadSessionState(app.db, claims.userId, claims.signInId);
    // A suspended company's open session ends at its next call, saying why (the client's refresh is
    // refused with the same code, so it signs out and the login page can show the message).
    if (state?.companyStatus === 'SUSPENDED')
      throw new AppError(401, 'ACCOUNT_SUSPENDED', MSG.companySuspended);
    // Deactivated user, suspended company, revoked sign-in or changed password: 401, so the client's
    // refresh (which checks the same) fails too and it signs out.
    if (!state || !isSessionUsable(state) || state.tokenVersion !== claims.tokenVersion) {
      throw new AppError(401, 'UNAUTHENTICATED', MSG.sessionExpired);
    }
    const ctx: RequestContext = {
      userId: state.userId,
      companyId: state.companyId,
      kind: state.kind,
      permissions: new Set(state.permissions),
      signInId: claims.signInId,
      deviceId: state.deviceId,
      ip: request.ip ?? null,
    };
    return { ctx, mustChangePassword: state.mustChangePassword };
  }
}, 'auth');
