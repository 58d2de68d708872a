import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE, createTestApp, type TestApp } from '../../test/helper';

const INDEX = `<!doctype html><html lang="ar" dir="rtl"><head>${'<meta name="x" content="y">'.repeat(20)}</head><body>app</body></html>`;
// Large enough that the compressed copies are smaller, as the build keeps them only then.
const BUNDLE = `export function f(n){return n*2}\n${'console.log("السيارات", f(1));\n'.repeat(200)}`;

/** Writes `file` with its `.br` and `.gz` copies, like apps/web/scripts/precompress.mjs. */
function writeCompressed(file: string, body: string) {
  writeFileSync(file, body);
  writeFileSync(`${file}.br`, brotliCompressSync(body));
  writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
}

let t: TestApp;
let dir: string;
beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'cc-web-'));
  writeCompressed(path.join(dir, 'index.html'), INDEX);
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'assets', 'app-abc123.js'), 'console.log(1)');
  writeCompressed(path.join(dir, 'assets', 'index-Bx9f2KQa.js'), BUNDLE);
  writeFileSync(
    path.join(dir, 'assets', 'index-Bx9f2KQa.js.map'),
    '{"version":3,"sources":["src/secret.ts"]}',
  );
  writeFileSync(
    path.join(dir, 'route-chunks.json'),
    JSON.stringify({
      routes: [
        { path: '/', scripts: ['/assets/dashboard-screen-a1.js'] },
        { path: '/contracts/:id', scripts: ['/assets/contract-page-b2.js', '/assets/deal-page-c3.js'] },
        { path: '/adminDashboard/companies/:id', scripts: ['/assets/company-page-d4.js'] },
        { path: '/adminDashboard/companies/new', scripts: ['/assets/company-create-page-e5.js'] },
        { path: '/settings', scripts: [] },
      ],
    }),
  );
  t = await createTestApp({ config: { webDist: dir } });
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

const IMMUTABLE = 'public, max-age=31536000, immutable';

