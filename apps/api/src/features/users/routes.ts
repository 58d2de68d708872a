import { idParamSchema, userStatusBodySchema, userStatusResponseSchema } from '@cc/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MSG } from '../../messages';
import { companyAccountOnly, contextOf } from '../../plugins/auth';
import { createUsersService } from './service';

/** Staff management by the company account. */
export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createUsersService(app.db);
  const tags = ['users'];

  app.put(
    '/users/:id/status',
    {
      config: { access: companyAccountOnly },
      schema: {
        tags,
        params: idParamSchema,
        body: userStatusBodySchema,
        response: { 200: userStatusResponseSchema },
      },
    },
    async (request) => ({
      data: await service.setStatus(contextOf(request), request.params.id, request.body.status),
      message: MSG.statusUpdated,
    }),
  );
};
