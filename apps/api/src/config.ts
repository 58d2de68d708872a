import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
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
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((v) => v !== undefined && ['true', '1', 'yes', 'on'].includes(v.trim().toLowerCase())),
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
  /** Behind a reverse proxy / load balancer: take the client address from X-Forwarded-For. */
  trustProxy: boolean;
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
