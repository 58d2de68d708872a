// The tsup build every workspace library shares: one ESM entry with types and source maps. A package's
// tsup.config.ts wraps the result in its own `defineConfig` from 'tsup' (tooling/ has no node_modules), e.g.
//   export default defineConfig(tsupConfig({ external: externals.screen, copyStyles: true }));
import { copyFile } from 'node:fs/promises';

const reactRuntime = ['react', 'react-dom', 'react/jsx-runtime'];
const workspace = /^@cc\//;

/** What a package leaves as imports, so that the app bundles it once. */
export const externals = {
  /** React and its JSX runtime. */
  react: reactRuntime,
  /** Every workspace package (@cc/…). */
  workspace,
  /** A feature's screens: React, the router, the stores and the workspace packages. */
  screen: [...reactRuntime, 'react-router', 'zustand', workspace],
};

export interface TsupOptions {
  /** Defaults to src/index.ts; an object names further entries (`{ 'testing/index': 'src/testing/index.ts' }`). */
  entry?: string[] | Record<string, string>;
  external?: (string | RegExp)[];
  /**
   * Copies src/styles.css to dist/styles.css. The exports map points at src/styles.css (workspace Vite
   * needs no build); the copy serves users of the built package.
   */
  copyStyles?: boolean;
}

export function tsupConfig({ entry = ['src/index.ts'], external, copyStyles = false }: TsupOptions = {}) {
  return {
    entry,
    format: ['esm' as const],
    dts: true,
    clean: true,
    sourcemap: true,
    ...(external ? { external } : {}),
    ...(copyStyles
      ? {
          onSuccess: async () => {
            await copyFile('src/styles.css', 'dist/styles.css');
          },
        }
      : {}),
  };
}

/** esbuild's `build` (the package passes its own: tooling/ has no node_modules). */
type EsbuildBuild = (options: {
  entryPoints: string[];
  bundle: boolean;
  outfile: string;
  conditions: string[];
  loader: Record<string, 'file'>;
  assetNames: string;
  logLevel: 'warning';
}) => Promise<unknown>;

/**
 * Bundles stylesheets for a package installed outside the workspace: each entry's `@import`s inlined
 * (workspace packages' through their `@cc/source` paths, layers kept), the fonts it names copied beside
 * it, into dist/. Run from the package's folder (tsup's `onSuccess`).
 */
export async function bundleStyles(build: EsbuildBuild, entries: Record<string, string>) {
  for (const [out, source] of Object.entries(entries)) {
    await build({
      entryPoints: [source],
      bundle: true,
      outfile: `dist/${out}`,
      conditions: ['@cc/source', 'style'],
      loader: { '.woff2': 'file', '.woff': 'file', '.ttf': 'file', '.png': 'file', '.svg': 'file' },
      assetNames: 'assets/[name]-[hash]',
      logLevel: 'warning',
    });
  }
}
