// The API's memory on the embedded database (PGlite), as a small office runs it all day: the built API
// (node dist/server.js, production) started on the demo data and on `pnpm bench`'s data (100,000 cars
// by default), its resident memory read from /proc at idle, all through a working burst (lists with
// varying pages and keywords, the dashboard, reports, the exports, payments written alongside) and at
// idle again after it, for each setting of PGLITE_MEMORY run alternately on the same data. Prints
// figures; it is not a timed test.
//
//   pnpm --filter @cc/api build && pnpm --filter @cc/api bench:memory [--only=demo|scale]
//
// MEMORY_SETTINGS='[{"label":"x","env":{…}}]' compares other settings (environment of the API; "nodeArgs",
// node's options; "script", another build's server.js, relative to apps/api).
// Targets (issue 37): idle under 250 MB, peak under 350 MB, at both sizes.
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { startServer } from '../test/server-process';
import { BENCH_LOGINS, benchLocation, benchSizeFromEnv, openBenchData } from './scale-database';

const BASE = '/api/carcontracts/v1';
const BURST_MS = Number(process.env.MEMORY_BURST_MS ?? 30_000);
const IDLE_MS = 10_000;
const only = process.argv.find((a) => a.startsWith('--only='))?.slice('--only='.length);

/** Resident and peak resident memory of a process, in MB. */
function memoryOf(pid: number): { rss: number; hwm: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (key: string) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rss: kb('VmRSS') / 1024, hwm: kb('VmHWM') / 1024 };
}

interface Figures {
  data: string;
  startMs: number;
  idle: number;
  burstPeak: number;
  hwm: number;
  idleAfter: number;
  requests: number;
  failures: number;
  /** Of the burst's requests, in ms. */
  median: number;
  p95: number;
}

function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
}

const KEYWORDS = ['', 'تويوتا', 'كيا', 'هيونداي', 'أبيض', 'بغداد', '2022', 'محمد', 'علي'];

