import { API_BASE_PATH } from '@cc/contracts';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { sharedPlugin } from './plugin';

/** OpenAPI generated from the routes' zod schemas, at {base}/openapi.json, and swagger-ui at {base}/docs. */
export const docsPlugin = sharedPlugin(async (app) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Car Contracts API',
        description: 'عقود السيارات: Arabic back office for selling cars on instalments.',
        version: '1.0.0',
      },
      servers: [{ url: '/' }],
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: `${API_BASE_PATH}/docs` });
  app.get(`${API_BASE_PATH}/openapi.json`, { schema: { hide: true } }, async () => app.swagger());
}, 'docs');
