import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { vitestConfig } from '../../tooling/config/vitest.mts';

// The tests mock ui-rtl's toast: each test starts with no calls recorded.
export default defineConfig(vitestConfig({ plugins: [react()], test: { clearMocks: true } }));
