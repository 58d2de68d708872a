import { defineConfig } from 'tsup';
import { tsupConfig } from '../../tooling/config/tsup';

export default defineConfig(tsupConfig({ external: ['@cc/contracts', 'ky'] }));
