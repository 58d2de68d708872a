import { defineConfig } from 'vitest/config';

// Pure code: the node environment is enough, and nothing here depends on another workspace package.
export default defineConfig({
  test: {
    // Several suites share two cores in CI: give slow machines room, the assertions stay the same.
    testTimeout: 20_000,
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});
