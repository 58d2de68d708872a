import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Serves the built web app from `dir` when it exists (production: one process, one port). Returns the
 * not-found fallback that answers index.html for client routes (/cars, /print/1/true...), or null.
 *
 * The build writes `.br` and `.gz` copies next to each compressible file (apps/web/scripts/precompress.mjs);
 * they are sent as they are, by the request's Accept-Encoding, the fallback's index.html included.
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
    preCompressed: true,
    cacheControl: false,
    // The build keeps its source maps beside the assets for whoever debugs a report, but they are not
    // published: they would hand the whole source to anyone.
    allowedPath: (pathName) => !pathName.endsWith('.map'),
    // Hashed assets may be cached for long; index.html must always be revalidated. `filePath` is the file
    // sent: `assets/app-x.js.br` for a brotli answer. The answer depends on Accept-Encoding, so say so
    // to caches (also on the plain answer, which a client without brotli or gzip gets).
    setHeaders(res, filePath) {
      if (filePath.includes(`${path.sep}assets${path.sep}`))
        res.setHeader('cache-control', 'public, max-age=31536000, immutable');
      else res.setHeader('cache-control', 'no-cache');
      res.setHeader('vary', 'Accept-Encoding');
    },
  });
  // sendFile goes the same way as the static route: index.html.br or .gz when asked for and present.
  // A missing (or unpublished) file under /assets/ is not a client route: 404, not the page.
  return (request, reply) =>
    request.url.startsWith('/assets/')
      ? reply.code(404).type('text/plain').send('Not found')
      : reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html');
}
