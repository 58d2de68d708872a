import { defineConfig } from 'tsup';
import { externals, tsupConfig } from '../../tooling/config/tsup';

export default defineConfig(
  tsupConfig({
    // The fake lives behind its own entry so that no production bundle contains it.
    entry: {
      index: 'src/index.ts',
      'testing/index': 'src/testing/index.ts',
      'testing/render': 'src/testing/render.tsx',
    },
    external: [
      ...externals.react,
      'react-router',
      '@tanstack/react-query',
      /^@testing-library\//,
      externals.workspace,
    ],
  }),
);
