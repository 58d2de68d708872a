import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const conditions = ['@cc/source', 'module', 'browser', 'development|production'];

export default defineConfig({
  plugins: [react()],
  resolve: {
    conditions,
    dedupe: ['@testing-library/jest-dom', '@testing-library/react', 'vitest', 'react', 'react-dom'],
  },
  ssr: { resolve: { conditions } },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['../../tooling/test/setup-dom.ts'],
    testTimeout: 20_000,
  },
});
