import {
  permissionIdsBodySchema,
  permissionsResponseSchema,
  roleInputSchema,
  rolePermissionsResponseSchema,
  roleResponseSchema,
  rolesResponseSchema,
  toggleAllQuerySchema,
} from '@cc/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MSG } from '../../messages';
import { companyAccountOnly, contextOf } from '../../plugins/auth';
import { createRolesService } from './service';

const companyUserParams = z.object({ companyUserId: z.coerce.number().int().positive() });
const roleParams = z.object({ roleId: z.coerce.number().int().positive() });

/**
 * The role and permission calls of spec §7, paths and bodies as the roles screen sends them. All of
 * them are for the company account only (domain.md §3), for its own company (404 otherwise).
 */
export const rolesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createRolesService(app.db);
  const access = companyAccountOnly;
  const tags = ['roles'];
  /** A call on one of the company's roles: its id in the path; the rest of the schema as given. */
  const onRole = <S extends object>(schema: S) => ({
    config: { access },
    schema: { tags, params: roleParams, ...schema },
  });

  app.get(
    '/roles/company/:companyUserId',
    {
      config: { access },
      schema: { tags, params: companyUserParams, response: { 200: rolesResponseSchema } },
    },
    async (request) => ({ data: await service.listRoles(contextOf(request), request.params.companyUserId) }),
  );

  app.post(
    '/roles/company/:companyUserId',
    {
      config: { access },
      schema: {
        tags,
        params: companyUserParams,
        body: roleInputSchema,
        response: { 201: roleResponseSchema },
      },
    },
    async (request, reply) => {
      const role = await service.createRole(contextOf(request), request.params.companyUserId, request.body);
      return reply.code(201).send({ data: role, message: MSG.roleCreated });
    },
  );

  app.get(
    '/permissions',
    { config: { access }, schema: { tags, response: { 200: permissionsResponseSchema } } },
    async () => ({ data: await service.listPermissions() }),
  );

  app.get(
    '/permissions/:roleId/role',
    onRole({ response: { 200: rolePermissionsResponseSchema } }),
    async (request) => ({ data: await service.rolePermissions(contextOf(request), request.params.roleId) }),
  );

  app.post(
    '/permissions/link-to-role/:roleId',
    onRole({ body: permissionIdsBodySchema, response: { 200: rolePermissionsResponseSchema } }),
    async (request) => ({
      data: await service.link(contextOf(request), request.params.roleId, request.body.permissionIds),
      message: MSG.permissionsLinked,
    }),
  );

  app.delete(
    '/permissions/unlink-from-role/:roleId',
    onRole({ body: permissionIdsBodySchema, response: { 200: rolePermissionsResponseSchema } }),
    async (request) => ({
      data: await service.unlink(contextOf(request), request.params.roleId, request.body.permissionIds),
      message: MSG.permissionsUnlinked,
    }),
  );

  app.post(
    '/permissions/:roleId/toggle-all',
    onRole({ querystring: toggleAllQuerySchema, response: { 200: rolePermissionsResponseSchema } }),
    async (request) => {
      const enableAll = request.query.enableAll === 'true';
      return {
        data: await service.toggleAll(contextOf(request), request.params.roleId, enableAll),
        message: enableAll ? MSG.permissionsAllEnabled : MSG.permissionsAllDisabled,
      };
    },
  );
};
