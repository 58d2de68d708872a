import { gzipSync } from 'node:zlib';
import { type Browser, expect, type Page, type Response, test } from '@playwright/test';
import { signedInAs } from './helpers';

/**
 * The JavaScript a page loads before it is usable, measured on a cold cache: every script response
 * until the network is idle. The gzip figure is computed here (zlib level 9 of each decoded body) so it
 * does not depend on how the server encoded the answer; the server must still have sent brotli.
 */
const LIMIT_GZIP = 150 * 1024;
/**
 * /cars has the same limit as /login: the endpoint declarations carry no zod (schemas load on demand),
 * the delete dialog, the filter panel and sonner load when first used (docs/architecture.md, "Bundle
 * budget").
 */
const CARS_BUDGET_GZIP = LIMIT_GZIP;

interface Script {
  name: string;
  raw: number;
  gzip: number;
  encoding: string | undefined;
}

/** Starts recording the JavaScript responses of `page`; call the result once the page is settled. */
function recordScripts(page: Page) {
  const responses = new Map<string, Response>();
  page.on('response', (response) => {
    const type = response.headers()['content-type'] ?? '';
    if (response.request().resourceType() === 'script' || /javascript/.test(type))
      if (!responses.has(response.url())) responses.set(response.url(), response);
  });
  return async (): Promise<Script[]> => {
    const scripts: Script[] = [];
    for (const [url, response] of responses) {
      const body = await response.body();
      scripts.push({
        name: new URL(url).pathname,
        raw: body.length,
        gzip: gzipSync(body, { level: 9 }).length,
        encoding: (await response.allHeaders())['content-encoding'],
      });
    }
    return scripts.sort((a, b) => b.gzip - a.gzip);
  };
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

/** Prints the figures, then checks the encoding and the limit. */
function report(title: string, scripts: Script[], limit = LIMIT_GZIP) {
  const total = (key: 'raw' | 'gzip') => scripts.reduce((sum, s) => sum + s[key], 0);
  const width = Math.max(5, ...scripts.map((s) => s.name.length));
  const row = (name: string, gzip: string, raw: string, encoding: string) =>
    `${name.padEnd(width)}  ${gzip.padStart(10)}  ${raw.padStart(10)}  ${encoding}`;
  console.log(
    [
      '',
      `Initial JavaScript of ${title} (limit ${kb(limit)} gzip)`,
      row('file', 'gzip -9', 'raw', 'sent as'),
      ...scripts.map((s) => row(s.name, kb(s.gzip), kb(s.raw), s.encoding ?? 'identity')),
      row(
        `total (${scripts.length} ${scripts.length === 1 ? 'file' : 'files'})`,
        kb(total('gzip')),
        kb(total('raw')),
        '',
      ),
      '',
    ].join('\n'),
  );
  expect(scripts.length, `scripts of ${title}`).toBeGreaterThan(0);
  // A chunk of a few hundred bytes has no smaller brotli copy (scripts/precompress.mjs keeps only smaller
  // ones), so it is sent as it is; every other script must arrive as brotli.
  for (const s of scripts)
    if (s.raw > 512) expect.soft(s.encoding, `content-encoding of ${s.name}`).toBe('br');
  expect(total('gzip'), `gzip size of the initial JavaScript of ${title}`).toBeLessThan(limit);
}

/** A new context (so a cold cache) that carries the sign-in of `page`. */
async function coldContextLike(browser: Browser, page: Page, baseURL: string | undefined) {
  return browser.newContext({ baseURL, locale: 'ar-IQ', storageState: await page.context().storageState() });
}

test.describe('bundle size', () => {
  test('the login page loads at most 150 KB of JavaScript (gzip)', async ({ page }) => {
    const scripts = recordScripts(page);
    await page.goto('/login', { waitUntil: 'networkidle' });
    await expect(page.getByLabel('اسم المستخدم')).toBeVisible();
    report('/login', await scripts());
  });

  test('the cars page of a signed-in company loads at most 150 KB of JavaScript (gzip)', async ({
    page,
    browser,
    baseURL,
  }) => {
    await signedInAs(page, 'company');
    const context = await coldContextLike(browser, page, baseURL);
    try {
      const cars = await context.newPage();
      const scripts = recordScripts(cars);
      await cars.goto('/cars');
      await expect(cars.getByRole('table').first().locator('tbody > tr').first()).toBeVisible();
      // The notification stream stays open, so the network never idles: the bell shows once the main
      // layout's lazy parts (the stream, the push check) have started; give their chunks a moment.
      await expect(cars.getByTestId('notification-bell')).toBeVisible();
      await cars.waitForTimeout(1500);
      await expect(cars).toHaveURL(/\/cars$/);
      report('/cars', await scripts(), CARS_BUDGET_GZIP);
    } finally {
      await context.close();
    }
  });
});
