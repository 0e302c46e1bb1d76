import { sgdsMastheadSource } from '@fsmis/ui/build/sgds-masthead';
import { zodWithoutJsonSchema } from '@fsmis/ui/build/zod-without-json-schema';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

const apiOrigin = 'http://127.0.0.1:3000';

/** The console is served under /officer/ by the portal's server (or on a host of its own, same path). */
export const CONSOLE_BASE = '/officer/';

export default defineConfig({
  base: CONSOLE_BASE,
  plugins: [react(), sgdsMastheadSource(), zodWithoutJsonSchema()],
  resolve: {
    conditions: ['@fsmis/source', ...defaultClientConditions],
  },
  server: {
    proxy: { '/api': apiOrigin },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    target: 'es2022',
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'router', test: /node_modules[\\/]react-router[\\/]/ },
          ],
        },
      },
    },
  },
});
