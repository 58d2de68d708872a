// The web benchmark (`pnpm bench:web` after `pnpm build`). Prints figures and writes them to
// BENCHMARKS.md between the bench:web markers; nothing passes or fails on them.
//
// - Lighthouse 12 (its default, the mobile preset: a mid-range phone on a slow 4G link, simulated) on
//   /login signed out, then signed in as the company account on the home page, /cars, /contracts, a
//   deal's page, /payments, /collections and /settings: performance, accessibility and best-practices
//   scores, first and largest contentful paint, and the JavaScript the page transferred.
// - The first row of each of those pages (its first data row; the login's form, the dashboard's first
//   figure, the settings' first field) on a cold cache over a link throttled to 1.6 Mbps down (150 ms
//   latency), as an office on a poor connection sees it, with the bytes it took.
// - The designer with 200 items on the sheet, one item dragged: the frame intervals (held to the display's
//   60 Hz, 16.7 ms at best) and each frame's main-thread work, from its first pointer move (or its
//   animation frame) until its rendering is done (style, layout, paint: a message posted from the
//   animation frame runs after them).
//
// BENCH_WEB_ONLY=designer measures the designer alone and prints it (BENCHMARKS.md is left as it is);
// BENCH_WEB_PAGES=/payments,/contracts/:id measures those pages alone and prints them (and
// BENCH_WEB_REPORTS=folder keeps Lighthouse's reports, one per run; with BENCH_WEB_ARTIFACTS=1 also each
// run's trace and network log, which lcp-graph.mjs reads).
//
// It starts the built product itself (node apps/api/dist/server.js) on a fresh embedded database with the
// demo data, in a temporary folder, and drives Debian's Chromium (/usr/bin/chromium, or CHROMIUM).
// Its tools live in this folder with their own lockfile (installed on first use), outside the
// workspace, so the product's install does not carry Lighthouse.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const PORT = Number(process.env.BENCH_WEB_PORT ?? 3390);
const CDP_PORT = PORT + 1;
const origin = `http://127.0.0.1:${PORT}`;
const chromiumPath = process.env.CHROMIUM ?? '/usr/bin/chromium';
const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 3);
const DESIGNER_ONLY = process.env.BENCH_WEB_ONLY === 'designer';
const ONLY_PAGES = process.env.BENCH_WEB_PAGES?.split(',');

