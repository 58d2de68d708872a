import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('applies the defaults and persists a generated JWT secret in DATA_DIR', () => {
    const cwd = mkdtempSync(path.join(tmpdir(), 'cc-config-'));
    try {
      const config = loadConfig({}, cwd);
      expect(config).toMatchObject({
        port: 3000,
        host: '0.0.0.0',
        dataDir: path.join(cwd, 'data'),
        seedDemo: true,
        accessTokenTtl: 900,
        logLevel: 'info',
        databaseUrl: undefined,
      });
      expect(config.webDist).toMatch(/web[/\\]dist$/);
      expect(readFileSync(path.join(cwd, 'data', 'jwt-secret'), 'utf8').trim()).toBe(config.jwtSecret);
      expect(loadConfig({}, cwd).jwtSecret).toBe(config.jwtSecret);
    } finally {
      rmSync(cwd, { recursive: true, force: true });
    }
  });

  it('reads CORS_ORIGINS as a list of origins, closed by default, and refuses a non-URL', () => {
    const secret = 'x'.repeat(40);
    expect(loadConfig({ JWT_SECRET: secret }).corsOrigins).toEqual([]);
    expect(
      loadConfig({ JWT_SECRET: secret, CORS_ORIGINS: 'https://a.example.com, https://b.example.com' })
        .corsOrigins,
    ).toEqual(['https://a.example.com', 'https://b.example.com']);
    expect(() => loadConfig({ JWT_SECRET: secret, CORS_ORIGINS: 'office' })).toThrow(/CORS_ORIGINS/);
  });

  it('requires JWT_SECRET with DATABASE_URL', () => {
    expect(() => loadConfig({ DATABASE_URL: 'postgresql://x@localhost/db' })).toThrow(ConfigError);
    expect(() => loadConfig({ DATABASE_URL: 'postgresql://x@localhost/db' })).toThrow(
      /JWT_SECRET is required/,
    );
    const ok = loadConfig({ DATABASE_URL: 'postgresql://x@localhost/db', JWT_SECRET: 's'.repeat(32) });
    expect(ok.jwtSecret).toBe('s'.repeat(32));
  });

  it('reads SEED_DEMO, PORT and ACCESS_TOKEN_TTL, and refuses nonsense', () => {
    const env = { JWT_SECRET: 's'.repeat(32) };
    expect(loadConfig({ ...env, SEED_DEMO: 'false' }).seedDemo).toBe(false);
    expect(loadConfig({ ...env, SEED_DEMO: '0' }).seedDemo).toBe(false);
    expect(loadConfig({ ...env, SEED_DEMO: 'true' }).seedDemo).toBe(true);
    expect(loadConfig({ ...env, PORT: '4000', ACCESS_TOKEN_TTL: '60' })).toMatchObject({
      port: 4000,
      accessTokenTtl: 60,
    });
    expect(() => loadConfig({ ...env, PORT: 'abc' })).toThrow(/PORT/);
  });
});
