import { defineConfig } from 'vitest/config';
import { vitestConfig } from '../../tooling/config/vitest.mts';

export default defineConfig(
  vitestConfig({
    environment: 'node',
    test: { globalSetup: ['./test/global-setup.ts'], testTimeout: 30_000, hookTimeout: 60_000 },
  }),
);
