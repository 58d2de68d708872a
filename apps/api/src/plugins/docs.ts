import { API_BASE_PATH } from '@cc/contracts';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { sharedPlugin } from './plugin';

/**
 * OpenAPI 3.0 has no null type: a union with null comes out as `anyOf: […], nullable: true` without a
 * `type`, which is malformed. Each branch becomes nullable instead (the same values are valid).
 */
function moveNullableIntoBranches<T>(document: T): T {
  const stack: unknown[] = [document];
  while (stack.length > 0) {
    const node = stack.pop();
    if (node === null || typeof node !== 'object') continue;
    const schema = node as Record<string, unknown>;
    const branches = (schema.anyOf ?? schema.oneOf) as Record<string, unknown>[] | undefined;
    if (schema.nullable === true && schema.type === undefined && Array.isArray(branches)) {
      for (const branch of branches) branch.nullable = true;
      delete schema.nullable;
    }
    stack.push(...Object.values(schema));
  }
  return document;
}

/** OpenAPI generated from the routes' zod schemas, at {base}/openapi.json, and swagger-ui at {base}/docs. */
export const docsPlugin = sharedPlugin(async (app) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Car Contracts API',
        description: 'عقود السيارات: Arabic back office for selling cars on instalments.',
        version: '1.0.0',
        license: { name: 'Proprietary' },
      },
      servers: [{ url: '/' }],
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          signedUrl: {
            type: 'apiKey',
            in: 'query',
            name: 'sig',
            description: 'The signature of a signed file URL',
          },
        },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: (document) =>
      'openapiObject' in document ? moveNullableIntoBranches(document.openapiObject) : document.swaggerObject,
  });
  await app.register(swaggerUi, { routePrefix: `${API_BASE_PATH}/docs` });
  app.get(`${API_BASE_PATH}/openapi.json`, { schema: { hide: true } }, async () => app.swagger());
}, 'docs');
