import react from '@vitejs/plugin-react';
import { defaultClientConditions } from 'vite';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  resolve: {
    conditions: ['@cc/source', ...defaultClientConditions],
    // The shared setup file lives outside any package; dedupe resolves its imports from this app.
    dedupe: ['@testing-library/jest-dom', '@testing-library/react', 'vitest', 'react', 'react-dom'],
  },
  test: {
    // Several suites share two cores in CI: give slow machines room, the assertions stay the same.
    testTimeout: 20_000,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['../../tooling/test/setup-dom.ts'],
  },
});
