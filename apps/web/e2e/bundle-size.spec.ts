import { gzipSync } from 'node:zlib';
import {
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  expect,
  type Response,
  test,
} from '@playwright/test';
import { API, apiCreate, apiToken, bearer, PASSWORD, signedInAs, signIn, stamp } from './helpers';
import { type DemoIds, ROUTE_VISITS, type RouteVisit, type Visitor } from './route-visits';

/**
 * The JavaScript each route loads before its first paint, measured in Chromium on a cold cache: the
 * entry's scripts (index.html's script and modulepreloads), the route's screen chunk, and what they import
 * statically, as the browser received them. Lazy parts (a dialog's code, a chart, the live feed, the
 * settings' sections) are not counted; what of them the page had fetched by the time its screen showed is
 * printed beside. The gzip figure is computed here (zlib level 9 of each decoded body) so it does not
 * depend on how the server encoded the answer; the server must still have sent brotli. Every route must
 * stay under {@link LIMIT_GZIP} (docs/architecture.md, "Bundle budget"; the latest figures are in
 * BENCHMARKS.md).
 */
const LIMIT_GZIP = 150 * 1024;

/** What shows a route's screen has painted. */
const FIRST_PAINT = 'h1, [role="alert"]';

interface Script {
  url: string;
  raw: number;
  gzip: number;
  encoding: string | undefined;
}

interface Measured {
  visit: RouteVisit;
  url: string;
  /** Before the first paint: the entry, the screen's chunk and their static imports. */
  scripts: Script[];
  /** Fetched too by the time the screen showed: lazy parts (not counted). */
  lazy: Script[];
  /** The page's `Link` header: the scripts the server named for this address. */
  link: string | undefined;
  /** How many times each script was fetched. */
  fetches: Map<string, number>;
  /** The file of the route's screen chunk, as fetched. */
  screen: string | undefined;
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const gzipOf = (scripts: readonly Script[]) => scripts.reduce((sum, s) => sum + s.gzip, 0);
const fileOf = (url: string) => new URL(url).pathname.replace(/^\/assets\//, '');

/** The scripts a built chunk imports statically (`import … from"./x.js"`; `import(`./x.js`)` is lazy). */
const staticImports = (code: string) =>
  [...code.matchAll(/(?:\bfrom|\bimport)\s*["']\.\/([^"']+\.js)["']/g)].map((m) => m[1] as string);

/** The entry's scripts in index.html: its module script and its modulepreloads. */
const entryScripts = (html: string) =>
  [
    ...html.matchAll(
      /<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="\/assets\/([^"]+\.js)"/g,
    ),
  ].map((m) => m[1] as string);

/** Opens `visit` in a new context (a cold cache) carrying `storageState`, and measures its scripts. */
async function measure(
  browser: Browser,
  baseURL: string | undefined,
  storageState: Awaited<ReturnType<BrowserContext['storageState']>> | undefined,
  visit: RouteVisit,
  ids: DemoIds,
  entry: readonly string[],
): Promise<Measured> {
  const context = await browser.newContext({ baseURL, locale: 'ar-IQ', storageState });
  try {
    const page = await context.newPage();
    const responses = new Map<string, Response>();
    const fetches = new Map<string, number>();
    page.on('response', (response) => {
      const type = response.headers()['content-type'] ?? '';
      if (response.request().resourceType() === 'script' || /javascript/.test(type)) {
        const file = fileOf(response.url());
        fetches.set(file, (fetches.get(file) ?? 0) + 1);
        if (!responses.has(file)) responses.set(file, response);
      }
    });
    const url = visit.url(ids);
    const document = await page.goto(url);
    const link = (await document?.allHeaders())?.link;
    await expect(page.locator(FIRST_PAINT).first(), `${url}: its screen`).toBeAttached({ timeout: 15_000 });
    await page.waitForLoadState('load');
    expect(new URL(page.url()).pathname, `${url}: not sent elsewhere`).toBe(url);
    const screen = [...responses.keys()].find((f) => new RegExp(`^${visit.screen}-[\\w-]{8}\\.js$`).test(f));
    expect(screen, `${url}: the chunk of ${visit.screen}`).toBeDefined();
    const script = async (file: string): Promise<Script & { code: string }> => {
      const response = responses.get(file);
      if (!response) throw new Error(`${url}: ${file} is imported but was not fetched`);
      const body = await response.body();
      return {
        url: response.url(),
        raw: body.length,
        gzip: gzipSync(body, { level: 9 }).length,
        encoding: (await response.allHeaders())['content-encoding'],
        code: body.toString('utf8'),
      };
    };
    const counted = new Map<string, Script>();
    const queue = [...entry, ...(screen ? [screen] : [])];
    while (queue.length > 0) {
      const file = queue.pop() as string;
      if (counted.has(file)) continue;
      const { code, ...measured } = await script(file);
      counted.set(file, measured);
      queue.push(...staticImports(code));
    }
    const lazy: Script[] = [];
    for (const file of responses.keys())
      if (!counted.has(file)) {
        const { code: _code, ...measured } = await script(file);
        lazy.push(measured);
      }
    const bySize = (a: Script, b: Script) => b.gzip - a.gzip;
    return {
      visit,
      url,
      scripts: [...counted.values()].sort(bySize),
      lazy: lazy.sort(bySize),
      link,
      fetches,
      screen,
    };
  } finally {
    await context.close();
  }
}

