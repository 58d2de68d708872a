import { defaultClientConditions } from 'vite';
import { defineConfig } from 'vitest/config';

// '@cc/source' resolves workspace packages to their sources, so tests need no prior build.
const conditions = ['@cc/source', ...defaultClientConditions];

export default defineConfig({
  // The shared setup file lives outside any package; dedupe resolves its imports from this package.
  resolve: { conditions, dedupe: ['@testing-library/jest-dom', '@testing-library/react', 'vitest'] },
  ssr: { resolve: { conditions } },
  test: {
    // Several suites share two cores in CI: give slow machines room, the assertions stay the same.
    testTimeout: 20_000,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['../../tooling/test/setup-dom.ts'],
  },
});
