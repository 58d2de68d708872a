import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Serves the built web app from `dir` when it exists (production: one process, one port). Returns the
 * not-found fallback that answers index.html for client routes (/cars, /print/1/true...), or null.
 *
 * The build writes `.br` and `.gz` copies next to each compressible file (apps/web/scripts/precompress.mjs);
 * they are sent as they are, by the request's Accept-Encoding, the fallback's index.html included.
 *
 * Each client route's index.html (the home page's too) names its page's scripts in a
 * `Link: rel=modulepreload` header ({@link routePreloads}).
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
  const preloadsOf = routePreloads(dir);
  // sendFile goes the same way as the static route: index.html.br or .gz when asked for and present.
  const page = (request: FastifyRequest, reply: FastifyReply) => {
    const preloads = preloadsOf(request.url);
    if (preloads) reply.header('link', preloads);
    return reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html');
  };
  // The home page is a client route too (the static route would answer it without its header).
  app.get('/', page);
  // A missing (or unpublished) file under /assets/ is not a client route: 404, not the page.
  return (request, reply) =>
    request.url.startsWith('/assets/')
      ? reply.code(404).type('text/plain').send('Not found')
      : page(request, reply);
}

interface RouteChunks {
  routes: { path: string; scripts: string[] }[];
}

/**
 * The `Link` header of the page at an address, from the build's `route-chunks.json` (apps/web/vite.config.ts,
 * `routeChunks`): the scripts of the page's screen beyond the entry, as `rel=modulepreload`. The browser
 * then fetches them beside the app chunk, instead of after the app has run and matched the address (one
 * round trip and a download later on a slow link). The address is matched like the route table does it:
 * segment by segment, `:name` taking any one segment, the pattern with the most fixed segments first.
 * Without the file (an older build), or for an address of no page, no header. Read once: the build does
 * not change under a running process.
 */
export function routePreloads(dir: string): (url: string) => string | undefined {
  const file = path.join(dir, 'route-chunks.json');
  if (!existsSync(file)) return () => undefined;
  const { routes } = JSON.parse(readFileSync(file, 'utf8')) as RouteChunks;
  const patterns = routes
    .filter((r) => r.scripts.length > 0)
    .map((r) => ({
      segments: r.path.split('/').filter(Boolean),
      header: r.scripts.map((s) => `<${s}>; rel=modulepreload`).join(', '),
    }));
  return (url) => {
    const segments = (url.split(/[?#]/, 1)[0] ?? '').split('/').filter(Boolean);
    let best: { header: string; fixed: number } | undefined;
    for (const pattern of patterns) {
      if (pattern.segments.length !== segments.length) continue;
      let fixed = 0;
      const matches = pattern.segments.every((s, i) => {
        if (s.startsWith(':')) return true;
        fixed++;
        return s === segments[i];
      });
      if (matches && (!best || fixed > best.fixed)) best = { header: pattern.header, fixed };
    }
    return best?.header;
  };
}
