import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The example as a host app builds it. In this workspace '@cc/source' resolves the designer (and the
// packages it uses) to their sources, so no prior build is needed; an app that installs the package
// leaves the condition out and gets its dist/.
export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  resolve: { conditions: ['@cc/source', 'module', 'browser', 'development|production'] },
  // One chunk: React, the designer and the API's template schemas it validates against.
  build: { outDir: 'dist', emptyOutDir: true, reportCompressedSize: false, chunkSizeWarningLimit: 1024 },
  logLevel: 'warn',
});
