import {
  idParamSchema,
  resetPasswordBodySchema,
  staffUserCreateSchema,
  staffUserListQuerySchema,
  staffUserListResponseSchema,
  staffUserResponseSchema,
  staffUserUpdateSchema,
  userRolesBodySchema,
  userStatusBodySchema,
  userStatusResponseSchema,
} from '@cc/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { MSG } from '../../messages';
import { companyAccountOnly, contextOf } from '../../plugins/auth';
import { createUsersService } from './service';

/**
 * Staff management by the company account (domain.md §6). The signed-in user's own profile
 * (/users/me...) lives with the sign-in, in features/auth.
 */
export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createUsersService(app.db);
  const tags = ['users'];
  const access = companyAccountOnly;
  /** A change of one staff user: the company account only, the user's id in the path. */
  const userChange = <B extends z.ZodType, R extends z.ZodType>(body: B, response: R) => ({
    config: { access },
    schema: { tags, params: idParamSchema, body, response: { 200: response } },
  });

  app.get(
    '/users',
    {
      config: { access },
      schema: { tags, querystring: staffUserListQuerySchema, response: { 200: staffUserListResponseSchema } },
    },
    async (request) => service.list(contextOf(request), request.query),
  );

  app.post(
    '/users',
    {
      config: { access },
      schema: { tags, body: staffUserCreateSchema, response: { 201: staffUserResponseSchema } },
    },
    async (request, reply) => {
      const user = await service.create(contextOf(request), request.body);
      return reply.code(201).send({ data: user, message: MSG.userCreated });
    },
  );

  // The profile/{id} page of the company account reads a user through this call.
  app.get(
    '/users/:id',
    {
      config: { access },
      schema: { tags, params: idParamSchema, response: { 200: staffUserResponseSchema } },
    },
    async (request) => ({ data: await service.get(contextOf(request), request.params.id) }),
  );

  app.put('/users/:id', userChange(staffUserUpdateSchema, staffUserResponseSchema), async (request) => ({
    data: await service.update(contextOf(request), request.params.id, request.body),
    message: MSG.userUpdated,
  }));

  app.put('/users/:id/roles', userChange(userRolesBodySchema, staffUserResponseSchema), async (request) => ({
    data: await service.setRoles(contextOf(request), request.params.id, request.body.roleIds),
    message: MSG.rolesAssigned,
  }));

  app.put(
    '/users/:id/status',
    userChange(userStatusBodySchema, userStatusResponseSchema),
    async (request) => ({
      data: await service.setStatus(contextOf(request), request.params.id, request.body.status),
      message: MSG.statusUpdated,
    }),
  );

  app.put(
    '/users/:id/password',
    userChange(resetPasswordBodySchema, staffUserResponseSchema),
    async (request) => ({
      data: await service.resetPassword(contextOf(request), request.params.id, request.body.password),
      message: MSG.passwordReset,
    }),
  );
};
