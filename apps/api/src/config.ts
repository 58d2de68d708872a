import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_WEB_DIST } from './paths';

const boolFlag = z
  .string()
  .optional()
  .transform((v) => !(v !== undefined && ['false', '0', 'no', 'off'].includes(v.trim().toLowerCase())));

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.string().min(1).optional(),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  SEED_DEMO: boolFlag,
  WEB_DIST: z.string().min(1).optional(),
  ACCESS_TOKEN_TTL: z.coerce.number().int().min(10).max(86_400).default(900),
  /** How many proxies stand in front, or their addresses (docs/domain/sessions.md#the-client-address). */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((v, ctx) => {
      const trust = trustProxyOf(v);
      if (typeof trust === 'string') {
        ctx.addIssue({ code: 'custom', message: trust });
        return z.NEVER;
      }
      return trust;
    }),
  /** Other origins allowed to call the API from a browser, comma-separated (none by default). */
  CORS_ORIGINS: z
    .string()
    .optional()
    .transform((v) =>
      (v ?? '')
        .split(',')
        .map((o) => o.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.url('CORS_ORIGINS must list origins such as https://office.example.com'))),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // Browser push (docs/domain/notifications.md#push): the Firebase web app, all five or none.
  FIREBASE_API_KEY: z.string().optional(),
  FIREBASE_PROJECT_ID: z.string().optional(),
  FIREBASE_APP_ID: z.string().optional(),
  FIREBASE_MESSAGING_SENDER_ID: z.string().optional(),
  FIREBASE_VAPID_KEY: z.string().optional(),
  /** The service account that sends (a JSON key file's path, or its JSON). */
  FCM_SERVICE_ACCOUNT: z.string().optional(),
  /** What a company's uploaded files may take in all, in megabytes (docs/domain/attachments.md#quota). */
  FILES_QUOTA_MB: z.coerce.number().int().min(1).max(1_000_000).default(200),
  /**
   * What the embedded database may keep in memory (docs/architecture.md#the-embedded-databases-memory):
   * checked here, read by the database thread itself (db/pglite-worker.ts).
   */
  PGLITE_MEMORY: z.enum(['small', 'large']).default('small'),
});

/** The browser's push configuration, served by GET /push/config. */
export interface PushWebConfig {
  apiKey: string;
  projectId: string;
  appId: string;
  messagingSenderId: string;
  vapidKey: string;
}

/** What the server needs to send through Firebase Cloud Messaging (from a service-account key). */
export interface FcmServiceAccount {
  projectId: string;
  clientEmail: string;
  privateKey: string;
  tokenUri: string;
}

export type Config = {
  port: number;
  host: string;
  /** Absolute; holds only the embedded database (and its generated JWT secret). Unused with a database URL. */
  dataDir: string;
  databaseUrl: string | undefined;
  jwtSecret: string;
  seedDemo: boolean;
  webDist: string;
  accessTokenTtl: number;
  logLevel: string;
  /**
   * Which proxies' X-Forwarded-For to believe (Fastify's `trustProxy`): false, none (the socket's
   * address); a number, that many hops next to the server; a list, those addresses, CIDRs or
   * proxy-addr's names (loopback, linklocal, uniquelocal). Never `true`: the caller writes the left of
   * the header.
   */
  trustProxy: TrustProxy;
  /** Origins other than the app's own that may call the API from a browser; empty: CORS stays closed. */
  corsOrigins: string[];
  /** Browser push configuration; absent: push is off in the browser (everything else works). */
  pushWeb?: PushWebConfig | null;
  /** Server-side sending; absent: notifications are made and streamed, no push leaves. */
  fcmServiceAccount?: FcmServiceAccount | null;
  /** What a company's uploaded files may take in all, in bytes; absent: DEFAULT_FILES_QUOTA_BYTES. */
  filesQuotaBytes?: number;
};

export class ConfigError extends Error {}

export type TrustProxy = false | number | string[];

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

const TRUST_PROXY_HELP =
  'Set TRUST_PROXY to the number of proxies in front of the API (TRUST_PROXY=1 for one load balancer ' +
  'or reverse proxy), or to their addresses or CIDRs, comma-separated (TRUST_PROXY=10.0.0.0/8,192.168.1.10).';

