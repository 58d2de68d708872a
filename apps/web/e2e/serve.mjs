// Starts the built product (API serving the built web app) on a fresh embedded database with demo data.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { E2E_JWT_SECRET } from './secret.mjs';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cc-e2e-'));
const server = path.resolve(import.meta.dirname, '../../api/dist/server.js');
const child = spawn(process.execPath, [server], {
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: process.env.E2E_PORT ?? '4173',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    JWT_SECRET: E2E_JWT_SECRET,
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
  },
});
const stop = () => child.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
