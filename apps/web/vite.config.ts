import { createRequire } from 'node:module';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig, type Plugin } from 'vite';

/**
 * react-router 7's package exports name only its development build (remix-run/react-router#14753, fixed
 * in 8): a production bundle would carry its warnings and checks and run them on every navigation. The
 * production build ships beside it in the same package and is aliased for `vite build`.
 */
const reactRouterProduction = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

/**
 * Puts the entry's stylesheet into index.html as a `<style>` (build only): a linked stylesheet blocks the
 * first paint for one more round trip. index.html is read once per visit of the single-page app; the price
 * is the styles in every index.html instead of a cached file. The content security policy allows inline
 * styles.
 */
function inlineEntryStylesheet(): Plugin {
  return {
    name: 'cc-inline-entry-stylesheet',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        return html.replace(
          /<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g,
          (tag, file: string) => {
            const asset = bundle[file];
            return asset?.type === 'asset' ? `<style>${String(asset.source)}</style>` : tag;
          },
        );
      },
    },
  };
}

export default defineConfig(({ command }) => ({
  plugins: [react(), inlineEntryStylesheet()],
  resolve: {
    // '@cc/source' resolves workspace packages to their sources, so the app needs no prior package build.
    conditions: ['@cc/source', ...defaultClientConditions],
    alias: command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : [],
  },
  server: {
    port: 5173,
    // The API listens on 3000 in development; API_PROXY_TARGET points elsewhere when needed.
    proxy: {
      '/api': { target: process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:3000', changeOrigin: false },
    },
  },
  // The API process serves this folder in production.
  // Maps for debugging reports, not linked from the scripts (the server does not publish them).
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: 'hidden',
    // Every browser the product supports preloads modules itself: the polyfill (about 0.5 KB gzip on every
    // page) is left out (docs/architecture.md, "Bundle budget").
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // Required by experimentalInlineCommonChunks below (the app is no library: nothing imports the
      // entry's exports).
      preserveEntrySignatures: false,
      output: {
        codeSplitting: {
          // Everything the entry imports statically is one file: rolldown would otherwise cut the modules
          // the lazy pages share with it into a dozen chunks of 0.1–8 KB (react, the JSX runtime, the
          // query provider, messages…), each one more request before the first screen on a slow link.
          // Lazy pages and their own shared chunks are left to rolldown (docs/architecture.md).
          groups: [{ name: 'app', tags: ['$initial'] }],
          // The lazy pages' small shared chunks (a badge, the page header, the row actions, the car
          // enums: 0.1–1 KB each) are copied into each chunk that uses them instead of being fetched
          // one by one: /cars asked for 14 chunks after the entry, now 2 (its screen and the data
          // table's), the home page for 11, now 3 (docs/architecture.md, "Bundle budget"). Rolldown
          // then runs the modules in strict ES order (each wrapped in an init function): about 2 KB
          // gzip more in the entry, and a 0.04 KB entry file that starts the app chunk (both are
          // modulepreloaded by index.html, so no extra round trip). Experimental in rolldown 1.2.
          // Shared chunks up to 32 KB of source are copied (8 KB before): a page then fetches fewer,
          // larger files and pays less gzip framing per file, 1–5 KB gzip less before its first paint
          // (the form kit with react-hook-form, the data table, the deals' shared parts); the built
          // JavaScript on disk grows by about a third, which no page loads.
          experimentalInlineCommonChunks: { maxSize: 32 * 1024 },
        },
      },
    },
  },
}));
