import type { StorybookConfig } from '@storybook/react-vite';
import { mergeConfig } from 'vite';

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../src/**/*.stories.tsx'],
  core: { disableTelemetry: true },
  // Resolve workspace packages (@cc/ui-rtl …) to their sources, so no prior build is needed.
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, {
      resolve: { conditions: ['@cc/source', 'module', 'browser', 'development|production'] },
    }),
};

export default config;
