import { defineConfig } from 'vitest/config';
import { vitestConfig } from '../../tooling/config/vitest';

export default defineConfig(vitestConfig({ environment: 'node' }));
