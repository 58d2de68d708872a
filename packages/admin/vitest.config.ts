import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { vitestConfig } from '../../tooling/config/vitest.mts';

export default defineConfig(vitestConfig({ plugins: [react()], setupFiles: ['./src/test-setup.ts'] }));
