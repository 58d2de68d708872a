import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, proxyTrustOf } from './config';

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

  it('reads TRUST_PROXY as a hop count or proxy addresses, and refuses "trust the caller"', () => {
    const env = { JWT_SECRET: 's'.repeat(32) };
    const trust = (value?: string) => loadConfig({ ...env, TRUST_PROXY: value }).trustProxy;
    for (const off of [undefined, '', 'false', '0', 'off']) expect(trust(off)).toBe(false);
    expect(trust('1')).toBe(1);
    expect(trust('2')).toBe(2);
    expect(trust('10.0.0.0/8, 192.168.1.10 ,fd00::/8,loopback')).toEqual([
      '10.0.0.0/8',
      '192.168.1.10',
      'fd00::/8',
      'loopback',
    ]);
    // `true` would take the left-most X-Forwarded-For entry, which the caller writes.
    for (const yes of ['true', 'TRUE', 'yes', 'on'])
      expect(() => trust(yes)).toThrow(/TRUST_PROXY=.*would believe any X-Forwarded-For.*TRUST_PROXY=1/s);
    expect(() => trust('proxy.example.com')).toThrow(
      /TRUST_PROXY: not an address or CIDR: proxy\.example\.com/,
    );
    expect(() => trust('10.0.0.0/33')).toThrow(/not an address or CIDR/);
    expect(() => trust('11')).toThrow(/at most 10 proxies/);
  });

  it('hands Fastify a hop count as a function, since Fastify trusts nothing for a number', () => {
    const hops = proxyTrustOf(1) as (address: string, hop: number) => boolean;
    // Hop 0 is the socket's peer (the proxy), hop 1 the address it appended: the client.
    expect([hops('10.0.0.1', 0), hops('203.0.113.9', 1), hops('198.51.100.1', 2)]).toEqual([
      true,
      false,
      false,
    ]);
    expect(proxyTrustOf(0)).toBe(false);
    expect(proxyTrustOf(['10.0.0.0/8'])).toEqual(['10.0.0.0/8']);
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

  it('takes PGLITE_MEMORY small or large only', () => {
    const env = { JWT_SECRET: 's'.repeat(32) };
    expect(() => loadConfig({ ...env, PGLITE_MEMORY: 'large' })).not.toThrow();
    expect(() => loadConfig({ ...env, PGLITE_MEMORY: 'huge' })).toThrow(/PGLITE_MEMORY/);
  });
});