/** An address or a CIDR, as proxy-addr takes them. */
function isProxyAddress(entry: string): boolean {
  if (PROXY_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return isIP(prefix) === 4 && family === 4; // a netmask
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * The configured trust as Fastify's `trustProxy` option. A hop count becomes a function: Fastify itself
 * trusts nothing for a number (it cannot tell the proxy from a caller that reached the server directly,
 * so a count is safe only when the proxies are the only way in: docs/domain/sessions.md#the-client-address).
 */
export function proxyTrustOf(
  trust: TrustProxy,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust !== 'number') return trust;
  if (trust === 0) return false;
  return (_address, hop) => hop < trust;
}

/**
 * TRUST_PROXY → the trust it configures, or the reason it is refused (a string). `true` is refused: it
 * would take the left-most X-Forwarded-For entry, which the caller writes, so anyone could claim any
 * address (another's, to slow their sign-in; a fresh one each time, to spread guesses).
 */
export function trustProxyOf(value: string | undefined): TrustProxy | string {
  const v = (value ?? '').trim().toLowerCase();
  if (['', 'false', '0', 'no', 'off'].includes(v)) return false;
  if (['true', 'yes', 'on'].includes(v))
    return `TRUST_PROXY=${value!.trim()} would believe any X-Forwarded-For a caller writes (anyone could claim any address). ${TRUST_PROXY_HELP}`;
  if (/^\d+$/.test(v)) {
    const hops = Number(v);
    return hops <= 10 ? hops : `TRUST_PROXY=${v}: at most 10 proxies. ${TRUST_PROXY_HELP}`;
  }
  const entries = v
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  const bad = entries.filter((e) => !isProxyAddress(e));
  if (bad.length > 0) return `TRUST_PROXY: not an address or CIDR: ${bad.join(', ')}. ${TRUST_PROXY_HELP}`;
  return entries;
}

/**
 * Reads and validates the environment. With no DATABASE_URL and no JWT_SECRET a secret is generated
 * once into DATA_DIR/jwt-secret so tokens survive restarts; with DATABASE_URL (several processes) the
 * secret must be given, since it must be the same in all of them.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): Config {
  const parsed = envSchema.safeParse(Object.fromEntries(Object.entries(env).filter(([, v]) => v !== '')));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(cwd, e.DATA_DIR);
  let jwtSecret = e.JWT_SECRET;
  if (!jwtSecret) {
    if (e.DATABASE_URL) {
      throw new ConfigError(
        'JWT_SECRET is required when DATABASE_URL is set (every process must sign tokens with the same secret). ' +
          'Set JWT_SECRET to a random string of at least 32 characters.',
      );
    }
    jwtSecret = readOrCreateSecret(path.join(dataDir, 'jwt-secret'));
  }
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    jwtSecret,
    seedDemo: e.SEED_DEMO,
    corsOrigins: e.CORS_ORIGINS,
    webDist: e.WEB_DIST ? path.resolve(cwd, e.WEB_DIST) : DEFAULT_WEB_DIST,
    accessTokenTtl: e.ACCESS_TOKEN_TTL,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    pushWeb: pushWebOf(e),
    fcmServiceAccount: e.FCM_SERVICE_ACCOUNT ? serviceAccountOf(e.FCM_SERVICE_ACCOUNT, cwd) : null,
    filesQuotaBytes: e.FILES_QUOTA_MB * 1024 * 1024,
  };
}

function pushWebOf(e: z.output<typeof envSchema>): PushWebConfig | null {
  const values = {
    apiKey: e.FIREBASE_API_KEY,
    projectId: e.FIREBASE_PROJECT_ID,
    appId: e.FIREBASE_APP_ID,
    messagingSenderId: e.FIREBASE_MESSAGING_SENDER_ID,
    vapidKey: e.FIREBASE_VAPID_KEY,
  };
  const given = Object.values(values).filter(Boolean).length;
  if (given === 0) return null;
  if (given < 5) {
    throw new ConfigError(
      'Browser push needs all of FIREBASE_API_KEY, FIREBASE_PROJECT_ID, FIREBASE_APP_ID, ' +
        'FIREBASE_MESSAGING_SENDER_ID and FIREBASE_VAPID_KEY (or none of them).',
    );
  }
  return values as PushWebConfig;
}

function serviceAccountOf(value: string, cwd: string): FcmServiceAccount {
  let json: Record<string, unknown>;
  try {
    const text = value.trim().startsWith('{') ? value : readFileSync(path.resolve(cwd, value), 'utf8');
    json = JSON.parse(text) as Record<string, unknown>;
  } catch {
    throw new ConfigError('FCM_SERVICE_ACCOUNT must be the path of a service-account JSON key, or its JSON.');
  }
  const { project_id, client_email, private_key, token_uri } = json;
  if (typeof project_id !== 'string' || typeof client_email !== 'string' || typeof private_key !== 'string')
    throw new ConfigError('FCM_SERVICE_ACCOUNT lacks project_id, client_email or private_key.');
  return {
    projectId: project_id,
    clientEmail: client_email,
    privateKey: private_key,
    tokenUri: typeof token_uri === 'string' ? token_uri : 'https://oauth2.googleapis.com/token',
  };
}

function readOrCreateSecret(file: string): string {
  if (existsSync(file)) {
    const value = readFileSync(file, 'utf8').trim();
    if (value.length >= 32) return value;
  }
  mkdirSync(path.dirname(file), { recursive: true });
  const value = randomBytes(48).toString('base64url');
  writeFileSync(file, `${value}\n`, { mode: 0o600 });
  return value;
}
