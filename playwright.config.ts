import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { smtpListenerUrl } from './server/test/smtp-listener';

const PORT = Number(process.env.E2E_PORT ?? 3100);
const origin = `http://127.0.0.1:${PORT}`;
const FAKE_GOOGLE_PORT = Number(process.env.E2E_FAKE_GOOGLE_PORT ?? 4010);
const fakeGoogleUrl = `http://127.0.0.1:${FAKE_GOOGLE_PORT}`;
// The SMTP listener the reminders test starts (e2e/settings.spec.ts) while it needs one.
const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 2526);
// A fresh data directory per run: the embedded database starts empty unless DATABASE_URL says otherwise. The
// config is read again by every worker process, which inherit the runner's environment, so one run makes one
// directory; e2e/global-teardown.ts removes it.
process.env.RT_E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'rt-e2e-'));
const dataDir = process.env.RT_E2E_DATA_DIR;

export default defineConfig({
  testDir: 'e2e',
  globalTeardown: './e2e/global-teardown.ts',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? 'list' : 'line',
  timeout: 30_000,
  // A cold load of a deep link (the OAuth redirect's return, a signed-in page) fetches the app, checks the user,
  // then loads the layout's and the page's chunks one after the other. On CI's 2 cores, shared with the second
  // worker, the server and its PDF analysis, a trace measured 5.5 s for that waterfall; 5 s waits failed on it.
  expect: { timeout: 10_000 },
  use: {
    baseURL: origin,
    browserName: 'chromium',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: [
    {
      // The project's fake of Google's OAuth, token and Gmail endpoints.
      command: 'npx tsx fake-google/serve.ts',
      url: `${fakeGoogleUrl}/o/oauth2/v2/auth?state=probe&redirect_uri=http://127.0.0.1/`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: { FAKE_GOOGLE_PORT: String(FAKE_GOOGLE_PORT) },
    },
    {
      // The real server with the built front end (test:e2e builds first).
      command: 'node scripts/start.mjs',
      url: `${origin}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        PORT: String(PORT),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        APP_ORIGIN: origin,
        LOG_LEVEL: 'warn',
        LOGIN_RATE_LIMIT_PER_IP: '1000',
        GOOGLE_API_BASE_URL: fakeGoogleUrl,
        GOOGLE_CLIENT_ID: 'fake-client-id.apps.googleusercontent.com',
        GOOGLE_CLIENT_SECRET: 'fake-client-secret',
        SEARCH_VAULT_POLL_MS: '300',
        SMTP_URL: smtpListenerUrl(SMTP_PORT),
        MAIL_FROM: 'Renewal Tracker <reminders@renewals.test>',
      },
    },
  ],
});
