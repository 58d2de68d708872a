import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  // Shared runtime libraries and the workspace packages stay imports; the app bundles them once.
  external: ['react', 'react-dom', 'react/jsx-runtime', 'zustand', 'interactjs', /^@cc\//],
});
