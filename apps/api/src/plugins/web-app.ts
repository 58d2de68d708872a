import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Serves the built web app from `dir` when it exists (production: one process, one port). Returns the
 * not-found fallback that answers index.html for client routes (/cars, /print/1/true...), or null.
 */
export async function registerWebApp(
  app: FastifyInstance,
  dir: string,
): Promise<((request: FastifyRequest, reply: FastifyReply) => unknown) | null> {
  if (!existsSync(path.join(dir, 'index.html'))) return null;
  await app.register(fastifyStatic, {
    root: dir,
    wildcard: true,
    index: ['index.html'],
    cacheControl: false,
    // Hashed assets may be cached for long; index.html must always be revalidated.
    setHeaders(res, filePath) {
      if (filePath.includes(`${path.sep}assets${path.sep}`))
        res.setHeader('cache-control', 'public, max-age=31536000, immutable');
      else res.setHeader('cache-control', 'no-cache');
    },
  });
  return (_request, reply) =>
    reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html');
}
