import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  // Peer dependencies (react, react-router, zustand) and workspace packages stay imports.
  external: [
    'react',
    'react-dom',
    'react/jsx-runtime',
    'react-router',
    'zustand',
    '@cc/api-client',
    '@cc/contracts',
  ],
});