const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-web-'));
const server = spawn(process.execPath, ['--max-semi-space-size=4', 'dist/server.js'], {
  cwd: path.join(root, 'apps/api'),
  env: { ...process.env, NODE_ENV: 'production', PORT: String(PORT), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const stop = () => {
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
};
process.on('exit', stop);

async function waitForServer() {
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${origin}/api/carcontracts/v1/health`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the product did not start');
}
await waitForServer();

const profile = mkdtempSync(path.join(tmpdir(), 'bench-web-profile-'));
const browser = await chromium.launchPersistentContext(profile, {
  executablePath: chromiumPath,
  headless: true,
  args: [`--remote-debugging-port=${CDP_PORT}`, '--no-sandbox', '--disable-gpu', '--no-first-run'],
  locale: 'ar-IQ',
});

// Lighthouse keeps storage (the signed-in session) only by keeping the cache too: each run empties the
// browser's cache first, so every figure is a first visit's.
const control = await browser.newPage();
const controlCdp = await browser.newCDPSession(control);

/** `promise`, or a failure naming `what` after `ms` (a run that hangs stops the benchmark, saying where). */
function within(ms, what, promise) {
  let timer;
  const late = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no answer within ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/** Runs so far per page, naming the kept reports. */
const runsOf = new Map();

/**
 * One Lighthouse run of `url` on a cold cache, in the same browser (a signed-in session carries over). A
 * run Lighthouse itself reports as failed (`runtimeError`, such as NO_NAVSTART: its trace lost the
 * navigation; "please run Lighthouse again") scores 0 and is no measure of the page: it is run again, at
 * most twice, and said on stderr.
 */
async function audit(url) {
  let lhr;
  let artifacts;
  for (let attempt = 1; ; attempt++) {
    await controlCdp.send('Network.clearBrowserCache');
    ({ lhr, artifacts } = await within(
      180_000,
      `Lighthouse on ${url}`,
      lighthouse(url, {
        port: CDP_PORT,
        output: 'json',
        logLevel: 'error',
        disableStorageReset: true,
        onlyCategories: ['performance', 'accessibility', 'best-practices'],
      }),
    ));
    if (!lhr.runtimeError || attempt === 3) break;
    console.error(`Lighthouse on ${url} failed (${lhr.runtimeError.code}); running it again`);
  }
  if (process.env.BENCH_WEB_REPORTS) {
    // One file per run (lighthouse_cars-2.json), and with BENCH_WEB_ARTIFACTS=1 the run's trace and
    // network log beside it, for lcp-graph.mjs.
    const name = new URL(url).pathname.replace(/\W+/g, '_') || '_';
    const run = (runsOf.get(name) ?? 0) + 1;
    runsOf.set(name, run);
    mkdirSync(process.env.BENCH_WEB_REPORTS, { recursive: true });
    const file = path.join(process.env.BENCH_WEB_REPORTS, `lighthouse${name}-${run}`);
    writeFileSync(`${file}.json`, JSON.stringify(lhr));
    if (process.env.BENCH_WEB_ARTIFACTS) {
      const { Trace, DevtoolsLog, GatherContext, URL: urls, SourceMaps } = artifacts;
      const kept = { Trace, DevtoolsLog, GatherContext, URL: urls, SourceMaps, settings: lhr.configSettings };
      writeFileSync(`${file}.artifacts.json`, JSON.stringify(kept));
    }
  }
  const score = (c) => Math.round((lhr.categories[c]?.score ?? 0) * 100);
  const scripts = lhr.audits['resource-summary']?.details?.items?.find((i) => i.resourceType === 'script');
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    fcp: lhr.audits['first-contentful-paint'].numericValue,
    lcp: lhr.audits['largest-contentful-paint'].numericValue,
    scriptKb: (scripts?.transferSize ?? 0) / 1024,
    finalPath: new URL(lhr.finalDisplayedUrl).pathname,
  };
}

/** The median run by performance score (Lighthouse varies between runs on a busy machine). */
async function medianAudit(url) {
  const runs = [];
  for (let i = 0; i < RUNS; i++) runs.push(await audit(url));
  runs.sort((a, b) => a.performance - b.performance);
  return runs[Math.floor(runs.length / 2)];
}

async function signIn() {
  const page = await browser.newPage();
  await page.goto(`${origin}/login`);
  await page.locator('input:not([type=password])').first().fill('company');
  await page.locator('input[type=password]').first().fill('Demo@12345');
  await page.locator('form button[type=submit]').first().click();
  await page.waitForURL((u) => !u.pathname.startsWith('/login'));
  await page.close();
}

/**
 * The pages measured, each with what its user waits for: `first` is the first data row (or the form, or
 * the first figure) of the page.
 */
const PAGES = [
  { name: '/login (signed out)', path: '/login', first: 'form input' },
  { name: '/ (home, dashboard)', path: '/', first: 'main .cc-dash-amount' },
  { name: '/cars', path: '/cars', first: 'main table tbody tr td' },
  { name: '/contracts', path: '/contracts', first: 'main table tbody tr td' },
  { name: "a deal's page", path: '/contracts/:id', first: 'main table tbody tr td' },
  { name: '/payments', path: '/payments', first: 'main table tbody tr td' },
  { name: '/collections', path: '/collections', first: 'main table tbody tr td' },
  { name: '/settings', path: '/settings', first: 'main input' },
];

const measured = (page) => !ONLY_PAGES || ONLY_PAGES.includes(page.path);

/** The demo's first contract (a deal's page is measured on it). */
async function firstContractId() {
  const page = await browser.newPage();
  await page.goto(`${origin}/profile`);
  const token = await page.evaluate(() => localStorage.getItem('accessToken'));
  await page.close();
  const res = await fetch(`${origin}/api/carcontracts/v1/contracts?size=1`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (!res.ok) throw new Error(`GET /contracts answered ${res.status}`);
  return (await res.json()).data[0].id;
}

/**
 * Cold cache, 1.6 Mbps down / 750 kbps up, 150 ms latency: navigation start until `first` shows (and the
 * start-up overlay is gone).
 */
async function firstRowThrottled(url, first) {
  const page = await browser.newPage();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6e6 / 8) | 0,
    uploadThroughput: (750e3 / 8) | 0,
  });
  let bytes = 0;
  cdp.on('Network.loadingFinished', (e) => {
    bytes += e.encodedDataLength;
  });
  await page.goto(url, { waitUntil: 'commit' });
  // Checked in the page at every frame, timed from its navigation start: a locator's wait retries at
  // 500 ms steps once the first few tries missed, which rounded every figure to one of those steps. The
  // row may be drawn under the start-up overlay (the page renders while the session is checked): it
  // counts once the overlay is gone and the user can see it.
  const shown = await page.waitForFunction(
    (selector) => {
      const visible = (e) =>
        !!e && e.getClientRects().length > 0 && getComputedStyle(e).visibility !== 'hidden';
      return visible(document.querySelector(selector)) &&
        !visible(document.querySelector('.cc-loading-overlay'))
        ? performance.now()
        : false;
    },
    first,
    { polling: 'raf', timeout: 60_000 },
  );
  const ms = await shown.jsonValue();
  await page.close();
  return { ms, kb: bytes / 1024 };
}

/** The median of {@link RUNS} throttled first rows. */
async function medianFirstRow(url, first) {
  const runs = [];
  for (let i = 0; i < RUNS; i++) runs.push(await firstRowThrottled(url, first));
  runs.sort((a, b) => a.ms - b.ms);
  return runs[Math.floor(runs.length / 2)];
}

const rows = [];
if (!DESIGNER_ONLY && measured(PAGES[0])) {
  const [login] = PAGES;
  const url = `${origin}${login.path}`;
  rows.push([login, await medianAudit(url), await medianFirstRow(url, login.first)]);
}
await signIn();
if (!DESIGNER_ONLY) {
  const contract = await firstContractId();
  for (const entry of PAGES.slice(1).filter(measured)) {
    const url = `${origin}${entry.path.replace(':id', String(contract))}`;
    rows.push([entry, await medianAudit(url), await medianFirstRow(url, entry.first)]);
  }
}

const DESIGNER_ITEMS = 200;

/**
 * The designer with 200 items on the sheet (a company template saved through the API, which the
 * designer opens as the latest): one item dragged across the sheet by a mouse, one step per frame, at
 * 1366 px. Every animation frame's time is recorded in the page while the drag lasts, and the main
 * thread's work per pointer move is the event's handling time (Event Timing).
 */
async function designerDrag(context) {
  const page = await context.newPage();
  await page.setViewportSize({ width: 1366, height: 1000 });
  await page.goto(`${origin}/settings`);
  const token = await page.evaluate(() => localStorage.getItem('accessToken'));
  const fields = Array.from({ length: DESIGNER_ITEMS }, (_, i) => ({
    kind: 'TEXT',
    value: `نص ${i + 1}`,
    style: { fontSize: 12, color: '#111827' },
    x: 16 + (i % 10) * 72,
    y: 16 + Math.floor(i / 10) * 48,
    width: 64,
    height: 40,
  }));
  const created = await fetch(`${origin}/api/carcontracts/v1/templates`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ name: `قالب ${DESIGNER_ITEMS} عنصراً ${Date.now()}`, fields }),
  });
  if (!created.ok) throw new Error(`POST /templates answered ${created.status}`);
  await page.getByRole('button', { name: 'تصميم طباعة العقد' }).click();
  const items = page.getByTestId('designer-page').locator('.cc-designer-item');
  await items.nth(DESIGNER_ITEMS - 1).waitFor();
  const count = await items.count();
  const box = await items.nth(55).boundingBox();
  await page.evaluate(() => {
    const w = /** @type {any} */ (window);
    w.__frames = [];
    w.__moves = [];
    w.__work = [];
    // A frame's work: from its first pointer move (or the animation frame) until its rendering is done.
    let inputAt = null;
    let startedAt = 0;
    window.addEventListener(
      'pointermove',
      () => {
        inputAt ??= performance.now();
      },
      { capture: true },
    );
    const afterRendering = new MessageChannel();
    afterRendering.port1.onmessage = () => {
      if (w.__recording) w.__work.push(performance.now() - startedAt);
    };
    new PerformanceObserver((list) => {
      for (const e of list.getEntries())
        if (e.name === 'pointermove') w.__moves.push(e.processingEnd - e.processingStart);
    }).observe({ type: 'event', durationThreshold: 16, buffered: false });
    const tick = (t) => {
      w.__frames.push(t);
      startedAt = inputAt ?? performance.now();
      inputAt = null;
      afterRendering.port2.postMessage(0);
      if (w.__recording) requestAnimationFrame(tick);
    };
    w.__recording = true;
    requestAnimationFrame(tick);
  });
  const from = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  const STEPS = 60;
  for (let step = 1; step <= STEPS; step++) {
    await page.mouse.move(from.x - (240 * step) / STEPS, from.y + (160 * step) / STEPS);
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => r(undefined))));
  }
  await page.mouse.up();
  await page.evaluate(() => new Promise((r) => setTimeout(r, 300)));
  const { frames, moves, work } = await page.evaluate(() => {
    const w = /** @type {any} */ (window);
    w.__recording = false;
    return { frames: w.__frames, moves: w.__moves, work: w.__work };
  });
  await page.close();
  const intervals = frames
    .slice(1)
    .map((t, i) => t - frames[i])
    .sort((a, b) => a - b);
  const at = (q) => intervals[Math.min(intervals.length - 1, Math.floor(q * intervals.length))] ?? 0;
  work.sort((a, b) => a - b);
  const workAt = (q) => work[Math.min(work.length - 1, Math.floor(q * work.length))] ?? 0;
  return {
    workP50: workAt(0.5),
    workP95: workAt(0.95),
    workMax: work.at(-1) ?? 0,
    items: count,
    frames: intervals.length,
    p50: at(0.5),
    p95: at(0.95),
    max: intervals.at(-1) ?? 0,
    slowMoves: moves.length,
  };
}
const designer = ONLY_PAGES ? null : await designerDrag(browser);

await browser.close();
rmSync(profile, { recursive: true, force: true });

/** A Markdown table with padded columns (as the repository's formatter writes them). */
function table(head, body) {
  const all = [head, ...body];
  const widths = head.map((_, i) => Math.max(3, ...all.map((r) => r[i].length)));
  const line = (r) => `| ${r.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
  return [line(head), `| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |`, ...body.map(line)];
}

const designerLine = !designer
  ? []
  : [
      `Designer, ${designer.items} items on the sheet, one dragged for 60 frames at 1366 px: ${designer.frames} frames, ` +
        `interval p50 ${designer.p50.toFixed(1)} ms, p95 ${designer.p95.toFixed(1)} ms, longest ${designer.max.toFixed(1)} ms (60 Hz: 16.7 ms at best); ` +
        `main-thread work per frame p50 ${designer.workP50.toFixed(1)} ms, p95 ${designer.workP95.toFixed(1)} ms, longest ${designer.workMax.toFixed(1)} ms; ` +
        `pointer moves whose handling took 16 ms or more: ${designer.slowMoves}.`,
    ];
if (DESIGNER_ONLY) {
  console.log(designerLine.join('\n'));
  stop();
  process.exit(0);
}

const lines = [
  `Run ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ${RUNS} runs each (median), Lighthouse 12 mobile preset, Debian Chromium`,
  '',
  ...table(
    [
      'page',
      'performance',
      'accessibility',
      'best practices',
      'first paint',
      'largest paint',
      'JavaScript sent',
      'first row at 1.6 Mbps',
      'bytes then',
    ],
    rows.map(([page, r, first]) => [
      `${page.name}${page.path.includes(':') || r.finalPath === page.path ? '' : ` (shown at ${r.finalPath})`}`,
      String(r.performance),
      String(r.accessibility),
      String(r.bestPractices),
      `${(r.fcp / 1000).toFixed(1)} s`,
      `${(r.lcp / 1000).toFixed(1)} s`,
      `${r.scriptKb.toFixed(0)} KB`,
      `${(first.ms / 1000).toFixed(2)} s`,
      `${first.kb.toFixed(0)} KB`,
    ]),
  ),
  '',
  "First row: a cold cache at 1.6 Mbps down, 150 ms latency, from navigation start to the first data row (the login form, the dashboard's first figure, the settings' first field) with the start-up overlay gone; target under 2.5 s.",
  '',
  ...designerLine,
];
console.log(lines.join('\n'));
if (ONLY_PAGES) {
  stop();
  process.exit(0);
}

const file = path.join(root, 'BENCHMARKS.md');
const text = readFileSync(file, 'utf8');
const start = '<!-- bench:web:start -->';
const end = '<!-- bench:web:end -->';
const block = `${start}\n${lines.join('\n')}\n${end}`;
writeFileSync(
  file,
  text.includes(start)
    ? text.replace(new RegExp(`${start}[\\s\\S]*?${end}`), block)
    : `${text.trimEnd()}\n\n## Web (pnpm bench:web)\n\n${block}\n`,
);
stop();
process.exit(0);
