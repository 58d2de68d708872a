// Writes `<file>.br` (brotli, max quality) and `<file>.gz` (gzip -9) next to each compressible file of
// the built app, so the API can send them as they are (@fastify/static `preCompressed`). A compressed
// copy is kept only when it is smaller than the file. Run after `vite build`: `node scripts/precompress.mjs [dir]`.
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Text-like files; images, fonts (woff/woff2 are compressed already), archives and media are left alone,
 * and so are source maps: only developer tools fetch them, and brotli at max quality takes ~20 s on them.
 */
const COMPRESSIBLE = new Set([
  '.js',
  '.mjs',
  '.cjs',
  '.css',
  '.html',
  '.svg',
  '.json',
  '.webmanifest',
  '.txt',
  '.xml',
  '.ico',
  '.wasm',
  '.ttf',
  '.otf',
]);

const dir = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '..', 'dist'));

async function* filesOf(folder) {
  for (const entry of await readdir(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) yield* filesOf(full);
    else if (entry.isFile()) yield full;
  }
}

async function precompress(file) {
  const body = await readFile(file);
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzip(body, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  const written = {};
  for (const [ext, out] of [
    ['.br', br],
    ['.gz', gz],
  ]) {
    // A stale copy from an earlier build must not outlive a file that no longer compresses well.
    if (out.length < body.length) {
      await writeFile(file + ext, out);
      written[ext] = out.length;
    } else await rm(file + ext, { force: true });
  }
  return { file, raw: body.length, ...written };
}

const started = Date.now();
const jobs = [];
for await (const file of filesOf(dir)) {
  if (COMPRESSIBLE.has(path.extname(file).toLowerCase())) jobs.push(precompress(file));
}
const results = await Promise.all(jobs);
// A file without a smaller copy is sent as it is: count its own size.
const sum = (key) => results.reduce((total, r) => total + (r[key] ?? r.raw), 0);
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
console.log(
  `precompress: ${results.length} files in ${path.relative(process.cwd(), dir) || '.'} ` +
    `(${kb(sum('raw'))} -> br ${kb(sum('.br'))}, gz ${kb(sum('.gz'))}) in ${Date.now() - started} ms`,
);
