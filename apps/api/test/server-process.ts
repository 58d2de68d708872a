import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { TEST_SECRET } from './helper';

const API_DIR = path.resolve(import.meta.dirname, '..');
const BUILT = path.join(API_DIR, 'dist/server.js');

/** The built server (`pnpm build`), or its sources through tsx when there is no build. */
/** V8's young generation as `pnpm start` sizes it. */
export const SEMI_SPACE = '--max-semi-space-size=4';

function serverCommand(script: string | undefined, nodeArgs: readonly string[]): string[] {
  // As `pnpm start` runs it (docs/architecture.md#the-embedded-databases-memory), unless told otherwise.
  const young = nodeArgs.some((a) => a.startsWith('--max-semi-space-size')) ? [] : [SEMI_SPACE];
  if (script) return [...young, script];
  if (existsSync(BUILT)) return [...young, BUILT];
  return ['--conditions=@cc/source', '--import', 'tsx', path.join(API_DIR, 'src/server.ts')];
}

export interface ServerProcess {
  readonly origin: string;
  readonly child: ChildProcess;
  /** What the process wrote, for a failure's message. */
  output(): string;
  /** SIGKILL, and wait until the process is gone. */
  kill(): Promise<void>;
  /** SIGTERM (a clean stop), and wait until the process is gone. */
  stop(): Promise<void>;
  alive(): boolean;
}

/** How a caller other than the tests starts it (the benchmarks). */
export interface ServerOptions {
  /** Node's options before the script (`--import` of a recorder). */
  nodeArgs?: string[];
  /** An IPC channel to the child (`child.send`, its `message` events). */
  ipc?: boolean;
  /** The built server only: fail when there is no build instead of running the sources. */
  builtOnly?: boolean;
  /** The log (stdout) dropped and errors (stderr) shown, instead of kept for `output()`: a long run. */
  discardLog?: boolean;
  /** Another build's server.js (a benchmark comparing two builds); default: dist/server.js. */
  script?: string;
}

/**
 * Starts the real server process (as `pnpm start` does) on a free port and waits until it answers
 * /health. `env`: DATA_DIR or DATABASE_URL; the demo data is seeded into an empty database.
 */
export async function startServer(
  env: Record<string, string>,
  port: number,
  { nodeArgs = [], ipc = false, builtOnly = false, discardLog = false, script }: ServerOptions = {},
): Promise<ServerProcess> {
  if (builtOnly && !script && !existsSync(BUILT)) throw new Error('Build first: pnpm build');
  let output = '';
  const child = spawn(process.execPath, [...nodeArgs, ...serverCommand(script, nodeArgs)], {
    cwd: API_DIR,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: '',
      JWT_SECRET: TEST_SECRET,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: [
      'ignore',
      discardLog ? 'ignore' : 'pipe',
      discardLog ? 'inherit' : 'pipe',
      ...(ipc ? (['ipc'] as const) : []),
    ],
  });
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const origin = `http://127.0.0.1:${port}`;
  const server: ServerProcess = {
    origin,
    child,
    output: () => output,
    alive: () => child.exitCode === null && child.signalCode === null,
    kill: async () => {
      if (server.alive()) child.kill('SIGKILL');
      await exited;
    },
    stop: async () => {
      if (server.alive()) child.kill('SIGTERM');
      await exited;
    },
  };
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (!server.alive()) throw new Error(`the server exited while starting:\n${output}`);
    try {
      const res = await fetch(`${origin}/api/carcontracts/v1/health`);
      if (res.ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  await server.kill();
  throw new Error(`the server did not answer /health within 90 s:\n${output}`);
}

export const API = '/api/carcontracts/v1';

/** A JSON call to a running server; a dropped connection answers status 0. */
export async function call(
  origin: string,
  method: string,
  url: string,
  { token, body, headers = {} }: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
  // biome-ignore lint/suspicious/noExplicitAny: the tests read answers of many shapes
): Promise<{ status: number; body: any; headers?: Headers }> {
  try {
    const res = await fetch(`${origin}${API}${url}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(20_000),
    });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // not JSON
    }
    return { status: res.status, body: parsed, headers: res.headers };
  } catch {
    return { status: 0, body: null };
  }
}

export async function signIn(origin: string, username: string, password: string): Promise<string> {
  const res = await call(origin, 'POST', '/auth/login', { body: { username, password } });
  if (res.status !== 200)
    throw new Error(`sign-in of ${username}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data.accessToken as string;
}

/**
 * A port for a child server: the run's base plus an offset per test file (each file its own offsets).
 * Kept in 20000–31999, below Linux's ephemeral range (32768–60999), where any outgoing connection of a
 * parallel test (a database client, a fetch) may already hold the port.
 */
export function testPort(offset: number): number {
  return 20_000 + ((process.pid * 7 + offset) % 12_000);
}