async function measure(
  data: string,
  env: Record<string, string>,
  login: { username: string; password: string },
  port: number,
  nodeArgs: string[] = [],
  script?: string,
): Promise<Figures> {
  const started = performance.now();
  const server = await startServer(
    {
      JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256-signing',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      ...env,
    },
    port,
    { nodeArgs: ['--enable-source-maps', ...nodeArgs], builtOnly: true, discardLog: true, script },
  );
  const startMs = performance.now() - started;
  const pid = server.child.pid!;
  const url = `${server.origin}${BASE}`;
  try {
    const signIn = await fetch(`${url}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(login),
    });
    const token = ((await signIn.json()) as { data: { accessToken: string } }).data.accessToken;
    const headers = { authorization: `Bearer ${token}` };
    await sleep(IDLE_MS);
    const idle = memoryOf(pid).rss;

    let burstPeak = idle;
    const sampler = setInterval(() => {
      burstPeak = Math.max(burstPeak, memoryOf(pid).rss);
    }, 100);
    let failures = 0;
    const times: number[] = [];
    const get = async (pathAndQuery: string) => {
      const sent = performance.now();
      const res = await fetch(`${url}${pathAndQuery}`, { headers });
      await res.arrayBuffer();
      times.push(performance.now() - sent);
      if (!res.ok) failures++;
    };
    const until = performance.now() + BURST_MS;
    let i = 0;
    // Four clients at once, each request another one (page, keyword, list).
    await Promise.all(
      [0, 1, 2, 3].map(async (client) => {
        while (performance.now() < until) {
          const n = i++;
          const q = encodeURIComponent(KEYWORDS[n % KEYWORDS.length]!);
          const page = 1 + (n % 7);
          const step = (n + client) % 10;
          if (step === 0) await get(`/car?page=${page}&limit=25&keyword=${q}`);
          else if (step === 1) await get(`/contracts?page=${page}&limit=25&keyword=${q}`);
          else if (step === 2) await get(`/persons?page=${page}&limit=25&keyword=${q}`);
          else if (step === 3) await get(`/payments?page=${page}&limit=25`);
          else if (step === 4) await get(`/installments?page=${page}&limit=25`);
          else if (step === 5) await get('/dashboard');
          else if (step === 6) await get('/reports/aging');
          else if (step === 7) await get(`/collections?page=${page}&limit=25`);
          else if (step === 8 && n % 40 === 8) await get('/car/export');
          else if (step === 9 && n % 40 === 9) await get('/payments/export');
          else await get(`/car?page=${page + 7}&limit=50&keyword=${q}`);
        }
      }),
    );
    clearInterval(sampler);
    burstPeak = Math.max(burstPeak, memoryOf(pid).rss);
    await sleep(IDLE_MS);
    const after = memoryOf(pid);
    return {
      data,
      startMs,
      idle,
      burstPeak,
      hwm: after.hwm,
      idleAfter: after.rss,
      requests: times.length,
      failures,
      median: quantile(times, 0.5),
      p95: quantile(times, 0.95),
    };
  } finally {
    await server.stop();
  }
}

interface Setting {
  label: string;
  /** The API's environment. */
  env: Record<string, string>;
  /** Node's options (default: `pnpm start`'s). */
  nodeArgs?: string[];
  /** Another build's server.js, from apps/api (default: dist/server.js): two builds compared. */
  script?: string;
}

/** What is compared: PGLITE_MEMORY's two settings, each run twice, alternately, on the same data. */
const SETTINGS: Setting[] = process.env.MEMORY_SETTINGS
  ? JSON.parse(process.env.MEMORY_SETTINGS)
  : [
      // As the API ran before the memory was looked at: PostgreSQL's cache size, V8's defaults.
      { label: 'as before', env: { PGLITE_MEMORY: 'large' }, nodeArgs: ['--max-semi-space-size=16'] },
      // As `pnpm start` runs it now.
      { label: 'as now', env: { PGLITE_MEMORY: 'small' } },
    ];
const ROUNDS = Number(process.env.MEMORY_ROUNDS ?? 2);

const figures: Figures[] = [];
async function compare(
  data: string,
  env: Record<string, string>,
  login: { username: string; password: string },
) {
  let port = 4480;
  for (let round = 0; round < ROUNDS; round++)
    for (const setting of SETTINGS)
      figures.push(
        await measure(
          `${data}, ${setting.label}`,
          { ...env, ...setting.env },
          login,
          port++,
          setting.nodeArgs,
          setting.script && path.resolve(import.meta.dirname, '..', setting.script),
        ),
      );
}

if (only !== 'scale') {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'cc-memory-'));
  const demo = { username: 'company', password: 'Demo@12345' };
  try {
    // The first start seeds the demo data (its own peak, once); the figures are of a later day's start.
    figures.push(await measure('demo, seeding start', { DATA_DIR: dir, SEED_DEMO: 'true' }, demo, 4471));
    await compare('demo', { DATA_DIR: dir, SEED_DEMO: 'false' }, demo);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
if (only !== 'demo') {
  const size = benchSizeFromEnv();
  // Makes (or reuses) the data, then lets go of it for the API.
  const data = await openBenchData('pglite', size, 1);
  await data.database.close();
  await compare(
    `${size.cars.toLocaleString('en')} cars`,
    { DATA_DIR: benchLocation('pglite', size), SEED_DEMO: 'false' },
    { username: BENCH_LOGINS.owner, password: BENCH_LOGINS.password },
  );
}

const mb = (n: number) => `${n.toFixed(0)} MB`.padStart(7);
const ms = (n: number) => `${n.toFixed(0)} ms`.padStart(7);
console.log(
  `\nAPI on PGlite, resident memory by PGLITE_MEMORY (load average ${os.loadavg()[0]!.toFixed(1)}, burst ${BURST_MS / 1000} s, 4 clients)`,
);
console.log(
  'data                     start     idle  burst peak  peak (HWM)  idle after  requests (failed)  median      p95',
);
for (const f of figures)
  console.log(
    `${f.data.padEnd(22)} ${`${(f.startMs / 1000).toFixed(1)} s`.padStart(7)}  ${mb(f.idle)}     ${mb(f.burstPeak)}     ${mb(f.hwm)}     ${mb(f.idleAfter)}  ${`${f.requests} (${f.failures})`.padEnd(17)} ${ms(f.median)}  ${ms(f.p95)}`,
  );
