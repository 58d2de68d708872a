#!/usr/bin/env node
// The proof that an app outside this workspace can install, design and print with @cc/template-designer
// from its tarball alone (README.md): packs the built package (scripts/pack.mjs), copies
// examples/outside-app into a temporary folder, installs the tarball and public packages from the
// registry (its own lockfile), type-checks and builds it with Vite, serves the build, and in Chromium
// drags a field onto the page, saves through the app's in-memory data source and prints the saved
// template with the renderer: the Arabic line's numbers read back in order. Nothing resolves through the
// workspace. Needs the package built (`pnpm build`) and Chromium (CHROMIUM_PATH, default /usr/bin/chromium).
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';

const root = path.resolve(import.meta.dirname, '..');
const app = mkdtempSync(path.join(tmpdir(), 'cc-designer-app-'));
const keep = process.env.KEEP_OUTSIDE_APP === '1';
// A clean environment: nothing of the workspace's pnpm or npm settings reaches the app's npm.
const env = Object.fromEntries(
  Object.entries(process.env).filter(([k]) => !/^(npm_|pnpm_|PNPM_|NODE_PATH$|NODE_OPTIONS$)/i.test(k)),
);
const run = (command, args) => {
  const started = Date.now();
  execFileSync(command, args, { cwd: app, env, stdio: ['ignore', 'inherit', 'inherit'] });
  console.log(`  ${command} ${args.join(' ')}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
};

const MIME = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.woff2': 'font/woff2' };
function serve(dir) {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    let file = path.join(dir, decodeURIComponent(url.pathname));
    if (!file.startsWith(dir) || !statSync(file, { throwIfNoEntry: false })?.isFile())
      file = path.join(dir, 'index.html');
    res.setHeader('content-type', MIME[path.extname(file)] ?? 'application/octet-stream');
    res.end(readFileSync(file));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

function check(condition, message) {
  if (!condition) throw new Error(message);
  console.log(`  ✓ ${message}`);
}

let server;
let browser;
try {
  console.log(`outside app in ${app}`);
  cpSync(path.join(root, 'examples/outside-app'), app, {
    recursive: true,
    filter: (src) => !/node_modules|[\\/]dist$/.test(src),
  });
  const tarball = execFileSync('node', [path.join(root, 'scripts/pack.mjs'), app], {
    encoding: 'utf8',
  }).trim();
  renameSync(tarball, path.join(app, 'cc-template-designer.tgz'));
  run('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error']);
  const installed = JSON.parse(
    readFileSync(path.join(app, 'node_modules/@cc/template-designer/package.json'), 'utf8'),
  );
  check(
    !JSON.stringify(installed).includes('workspace:') &&
      Object.keys({ ...installed.dependencies, ...installed.peerDependencies }).every(
        (n) => !n.startsWith('@cc/'),
      ),
    `${installed.name}@${installed.version} installed from its tarball with public packages only`,
  );
  run('npm', ['run', 'build']);
  server = await serve(path.join(app, 'dist'));
  const origin = `http://127.0.0.1:${server.address().port}`;

  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
  const page = await browser.newPage({ viewport: { width: 1366, height: 1000 }, locale: 'ar-IQ' });
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('requestfailed', (r) => errors.push(`${r.url()} ${r.failure()?.errorText}`));
  await page.goto(origin);

  const picker = page.getByRole('combobox', { name: 'اختر القالب' });
  await picker.waitFor();
  await page.waitForFunction(() => {
    const select = document.querySelector('select');
    return select && select.value !== '' && !select.disabled;
  });
  check(true, 'the designer mounts and opens the app’s template');
  const sheet = page.getByTestId('designer-page');
  const from = await page.locator('.cc-designer-field[data-field-id="customer.address"]').boundingBox();
  const to = await sheet.boundingBox();
  const scale = to.width / 794;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 4, from.y + from.height / 2 + 4, { steps: 2 });
  await page.mouse.move(to.x + 402 * scale, to.y + 202 * scale, { steps: 12 });
  await page.mouse.up();
  await sheet.locator('[data-field-id="customer.address"]').waitFor();
  check(true, 'a field of the app’s catalogue is dragged onto the page');
  await page.getByRole('button', { name: 'حفظ', exact: true }).click();
  await page.getByRole('status').filter({ hasText: 'تم الحفظ بنجاح' }).waitFor();
  check(true, 'saved through the app’s in-memory data source');

  await page.getByRole('button', { name: 'طباعة العقد' }).click();
  const printed = page.locator('.cc-print-sheet .cc-print-item[data-field-id="customer.address"]');
  await printed.waitFor();
  const text = await printed.textContent();
  check(
    text === 'بغداد، شارع 14 رمضان، دار 7/3',
    `the renderer prints the saved field from the record: «${text}»`,
  );
  // Read back as drawn: each number's characters left to right, the Arabic words right to left.
  const drawn = await printed.evaluate((el) => {
    const xOf = (node, index) => {
      const range = document.createRange();
      range.setStart(node, index);
      range.setEnd(node, index + 1);
      return range.getBoundingClientRect().x;
    };
    const runs = [...el.querySelectorAll('bdi')].map((bdi) => {
      const node = bdi.firstChild;
      const xs = [...bdi.textContent].map((_, i) => xOf(node, i));
      return { text: bdi.textContent, leftToRight: xs.every((x, i) => i === 0 || x > xs[i - 1]) };
    });
    const line = el.querySelector('p').firstChild;
    return { runs, arabicRightToLeft: xOf(line, 0) > xOf(line, 7) };
  });
  check(
    drawn.runs.map((r) => r.text).join(' ') === '14 7/3' && drawn.runs.every((r) => r.leftToRight),
    'its numbers are isolated and drawn in order (14, 7/3)',
  );
  check(drawn.arabicRightToLeft, 'its Arabic words run right to left');
  const font = await page.evaluate(async () => {
    await document.fonts.ready;
    return document.fonts.check('16px "Cairo Variable"', 'بغداد');
  });
  check(font, 'the bundled Arabic font loads from the app’s own build (no CDN)');
  await page.emulateMedia({ media: 'print' });
  const paper = await page.locator('.cc-print-sheet').evaluate((el) => getComputedStyle(el).width);
  check(Math.abs(Number.parseFloat(paper) - 793.7) < 1, `in print the sheet is A4 wide (210 mm = ${paper})`);
  check(
    errors.length === 0,
    `no page error or failed request${errors.length ? `: ${errors.join('; ')}` : ''}`,
  );
  console.log('outside app: designed and printed from the tarball');
} finally {
  await browser?.close();
  server?.close();
  if (!keep) rmSync(app, { recursive: true, force: true });
}
