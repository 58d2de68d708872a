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
});

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
