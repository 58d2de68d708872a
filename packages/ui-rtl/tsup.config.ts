import { copyFile } from 'node:fs/promises';
import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  external: ['react', 'react-dom', 'react/jsx-runtime'],
  // The stylesheet is plain CSS whose only imports are @fontsource files, resolved from this package's
  // node_modules by the consumer's bundler. The exports map points at src/styles.css (so workspace
  // Vite needs no build); the copy in dist serves consumers of the built package.
  onSuccess: async () => {
    await copyFile('src/styles.css', 'dist/styles.css');
  },
});
