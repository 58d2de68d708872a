import { defineConfig } from 'tsup';

export default defineConfig({
  // The fake lives behind its own entry so that no production bundle contains it.
  entry: { index: 'src/index.ts', 'testing/index': 'src/testing/index.ts' },
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  external: ['react', 'react-dom', 'react/jsx-runtime', '@tanstack/react-query', /^@cc\//],
});
