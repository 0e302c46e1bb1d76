import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig, type Plugin } from 'vite';

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

export default defineConfig({
  plugins: [react(), deploymentTimeFile()],
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
    rolldownOptions: {
      output: {
        codeSplitting: {
          // React and the router change less often than the app: a chunk of their own stays cached across releases.
          groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ }],
        },
      },
    },
  },
});
