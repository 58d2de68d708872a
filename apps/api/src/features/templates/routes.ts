import {
  dataUrlBytes,
  endpoints,
  MAX_TEMPLATE_BYTES,
  MAX_TEMPLATE_IMAGE_BYTES,
  TEMPLATE_IMAGE_TOO_LARGE,
  TEMPLATE_TOO_LARGE,
} from '@cc/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type RouteExtras, routesOf } from '../../lib/endpoint-route';
import { AppError } from '../../lib/errors';
import { MSG } from '../../messages';
import { contextOf } from '../../plugins/auth';
import { createTemplatesService } from './service';

/** Room above the 8 MB template for the JSON around it; beyond it Fastify answers the same 413. */
const TEMPLATE_BODY_LIMIT = MAX_TEMPLATE_BYTES + 1024 * 1024;

/**
 * Size limits before validation (docs/domain/templates.md#validation-of-a-template), so an oversized image or template is a 413 with its own
 * Arabic message rather than a 400: a data URL over 2 MB, a body over 8 MB.
 */
async function checkTemplateSize(request: FastifyRequest): Promise<void> {
  const declared = Number(request.headers['content-length']);
  const size =
    Number.isFinite(declared) && declared > 0
      ? declared
      : Buffer.byteLength(JSON.stringify(request.body ?? null));
  if (size > MAX_TEMPLATE_BYTES) throw new AppError(413, 'PAYLOAD_TOO_LARGE', TEMPLATE_TOO_LARGE);
  const fields = (request.body as { fields?: unknown } | undefined)?.fields;
  if (!Array.isArray(fields)) return;
  const errors = fields.flatMap((item, i) => {
    const src = (item as { src?: unknown } | null)?.src;
    return typeof src === 'string' && src.startsWith('data:') && dataUrlBytes(src) > MAX_TEMPLATE_IMAGE_BYTES
      ? [{ field: `fields.${i}.src`, message: TEMPLATE_IMAGE_TOO_LARGE }]
      : [];
  });
  if (errors.length > 0) throw new AppError(413, 'PAYLOAD_TOO_LARGE', TEMPLATE_IMAGE_TOO_LARGE, errors);
}

/** Print templates (docs/domain/templates.md). */
export const templatesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createTemplatesService(app.db);
  const route = routesOf(app, { tags: ['templates'] });
  const api = endpoints.templates;
  /** A template write: its own 413s (see checkTemplateSize) and room for an 8 MB template. */
  const templateWrite: RouteExtras = {
    config: { tooLargeMessage: TEMPLATE_TOO_LARGE },
    bodyLimit: TEMPLATE_BODY_LIMIT,
    preValidation: checkTemplateSize,
  };

  route(api.latest, async (request) => ({ data: await service.latest(contextOf(request)) }));

  route(api.list, async (request) => ({ data: await service.list(contextOf(request)) }));

  route(api.get, async (request) => ({ data: await service.get(contextOf(request), request.params.id) }));

  route(
    api.create,
    async (request) => ({
      data: await service.create(contextOf(request), request.body),
      message: MSG.templateCreated,
    }),
    templateWrite,
  );

  route(
    api.update,
    async (request) => ({
      data: await service.update(contextOf(request), request.params.id, request.body),
      message: MSG.templateSaved,
    }),
    templateWrite,
  );

  route(api.setDefault, async (request) => ({
    data: await service.setDefault(contextOf(request), request.params.id),
    message: MSG.templateDefaultSet,
  }));

  route(api.remove, async (request) => {
    await service.remove(contextOf(request), request.params.id);
    return { data: null, message: MSG.templateDeleted };
  });
};