/** The ids of the demo data the routes with parameters are opened with. */
async function demoIds(request: APIRequestContext): Promise<DemoIds> {
  const { accessToken } = await apiToken(request, 'company');
  const first = async (path: string) => {
    const res = await request.get(`${API}${path}`, { headers: bearer(accessToken) });
    expect(res.status(), `GET ${path}`).toBe(200);
    return ((await res.json()).data as Record<string, unknown>[])[0];
  };
  const contract = (await first('/contracts?size=1')) as { id: number; paymentPlan?: { id: number } };
  const id = (row: Record<string, unknown> | undefined) => (row?.id as number | undefined) ?? 1;
  return {
    contract: contract.id,
    authorization: id(await first('/authorizations?size=1')),
    plan: contract.paymentPlan?.id ?? 1,
    payment: id(await first('/payments?size=1')),
    clearance: id(await first('/clearance?size=1')),
    // With no closing yet the page says it cannot find it (its alert is the first paint): same chunks.
    closing: id(await first('/cash-box/closings?size=1')),
    staff: id(await first('/users?size=1')),
    person: 1,
    car: 1,
    company: 1,
  };
}

/**
 * The signed-in storage of each visitor: the demo logins through the login page, and a new company
 * whose account still has its temporary password (the only one /change-password shows to).
 */
async function sessions(browser: Browser, baseURL: string | undefined, request: APIRequestContext) {
  const admin = await apiToken(request, 'superadmin');
  // A name and username of usual lengths: fit.spec later checks the companies list at 1366 px.
  const username = `kb${stamp()}`;
  const created = await apiCreate<{ temporaryPassword: string }>(
    request,
    admin.accessToken,
    '/admin/companies',
    {
      name: `معرض ${username.slice(2)}`,
      username,
      branchName: 'الفرع الرئيسي',
    },
  );
  const states = new Map<Visitor, Awaited<ReturnType<BrowserContext['storageState']>> | undefined>();
  states.set('signedOut', undefined);
  for (const [visitor, login, password] of [
    ['company', 'company', PASSWORD],
    ['superadmin', 'superadmin', PASSWORD],
    ['temporaryPassword', username, created.temporaryPassword],
  ] as const) {
    const context = await browser.newContext({ baseURL, locale: 'ar-IQ' });
    const page = await context.newPage();
    if (visitor === 'temporaryPassword') {
      await signIn(page, login, password);
      await expect(page).toHaveURL(/\/change-password$/);
    } else await signedInAs(page, login, password);
    states.set(visitor, await context.storageState());
    await context.close();
  }
  return states;
}

/** The table of every route's figure, then each file of the routes over their limit. */
function report(measured: readonly Measured[]) {
  const width = Math.max(...measured.map((m) => m.visit.route.length));
  const row = (route: string, gzip: string, files: string, raw: string, lazy: string, note: string) =>
    `${route.padEnd(width)}  ${gzip.padStart(10)}  ${files.padStart(5)}  ${raw.padStart(10)}  ${lazy.padStart(10)}  ${note}`;
  const lines = [
    '',
    `JavaScript before the first paint, per route (cold cache; limit ${kb(LIMIT_GZIP)} gzip)`,
    row('route', 'gzip -9', 'files', 'raw', 'lazy gzip', 'as'),
    ...measured.map((m) => {
      const gzip = gzipOf(m.scripts);
      const over = gzip >= LIMIT_GZIP ? '  OVER' : '';
      return row(
        m.visit.route,
        kb(gzip),
        String(m.scripts.length),
        kb(m.scripts.reduce((sum, s) => sum + s.raw, 0)),
        kb(gzipOf(m.lazy)),
        `${m.visit.as}${over}`,
      );
    }),
  ];
  for (const m of measured.filter((x) => gzipOf(x.scripts) >= LIMIT_GZIP || process.env.BUNDLE_FILES)) {
    lines.push('', `${m.url} (${kb(gzipOf(m.scripts))}; lazy, not counted: ${kb(gzipOf(m.lazy))})`);
    for (const s of m.scripts) lines.push(`  ${fileOf(s.url).padEnd(44)} ${kb(s.gzip).padStart(10)}`);
  }
  console.log([...lines, ''].join('\n'));
}

test('every route loads less than 150 KB of JavaScript (gzip) before its first paint', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(240_000);
  const entry = entryScripts(await (await request.get('/')).text());
  expect(entry.length, 'the scripts of index.html').toBeGreaterThan(0);
  const ids = await demoIds(request);
  const states = await sessions(browser, baseURL, request);
  const only = process.env.BUNDLE_ROUTES?.split(',');
  const measured: Measured[] = [];
  for (const visit of ROUTE_VISITS.filter((v) => !only || only.includes(v.route)))
    measured.push(await measure(browser, baseURL, states.get(visit.as), visit, ids, entry));
  report(measured);

  for (const m of measured) {
    // A chunk of a few hundred bytes has no smaller brotli copy (scripts/precompress.mjs keeps only
    // smaller ones), so it is sent as it is; every other script must arrive as brotli.
    for (const s of m.scripts)
      if (s.raw > 512) expect.soft(s.encoding, `content-encoding of ${fileOf(s.url)}`).toBe('br');
    expect
      .soft(gzipOf(m.scripts), `gzip size of the first paint's JavaScript of ${m.visit.route}`)
      .toBeLessThan(LIMIT_GZIP);
    // The server names the page's screen chunk with the page itself, so it downloads beside the app
    // chunk (apps/api/src/plugins/web-app.ts, routePreloads), and that download is the one used.
    expect
      .soft(m.link ?? '', `Link header of ${m.url}`)
      .toContain(`</assets/${m.screen ?? m.visit.screen}>; rel=modulepreload`);
    if (m.screen) expect.soft(m.fetches.get(m.screen), `fetches of ${m.screen}`).toBe(1);
  }
});
