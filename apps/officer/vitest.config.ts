import { sgdsMastheadSource } from '@fsmis/ui/build/sgds-masthead';
import react from '@vitejs/plugin-react';
import { defaultClientConditions } from 'vite';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react(), sgdsMastheadSource()],
  resolve: {
    conditions: ['@fsmis/source', ...defaultClientConditions],
  },
  test: {
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    unstubGlobals: true,
    css: false,
    // Node 25 and newer define a global localStorage of their own, which hides happy-dom's.
    execArgv: ['--no-experimental-webstorage'],
    isolate: false,
    passWithNoTests: true,
  },
});
