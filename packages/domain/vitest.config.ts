import { defineConfig } from 'vitest/config';

// Pure code: the node environment is enough, and nothing here depends on another workspace package.
export default defineConfig({
  test: { environment: 'node', include: ['src/**/*.test.ts'] },
});
