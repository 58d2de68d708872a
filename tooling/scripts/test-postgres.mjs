#!/usr/bin/env node
// Runs the API integration tests against a real PostgreSQL server (DATABASE_URL, or the default below).
// No server: outside CI a notice and success; in CI (CI=true) a failure, so a broken setup is never green.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const url = process.env.DATABASE_URL || 'postgresql://postgres@127.0.0.1:5432/test';
const safeUrl = url.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@');

// `pg` is a dependency of apps/api, resolved from there.
const require = createRequire(path.join(root, 'apps/api/package.json'));
const pg = require('pg');

async function reachable() {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  } finally {
    await client.end().catch(() => {});
  }
}

const problem = await reachable();
if (problem) {
  if (process.env.CI === 'true') {
    console.error(`test:pg: PostgreSQL at ${safeUrl} is not reachable (${problem}). CI needs it: failing.`);
    process.exit(1);
  }
  console.log(
    `test:pg: PostgreSQL at ${safeUrl} is not reachable (${problem}); skipping the PostgreSQL run.`,
  );
  console.log('  Start a server or set DATABASE_URL to run it. In CI (CI=true) this is a failure.');
  process.exit(0);
}

console.log(`test:pg: running the API tests against ${safeUrl}`);
const run = spawnSync('pnpm', ['--filter', '@cc/api', 'test'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, DATABASE_URL: url },
});
process.exit(run.status ?? 1);
