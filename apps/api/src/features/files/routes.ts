import {
  FILE_KEY_PATTERN,
  fileUploadInputSchema,
  MAX_TEMPLATE_IMAGE_BYTES,
  TEMPLATE_IMAGE_TOO_LARGE,
  uploadedFileResponseSchema,
} from '@cc/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors';
import { verifyFileSignature } from '../../lib/signed-urls';
import { MSG } from '../../messages';
import { companyMember, contextOf, publicRoute } from '../../plugins/auth';
import { createFilesService } from './service';

const keyParams = z.object({ key: z.string().regex(FILE_KEY_PATTERN, 'مفتاح الملف غير صالح') });
const signedQuery = z.object({
  exp: z.coerce.number().int().optional(),
  sig: z.string().max(100).optional(),
});

/** Uploaded images (domain.md §6): POST /files, GET /files/{key} through a signed URL. */
export const filesRoutes: FastifyPluginAsyncZod = async (app) => {
  const secret = app.config.jwtSecret;
  const service = createFilesService(app.db, secret);
  const tags = ['files'];

  app.post(
    '/files',
    {
      config: { access: companyMember, tooLargeMessage: TEMPLATE_IMAGE_TOO_LARGE },
      // 2 MB as base64 plus the JSON around it; the decoded size is checked again in the service.
      bodyLimit: Math.ceil((MAX_TEMPLATE_IMAGE_BYTES * 4) / 3) + 64 * 1024,
      schema: { tags, body: fileUploadInputSchema, response: { 201: uploadedFileResponseSchema } },
    },
    async (request, reply) => {
      const file = await service.upload(contextOf(request), request.body);
      return reply.code(201).send({ data: file });
    },
  );

  app.get(
    '/files/:key/url',
    {
      config: { access: companyMember },
      schema: { tags, params: keyParams, response: { 200: uploadedFileResponseSchema } },
    },
    async (request) => ({ data: await service.url(contextOf(request), request.params.key) }),
  );

  // No bearer: the signature is the permission, so an <img> can load it.
  app.get(
    '/files/:key',
    {
      config: { access: publicRoute },
      // No response schema: the answer is the file's bytes, not JSON (a refusal is the usual error body).
      schema: {
        tags,
        description: 'The bytes of an uploaded file, through the signed URL POST /files answered',
        params: keyParams,
        querystring: signedQuery,
      },
    },
    async (request, reply) => {
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
    },
  );
};
