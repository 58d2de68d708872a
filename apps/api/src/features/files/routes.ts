import { endpoints, MAX_TEMPLATE_IMAGE_BYTES, TEMPLATE_IMAGE_TOO_LARGE } from '@cc/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routesOf } from '../../lib/endpoint-route';
import { AppError } from '../../lib/errors';
import { verifyFileSignature } from '../../lib/signed-urls';
import { MSG } from '../../messages';
import { contextOf } from '../../plugins/auth';
import { createFilesService } from './service';

/** Uploaded images and documents (docs/domain/templates.md#uploaded-files, docs/domain/attachments.md): POST /files, GET /files/{key} through a signed URL. */
export const filesRoutes: FastifyPluginAsyncZod = async (app) => {
  const secret = app.config.jwtSecret;
  const service = createFilesService(app.db, secret, app.config.filesQuotaBytes);
  const route = routesOf(app, { tags: ['files'] });

  route(
    endpoints.files.upload,
    async (request) => ({ data: await service.upload(contextOf(request), request.body) }),
    {
      config: { tooLargeMessage: TEMPLATE_IMAGE_TOO_LARGE },
      // 2 MB as base64 plus the JSON around it; the decoded size is checked again in the service.
      bodyLimit: Math.ceil((MAX_TEMPLATE_IMAGE_BYTES * 4) / 3) + 64 * 1024,
    },
  );

  route(endpoints.files.usage, async (request) => ({ data: await service.usage(contextOf(request)) }));

  route(endpoints.files.url, async (request) => ({
    data: await service.url(contextOf(request), request.params.key),
  }));

  // Public: the signature is the permission, so an <img> can load it. The answer is the file's bytes.
  route(endpoints.files.read, async (request, reply) => {
    const { key } = request.params;
    const { exp, sig } = request.query;
    if (!verifyFileSignature(secret, key, exp, sig)) {
      throw new AppError(403, 'FORBIDDEN', MSG.fileLinkInvalid);
    }
    const file = await service.read(key);
    const maxAge = Math.max(0, exp! - Math.floor(Date.now() / 1000));
    return reply
      .header('content-type', file.contentType)
      .header('cache-control', `private, max-age=${maxAge}`)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'")
      .send(file.data);
  });
};
