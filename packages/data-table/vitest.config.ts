import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// '@cc/source' resolves workspace packages to their sources; the rest are Vite's default client conditions.
const conditions = ['@cc/source', 'module', 'browser', 'development|production'];

export default defineConfig({
  plugins: [react()],
  // The shared setup file lives outside this package; dedupe resolves its imports from here.
  resolve: {
    conditions,
    dedupe: ['@testing-library/jest-dom', '@testing-library/react', 'react', 'react-dom'],
  },
  ssr: { resolve: { conditions } },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['../../tooling/test/setup-dom.ts'],
    // user-event under fake timers is slow on a loaded CI machine.
    testTimeout: 20_000,
  },
});
