import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  // Workspace packages, React and dayjs stay imports; the app bundles them once.
  external: ['react', 'react-dom', 'react/jsx-runtime', 'dayjs', /^@cc\//],
});
