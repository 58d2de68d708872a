import { defineConfig } from 'vitest/config';
import { vitestConfig } from '../../tooling/config/vitest.mts';

export default defineConfig(
  vitestConfig({
    environment: 'node',
    test: {
      globalSetup: ['./test/global-setup.ts'],
      testTimeout: 30_000,
      hookTimeout: 60_000,
      // The PostgreSQL run (DATABASE_URL, `pnpm test:pg`, alone in CI) takes a worker per core, not Vitest's
      // default of one fewer (a single worker on two cores): its files wait on the server, another process.
      // The PGlite run keeps the default: it shares the cores with the other packages' tests.
      ...(process.env.DATABASE_URL ? { maxWorkers: '100%' } : {}),
    },
  }),
);
