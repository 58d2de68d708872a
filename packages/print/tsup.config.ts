import { copyFile } from 'node:fs/promises';
import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  // React, the router and the workspace packages stay imports; the app bundles them once.
  external: ['react', 'react-dom', 'react/jsx-runtime', 'react-router', 'zustand', /^@cc\//],
  // The exports map points at src/styles.css (workspace Vite needs no build); the copy serves dist users.
  onSuccess: async () => {
    await copyFile('src/styles.css', 'dist/styles.css');
  },
});
