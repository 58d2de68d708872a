import { DEFAULT_DEVICE_MODEL, DEVICE_HEADER_MAX, DEVICE_HEADERS, endpoints } from '@cc/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routesOf } from '../../lib/endpoint-route';
import { MSG } from '../../messages';
import { contextOf } from '../../plugins/auth';
import type { DeviceInfo } from './repository';
import { createAuthService } from './service';

const header = (request: FastifyRequest, name: string): string | null => {
  const raw = request.headers[name];
  const value = (Array.isArray(raw) ? raw[0] : raw)?.trim();
  return value ? value.slice(0, DEVICE_HEADER_MAX) : null;
};

const deviceOf = (request: FastifyRequest): DeviceInfo => ({
  fcmToken: header(request, DEVICE_HEADERS.fcmToken),
  deviceId: header(request, DEVICE_HEADERS.deviceId),
  deviceOs: header(request, DEVICE_HEADERS.os),
  deviceBrowser: header(request, DEVICE_HEADERS.browser),
  deviceModel: header(request, DEVICE_HEADERS.model) ?? DEFAULT_DEVICE_MODEL,
  ip: request.ip ?? null,
});

/** Sign-in, token refresh, sign-out, and the signed-in user's own profile and device. */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createAuthService({
    db: app.db,
    config: app.config,
    limiter: app.loginLimiter,
  });
  const route = routesOf(app, { tags: ['auth'] });
  const profileRoute = routesOf(app, { tags: ['users'] });

  // /auth/* are public: the Authorization header (possibly expired) is ignored there.
  route(endpoints.auth.login, async (request) => ({
    data: await service.login({ ...request.body, device: deviceOf(request) }),
  }));

  route(endpoints.auth.refresh, async (request) => ({
    data: await service.refresh(
      request.body.refreshToken,
      request.ip ?? null,
      header(request, DEVICE_HEADERS.deviceId),
    ),
  }));

  // Fastify validates a missing body as null: the declaration's optional body is `nullish`.
  route(endpoints.auth.logout, async (request) => {
    await service.logout(request.body?.refreshToken, request.ip ?? null);
  });

  // An account with a temporary password may read its profile, change its password and keep its push
  // token; everything else answers 403 PASSWORD_CHANGE_REQUIRED (docs/domain/platform-admin.md).
  const beforePasswordChange = { config: { allowedWithTemporaryPassword: true } };

  profileRoute(
    endpoints.me.get,
    async (request) => ({ data: await service.me(contextOf(request)) }),
    beforePasswordChange,
  );

  profileRoute(endpoints.me.update, async (request) => ({
    data: await service.updateProfile(contextOf(request), request.body),
    message: MSG.profileUpdated,
  }));

  profileRoute(
    endpoints.me.changePassword,
    async (request) => ({
      data: await service.changeOwnPassword(contextOf(request), request.body),
      message: MSG.passwordChanged,
    }),
    beforePasswordChange,
  );

  profileRoute(
    endpoints.me.device,
    async (request) => {
      await service.updateDevice(contextOf(request), request.body.fcmToken?.trim() || null);
    },
    beforePasswordChange,
  );
};
