// The Vitest settings every workspace package and app shares. tooling/ has no package.json and no
// node_modules, so this file imports nothing: a package's vitest.config.ts passes its own plugins and
// wraps the result in its own `defineConfig` from 'vitest/config', which also type-checks it. The file is
// ESM by its name (.mts) and imported with its extension, as Vite's native config loader needs, e.g.
//   export default defineConfig(vitestConfig({ plugins: [react()], setupFiles: ['./src/test-setup.ts'] }));

export interface VitestOptions<Plugin, Test> {
  /** 'jsdom' (the default) for components and browser code, 'node' for pure code and the API. */
  environment?: 'jsdom' | 'node';
  /** The package's Vite plugins, e.g. `[react()]` where tests render JSX. */
  plugins?: Plugin[];
  /** The package's own setup files, run after the shared DOM setup. */
  setupFiles?: string[];
  /** jsdom: `false` leaves out the shared DOM setup, for a package without Testing Library. */
  domSetup?: boolean;
  /** Further modules to load once, from this package (e.g. a store a setup file shares with the code). */
  dedupe?: string[];
  /** Further test options, or ones that replace the shared ones (globalSetup, timeouts). */
  test?: Test;
}

// Packages sit two folders below the root, and Vitest resolves setup files from the package.
const DOM_SETUP = '../../tooling/test/setup-dom.ts';
// The shared setup file lives outside any package; dedupe resolves its imports (and React) from the package.
const DOM_DEDUPE = ['@testing-library/jest-dom', '@testing-library/react', 'vitest', 'react', 'react-dom'];

export function vitestConfig<Plugin = never, Test extends object = object>(
  options: VitestOptions<Plugin, Test> = {},
) {
  const { environment = 'jsdom', plugins, setupFiles = [], dedupe = [], test } = options;
  const dom = environment === 'jsdom' && options.domSetup !== false;
  // '@cc/source' resolves workspace packages to their sources, so tests need no prior build; the rest
  // are Vite's default conditions for where the tests run (the 'vite' package need not be imported).
  const conditions = [
    '@cc/source',
    'module',
    environment === 'node' ? 'node' : 'browser',
    'development|production',
  ];
  const allDedupe = [...(dom ? DOM_DEDUPE : []), ...dedupe];
  const allSetupFiles = [...(dom ? [DOM_SETUP] : []), ...setupFiles];
  return {
    ...(plugins ? { plugins } : {}),
    resolve: { conditions, ...(allDedupe.length ? { dedupe: allDedupe } : {}) },
    ssr: { resolve: { conditions } },
    test: {
      environment,
      include: [environment === 'node' ? 'src/**/*.test.ts' : 'src/**/*.test.{ts,tsx}'],
      ...(allSetupFiles.length ? { setupFiles: allSetupFiles } : {}),
      // Several suites share two cores in CI: give slow machines room, the assertions stay the same.
      testTimeout: 20_000,
      ...test,
    },
  };
}