describe('production web app serving', () => {
  it('serves files of WEB_DIST', async () => {
    const res = await t.get('/assets/app-abc123.js');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('console.log(1)');
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('keeps the source maps private, and answers a missing asset with 404 rather than the page', async () => {
    for (const url of ['/assets/index-Bx9f2KQa.js.map', '/assets/gone-123.js']) {
      const res = await t.request({ method: 'GET', url, headers: { 'accept-encoding': 'br, gzip' } });
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain('secret');
      expect(res.body).not.toContain('dir="rtl"');
    }
  });

  it('falls back to index.html for client routes', async () => {
    for (const url of ['/', '/print/1/true', '/cars', '/car/5/edit?x=1', '/adminDashboard']) {
      const res = await t.request({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('dir="rtl"');
    }
  });

  it("names the page's scripts in a modulepreload Link header, matched like the route table", async () => {
    const linkOf = async (url: string) => (await t.request({ method: 'GET', url })).headers.link;
    expect(await linkOf('/contracts/13?tab=1')).toBe(
      '</assets/contract-page-b2.js>; rel=modulepreload, </assets/deal-page-c3.js>; rel=modulepreload',
    );
    expect(await linkOf('/')).toBe('</assets/dashboard-screen-a1.js>; rel=modulepreload');
    // A fixed segment wins over a parameter in its place, whatever the order of the file.
    expect(await linkOf('/adminDashboard/companies/new')).toBe(
      '</assets/company-create-page-e5.js>; rel=modulepreload',
    );
    expect(await linkOf('/adminDashboard/companies/7')).toBe(
      '</assets/company-page-d4.js>; rel=modulepreload',
    );
    // No page there, another number of segments, or nothing beyond the entry: no header, the page all the same.
    for (const url of ['/nowhere', '/contracts/13/extra', '/settings']) {
      const res = await t.request({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers.link, url).toBeUndefined();
    }
  });

  it('sends security headers with the app, its assets and the API: no inline script, no framing', async () => {
    const company = (await t.login('company')).accessToken;
    for (const [url, token] of [
      ['/cars', undefined],
      ['/assets/index-Bx9f2KQa.js', undefined],
      [`${BASE}/health`, undefined],
      [`${BASE}/car`, company],
      [`${BASE}/unknown`, undefined],
    ] as const) {
      const res = await t.get(url, token);
      const csp = String(res.headers['content-security-policy']);
      expect(csp, url).toContain("script-src 'self'");
      expect(csp, url).not.toMatch(/script-src[^;]*unsafe-(inline|eval)/);
      expect(csp, url).toContain("frame-ancestors 'none'");
      expect(csp, url).toContain("object-src 'none'");
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
      expect(res.headers['x-frame-options'], url).toBe('DENY');
      // CORS stays closed: no other origin may read the answers.
      expect(res.headers['access-control-allow-origin'], url).toBeUndefined();
    }
  });

  it('opens CORS only to the origins configured in CORS_ORIGINS', async () => {
    const open = await createTestApp({ config: { corsOrigins: ['https://office.example.com'] } });
    try {
      const preflight = (origin: string) =>
        open.request({
          method: 'OPTIONS',
          url: `${BASE}/car`,
          headers: { origin, 'access-control-request-method': 'GET' },
        });
      const allowed = await preflight('https://office.example.com');
      expect(allowed.statusCode).toBe(204);
      expect(allowed.headers['access-control-allow-origin']).toBe('https://office.example.com');
      const other = await preflight('https://evil.example.net');
      expect(other.headers['access-control-allow-origin']).toBeUndefined();
    } finally {
      await open.close();
    }
  });

  it('keeps JSON 404s for unknown API routes', async () => {
    for (const url of [`${BASE}/unknown`, '/api/other']) {
      const res = await t.request({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('NOT_FOUND');
    }
    const post = await t.request({ method: 'POST', url: '/cars' });
    expect(post.statusCode).toBe(404);
  });
});

describe('precompressed assets', () => {
  const asset = '/assets/index-Bx9f2KQa.js';

  it('sends the brotli copy of a hashed asset to a client that accepts br', async () => {
    const res = await t.request({
      method: 'GET',
      url: asset,
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    expect(res.rawPayload.length).toBeLessThan(Buffer.byteLength(BUNDLE));
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(BUNDLE);
  });

  it('sends the gzip copy to a client that accepts gzip only', async () => {
    const res = await t.request({ method: 'GET', url: asset, headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(res.rawPayload).toString()).toBe(BUNDLE);
  });

  it('sends the plain file without Accept-Encoding (or with identity only)', async () => {
    for (const headers of [{}, { 'accept-encoding': 'identity' }]) {
      const res = await t.request({ method: 'GET', url: asset, headers });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers['cache-control']).toBe(IMMUTABLE);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.body).toBe(BUNDLE);
    }
  });

  it('sends the plain file when there is no compressed copy', async () => {
    const res = await t.request({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe('console.log(1)');
  });

  it('compresses index.html of the client-route fallback, never cached without revalidation', async () => {
    const cases = [
      { encoding: 'gzip, deflate, br', expected: 'br', decode: brotliDecompressSync },
      { encoding: 'gzip', expected: 'gzip', decode: gunzipSync },
      { encoding: undefined, expected: undefined, decode: (b: Buffer) => b },
    ];
    for (const url of ['/cars', '/car/5/edit?x=1', '/']) {
      for (const { encoding, expected, decode } of cases) {
        const res = await t.request({
          method: 'GET',
          url,
          headers: encoding ? { 'accept-encoding': encoding } : {},
        });
        const label = `${url} ${encoding}`;
        expect(res.statusCode, label).toBe(200);
        expect(res.headers['content-encoding'], label).toBe(expected);
        expect(res.headers['content-type'], label).toContain('text/html');
        expect(res.headers['cache-control'], label).toBe('no-cache');
        expect(res.headers.vary, label).toMatch(/accept-encoding/i);
        expect(decode(res.rawPayload).toString(), label).toBe(INDEX);
      }
    }
  });
});
