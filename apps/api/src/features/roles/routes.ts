import { endpoints } from '@cc/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routesOf } from '../../lib/endpoint-route';
import { MSG } from '../../messages';
import { contextOf } from '../../plugins/auth';
import { createRolesService } from './service';

/**
 * The role and permission calls (docs/domain/permissions.md#roles), paths and bodies as the roles screen sends them. All of
 * them are for the company account only, for its own company (404 otherwise).
 */
export const rolesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createRolesService(app.db, (userIds) => app.notifier.permissionsChanged(userIds));
  const route = routesOf(app, { tags: ['roles'] });
  const api = endpoints.roles;

  route(api.list, async (request) => ({
    data: await service.listRoles(contextOf(request), request.params.companyUserId),
  }));

  route(api.create, async (request) => ({
    data: await service.createRole(contextOf(request), request.params.companyUserId, request.body),
    message: MSG.roleCreated,
  }));

  route(api.permissions, async () => ({ data: await service.listPermissions() }));

  route(api.rolePermissions, async (request) => ({
    data: await service.rolePermissions(contextOf(request), request.params.roleId),
  }));

  route(api.link, async (request) => ({
    data: await service.link(contextOf(request), request.params.roleId, request.body.permissionIds),
    message: MSG.permissionsLinked,
  }));

  route(api.unlink, async (request) => ({
    data: await service.unlink(contextOf(request), request.params.roleId, request.body.permissionIds),
    message: MSG.permissionsUnlinked,
  }));

  route(api.toggleAll, async (request) => {
    const enableAll = request.query.enableAll === 'true';
    return {
      data: await service.toggleAll(contextOf(request), request.params.roleId, enableAll),
      message: enableAll ? MSG.permissionsAllEnabled : MSG.permissionsAllDisabled,
    };
  });
};
