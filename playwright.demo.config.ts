import { defineConfig } from '@playwright/test';
import baseConfig from './playwright.config';

const PORT = Number(process.env.E2E_DEMO_PORT ?? 4173);

/** The offline demo build, served by a plain static file server: no API server, no fake Google. */
export default defineConfig({
  ...baseConfig,
  testDir: 'demo/e2e',
  // Its own folder: sharing test-results would delete the traces of the real-server run that precedes it.
  outputDir: 'test-results/demo',
  use: { ...baseConfig.use, baseURL: `http://127.0.0.1:${PORT}` },
  webServer: {
    command: `node scripts/serve-static.mjs dist-demo ${PORT}`,
    url: `http://127.0.0.1:${PORT}/index.html`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
