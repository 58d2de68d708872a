import { defineConfig } from 'vitest/config';

// The '@cc/source' condition resolves workspace packages to their sources, so no prior build is needed.
// The other entries are Vite's default client conditions (this package does not depend on vite itself).
const conditions = ['@cc/source', 'module', 'browser', 'development|production'];

export default defineConfig({
  resolve: { conditions },
  ssr: { resolve: { conditions } },
  test: {
    // Several suites share two cores in CI: give slow machines room, the assertions stay the same.
    testTimeout: 20_000,
    environment: 'jsdom',
    include: ['src/**/*.test.ts'],
  },
});
