import { defineConfig } from 'tsup';

// One ESM file per entry for Node 20 (the server, the backup command, and the database thread the server
// starts from beside its own file: dist/pglite-worker.js). npm dependencies stay external (installed beside it); workspace @cc/*
// packages are bundled in from their sources, so production needs neither their builds nor a condition.
export default defineConfig({
  entry: {
    server: 'src/server.ts',
    'backup-cli': 'src/backup-cli.ts',
    'pglite-worker': 'src/db/pglite-worker.ts',
  },
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
