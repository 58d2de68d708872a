import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  // React and the workspace packages stay imports; the app bundles them once.
  external: ['react', 'react-dom', 'react/jsx-runtime', /^@cc\//],
});
