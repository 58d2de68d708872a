import { endpoints } from '@cc/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routesOf } from '../../lib/endpoint-route';
import { MSG } from '../../messages';
import { contextOf } from '../../plugins/auth';
import { createUsersService } from './service';

/**
 * Staff management by the company account (docs/domain/staff-and-settings.md). The signed-in user's own profile
 * (/users/me...) lives with the sign-in, in features/auth.
 */
export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createUsersService(app.db, (userIds) => app.notifier.permissionsChanged(userIds));
  const route = routesOf(app, { tags: ['users'] });
  const api = endpoints.users;

  route(api.list, async (request) => service.list(contextOf(request), request.query));

  route(api.create, async (request) => ({
    data: await service.create(contextOf(request), request.body),
    message: MSG.userCreated,
  }));

  // The profile/{id} page of the company account reads a user through this call.
  route(api.get, async (request) => ({ data: await service.get(contextOf(request), request.params.id) }));

  route(api.update, async (request) => ({
    data: await service.update(contextOf(request), request.params.id, request.body),
    message: MSG.userUpdated,
  }));

  route(api.setRoles, async (request) => ({
    data: await service.setRoles(contextOf(request), request.params.id, request.body.roleIds),
    message: MSG.rolesAssigned,
  }));

  route(api.setStatus, async (request) => ({
    data: await service.setStatus(contextOf(request), request.params.id, request.body.status),
    message: MSG.statusUpdated,
  }));

  route(api.resetPassword, async (request) => ({
    data: await service.resetPassword(contextOf(request), request.params.id, request.body.password),
    message: MSG.passwordReset,
  }));
};
