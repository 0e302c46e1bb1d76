import react from '@vitejs/plugin-react';
import { defaultClientConditions } from 'vite';
import { defineConfig } from 'vitest/config';
import { sgdsMastheadSource } from './build/sgds-masthead';

export default defineConfig({
  plugins: [react(), sgdsMastheadSource()],
  resolve: {
    conditions: ['@fsmis/source', ...defaultClientConditions],
  },
  test: {
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    restoreMocks: true,
    unstubGlobals: true,
    css: false,
    // Node 25 and newer define a global localStorage of their own, which hides happy-dom's.
    execArgv: ['--no-experimental-webstorage'],
    isolate: false,
  },
});
