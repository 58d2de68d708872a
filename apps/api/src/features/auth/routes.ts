import {
  changeOwnPasswordBodySchema,
  DEFAULT_DEVICE_MODEL,
  DEVICE_HEADER_MAX,
  DEVICE_HEADERS,
  deviceBodySchema,
  loginBodySchema,
  loginResponseSchema,
  logoutBodySchema,
  meResponseSchema,
  ownPasswordChangedResponseSchema,
  refreshBodySchema,
  refreshResponseSchema,
  updateProfileBodySchema,
} from '@cc/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MSG } from '../../messages';
import { contextOf, publicRoute, signedIn } from '../../plugins/auth';
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
    permissionCache: app.permissionCache,
  });
  const tags = ['auth'];

  // /auth/* are public: the Authorization header (possibly expired) is ignored there.
  app.post(
    '/auth/login',
    {
      config: { access: publicRoute },
      schema: { tags, body: loginBodySchema, response: { 200: loginResponseSchema } },
    },
    async (request) => ({ data: await service.login({ ...request.body, device: deviceOf(request) }) }),
  );

  app.post(
    '/auth/refresh-token',
    {
      config: { access: publicRoute },
      schema: { tags, body: refreshBodySchema, response: { 200: refreshResponseSchema } },
    },
    async (request) => ({ data: await service.refresh(request.body.refreshToken, request.ip ?? null) }),
  );

  app.post(
    '/auth/logout',
    {
      config: { access: publicRoute },
      // Fastify validates a missing body as null: an optional body is `nullish`.
      schema: { tags, body: logoutBodySchema.nullish(), response: { 204: z.undefined() } },
    },
    async (request, reply) => {
      await service.logout(request.body?.refreshToken, request.ip ?? null);
      return reply.code(204).send();
    },
  );

  app.get(
    '/users/me',
    { config: { access: signedIn }, schema: { tags: ['users'], response: { 200: meResponseSchema } } },
    async (request) => ({ data: await service.me(contextOf(request)) }),
  );

  app.put(
    '/users/me',
    {
      config: { access: signedIn },
      schema: { tags: ['users'], body: updateProfileBodySchema, response: { 200: meResponseSchema } },
    },
    async (request) => ({
      data: await service.updateProfile(contextOf(request), request.body),
      message: MSG.profileUpdated,
    }),
  );

  app.put(
    '/users/me/password',
    {
      config: { access: signedIn },
      schema: {
        tags: ['users'],
        body: changeOwnPasswordBodySchema,
        response: { 200: ownPasswordChangedResponseSchema },
      },
    },
    async (request) => ({
      data: await service.changeOwnPassword(contextOf(request), request.body),
      message: MSG.passwordChanged,
    }),
  );

  app.put(
    '/users/me/device',
    {
      config: { access: signedIn },
      schema: { tags: ['users'], body: deviceBodySchema, response: { 204: z.undefined() } },
    },
    async (request, reply) => {
      await service.updateDevice(contextOf(request), request.body.fcmToken?.trim() || null);
      return reply.code(204).send();
    },
  );
};
