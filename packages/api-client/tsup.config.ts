import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  // Workspace packages and ky stay imports; the app bundles them once.
  external: ['@cc/contracts', 'ky'],
});
