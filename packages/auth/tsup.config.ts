import { defineConfig } from 'tsup';
import { externals, tsupConfig } from '../../tooling/config/tsup';

// Its workspace dependencies (@cc/api-client, @cc/contracts) and React's peers stay imports.
export default defineConfig(tsupConfig({ external: externals.screen }));
