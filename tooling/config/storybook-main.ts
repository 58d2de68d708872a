// The Storybook main config every UI package shares. tooling/ has no node_modules, so this file imports
// nothing; a package's .storybook/main.ts types the result with its own StorybookConfig:
//   const config: StorybookConfig = storybookMain();

// '@cc/source' resolves workspace packages (@cc/ui-rtl …) to their sources, so no prior build is needed;
// the rest are Vite's default client conditions.
const conditions = ['@cc/source', 'module', 'browser', 'development|production'];

interface ViteConfigLike {
  resolve?: { conditions?: string[] };
}

export function storybookMain({ stories = ['../src/**/*.stories.tsx'] }: { stories?: string[] } = {}) {
  return {
    framework: '@storybook/react-vite' as const,
    stories,
    core: { disableTelemetry: true },
    // Appends the conditions as Vite's mergeConfig would, without importing 'vite' here.
    viteFinal: <Config extends ViteConfigLike>(config: Config): Config => ({
      ...config,
      resolve: { ...config.resolve, conditions: [...(config.resolve?.conditions ?? []), ...conditions] },
    }),
  };
}
