import { defineConfig } from 'tsup';
import { externals, tsupConfig } from '../../tooling/config/tsup';

export default defineConfig(tsupConfig({ external: [...externals.react, externals.workspace] }));
