import { build } from 'esbuild';
import { defineConfig } from 'tsup';
import { bundleStyles } from '../../tooling/config/tsup';

// The designer is installed by apps outside this workspace from its tarball (README.md): the workspace
// packages it is built from (@cc/contracts, @cc/ui-rtl, @cc/domain) are bundled into dist, JS, types and
// one stylesheet; the public packages it uses stay imports, listed in package.json (dependencies, and
// the app's own React and zustand as peers). Two entries: the designer, and the renderer (./render),
// which an app that only prints loads without the designer (interact.js, the store).
export default defineConfig({
  entry: { index: 'src/index.ts', render: 'src/render/index.ts' },
  format: ['esm'],
  dts: { resolve: [/^@cc\//] },
  clean: true,
  sourcemap: true,
  splitting: true,
  noExternal: [/^@cc\//],
  // Bundled from their sources, like the workspace reads them (no build of theirs needed first).
  esbuildOptions: (options) => {
    options.conditions = ['@cc/source'];
  },
  onSuccess: () =>
    bundleStyles(build, {
      'styles.css': 'src/styles.css',
      'render.css': 'src/render.css',
    }),
});
