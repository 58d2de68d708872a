import { defineConfig } from 'tsup';

// One ESM file for Node 20. npm dependencies stay external (installed beside it); workspace @cc/*
// packages are bundled in from their sources, so production needs neither their builds nor a condition.
export default defineConfig({
  entry: ['src/server.ts', 'src/backup-cli.ts'],
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  splitting: false,
  noExternal: [/^@cc\//],
  esbuildOptions(options) {
    options.conditions = ['@cc/source'];
  },
});
