import { createRequire } from 'node:module';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import type { RouteObject } from 'react-router';
import { defaultClientConditions, defineConfig, type Plugin, runnerImport } from 'vite';

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

/**
 * Writes `route-chunks.json` beside index.html (build only): for each page of the route table, its
 * address pattern and the scripts its screen needs beyond the entry (its chunk and that chunk's static
 * imports). The API process names them in a `Link: rel=modulepreload` header when it answers index.html
 * for that address, so a visit's page chunk downloads beside the app chunk instead of after it has run
 * (docs/architecture.md, "Bundle budget"). The table is the app's own (`src/app/routes.tsx`), loaded
 * in Node through Vite; each screen's module is read from its loader (`() => import(...)`). A page whose
 * screen the build cannot find stops the build.
 */
function routeChunks(): Plugin {
  const root = import.meta.dirname;
  let screens: { path: string; module: string }[] = [];
  return {
    name: 'cc-route-chunks',
    apply: 'build',
    async buildStart() {
      const conditions = ['@cc/source', 'module', 'node', 'development|production'];
      const { module } = await runnerImport<{
        appRoutes: RouteObject[];
        LOGIN: { path: string; screen: () => unknown };
      }>(path.join(root, 'src/app/routes.tsx'), {
        configFile: false,
        root,
        logLevel: 'error',
        environments: {
          inline: { resolve: { noExternal: [/^@cc\//], conditions, externalConditions: conditions } },
        },
      });
      screens = [];
      const add = (at: string, screen: () => unknown) => {
        // The module runner writes `import('./x')` as `__vite_ssr_dynamic_import__("/src/x.tsx")`.
        const id = /__vite_ssr_dynamic_import__\(\s*["']([^"']+)["']/.exec(String(screen))?.[1];
        if (!id) throw new Error(`route-chunks: the screen of ${at} has no module to read`);
        const file = id.startsWith('/@fs/') ? id.slice('/@fs'.length) : path.join(root, id);
        screens.push({ path: at, module: path.normalize(file) });
      };
      const walk = (routes: RouteObject[], prefix: string) => {
        for (const route of routes) {
          const at =
            route.path === undefined
              ? prefix
              : route.path.startsWith('/')
                ? route.path
                : `${prefix.replace(/\/$/, '')}/${route.path}`;
          const screen = (route.handle as { screen?: () => unknown } | undefined)?.screen;
          if (screen) add(at || '/', screen);
          if (route.children) walk(route.children, at);
        }
      };
      walk(module.appRoutes, '');
      // The login page is no page of the table's (a signed-in visit never loads it): its address is.
      add(`/${module.LOGIN.path.replace(/^\//, '')}`, module.LOGIN.screen);
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
      const byFile = new Map(chunks.map((c) => [c.fileName, c]));
      const byModule = new Map(
        chunks
          .filter((c) => c.isDynamicEntry && c.facadeModuleId)
          .map((c) => [path.normalize(c.facadeModuleId as string), c]),
      );
      // The entry's own scripts (index.html's script and modulepreloads) are never named again.
      const closure = (files: string[]) => {
        const seen = new Set<string>();
        const queue = [...files];
        while (queue.length > 0) {
          const file = queue.pop() as string;
          if (seen.has(file)) continue;
          seen.add(file);
          queue.push(...(byFile.get(file)?.imports ?? []));
        }
        return seen;
      };
      const entry = closure(chunks.filter((c) => c.isEntry).map((c) => c.fileName));
      const routes = screens.map(({ path: at, module }) => {
        const chunk = byModule.get(module);
        if (!chunk) throw new Error(`route-chunks: the screen of ${at} (${module}) is no chunk of the build`);
        const scripts = [...closure([chunk.fileName])].filter((f) => !entry.has(f)).map((f) => `/${f}`);
        return { path: at, scripts };
      });
      this.emitFile({ type: 'asset', fileName: 'route-chunks.json', source: JSON.stringify({ routes }) });
    },
  };
}

export default defineConfig(({ command }) => ({
  plugins: [react(), inlineEntryStylesheet(), routeChunks()],
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
