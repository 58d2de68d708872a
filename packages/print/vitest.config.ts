import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// '@cc/source' resolves workspace packages to their sources; the rest are Vite's default client conditions.
const conditions = ['@cc/source', 'module', 'browser', 'development|production'];

export default defineConfig({
  plugins: [react()],
  resolve: {
    conditions,
    // The shared setup file lives outside any package; dedupe resolves its imports from this package.
    dedupe: ['@testing-library/jest-dom', '@testing-library/react', 'vitest', 'react', 'react-dom'],
  },
  ssr: { resolve: { conditions } },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['../../tooling/test/setup-dom.ts', './src/test-setup.ts'],
    testTimeout: 20_000,
  },
});
