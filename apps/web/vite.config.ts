import { sgdsMastheadSource } from '@fsmis/ui/build/sgds-masthead';
import { zodWithoutJsonSchema } from '@fsmis/ui/build/zod-without-json-schema';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig, type Plugin } from 'vite';

export { sgdsMastheadSource };

const apiOrigin = 'http://127.0.0.1:3000';

/**
 * Emits `version.json`, the deployment time file the footer reads ("Last updated ...").
 * The API serves it from dist, so the date is the moment this bundle was built.
 */
function deploymentTimeFile(): Plugin {
  return {
    name: 'fsmis-deployment-time-file',
    apply: 'build',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'version.json',
        source: `${JSON.stringify({ deployed_at: new Date().toISOString() })}\n`,
      });
    },
  };
}

/**
 * Fails the build when any module of the officers' console (apps/officer, or its package) reaches the
 * portal's bundle: companies' browsers never download the regulator's back office.
 */
export function noConsoleCode(): Plugin {
  const consoleModule = /[\\/]apps[\\/]officer[\\/]|@fsmis[\\/]officer\b/;
  return {
    name: 'fsmis-no-console-code',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const found = chunk.moduleIds.filter((id) => consoleModule.test(id));
        if (found.length > 0) {
          this.error(
            `The portal's chunk ${chunk.fileName} holds code of the officers' console: ${found.join(', ')}`,
          );
        }
      }
    },
  };
}

export default defineConfig({
  plugins: [react(), deploymentTimeFile(), sgdsMastheadSource(), zodWithoutJsonSchema(), noConsoleCode()],
  resolve: {
    // The domain package is consumed as TypeScript source, so the web app never waits for its build.
    conditions: ['@fsmis/source', ...defaultClientConditions],
  },
  server: {
    proxy: {
      '/api': apiOrigin,
      '/version.json': apiOrigin,
      '/dev': apiOrigin,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    target: 'es2022',
    // Every browser the portal supports has modulepreload.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          // React and the router change less often than the app: chunks of their own stay cached across
          // releases. The router is not part of Login's first download (see src/app/signed-out-login.tsx).
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'router', test: /node_modules[\\/]react-router[\\/]/ },
          ],
        },
      },
    },
  },
});
