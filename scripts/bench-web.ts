// `npm run bench:web`: builds the app, serves it from the real server with 5,000 contracts for one user, and
// measures in headless Chromium what a new visitor downloads (gzip bytes of script and style) for /login and
// /contracts, the largest contentful paint, the time per keystroke in 'Search Contracts' and the time to render
// the calendar's month (both from performance marks in the page). Prints figures; judges nothing.
import { execSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium, type Page } from '@playwright/test';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/database';
import { signUp } from '../server/test/test-app';

const CONTRACTS = 5000;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

execSync('npx vite build', { stdio: 'ignore' });
const databaseDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-web-'));
const database = await openDatabase({ pgliteDir: databaseDir });
const app = await buildApp({
  config: { ...loadConfig({}), webDistDir: path.resolve('dist') },
  secrets: { jwtSecret: randomBytes(48).toString('base64'), credentialsKey: randomBytes(32) },
  db: database.db,
  logger: false,
});
const origin = await app.listen({ port: 0, host: '127.0.0.1' });
const authorization = await signUp(app, 'bench-web@example.com');
const token = authorization.replace('Bearer ', '');
const now = new Date();
for (let batch = 0; batch < CONTRACTS / 200; batch++) {
  const contracts = Array.from({ length: 200 }, (_, index) => {
    const n = batch * 200 + index;
    // Every renewal in the current month: the calendar's month shows all 5,000.
    const day = new Date(Date.UTC(now.getFullYear(), now.getMonth(), 1 + (n % 28)));
    return {
      id: `web-${n}`,
      name: `Contract ${n} with Vendor ${n % 97}`,
      amount: 100 + n,
      renewalDate: day.toISOString().slice(0, 10),
    };
  });
  await app.inject({ method: 'POST', url: '/api/contracts/batch', headers: { authorization }, payload: { contracts } });
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});

/** Opens `route` in a fresh context (empty cache): answers the page and the gzip bytes of script and style. */
async function visit(route: string, signedIn: boolean): Promise<{ page: Page; script: number; style: number }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const totals = { script: 0, style: 0 };
  page.on('response', async (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    const body = await response.body().catch(() => Buffer.alloc(0));
    totals[type === 'script' ? 'script' : 'style'] += zlib.gzipSync(body, { level: 9 }).length;
  });
  await page.addInitScript(
    ({ value, signed }) => {
      if (signed) localStorage.setItem('token', value);
      new PerformanceObserver((list) => {
        (window as unknown as { lcp: number }).lcp = list.getEntries().at(-1)!.startTime;
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    },
    { value: token, signed: signedIn },
  );
  await page.goto(`${origin}${route}`, { waitUntil: 'networkidle' });
  return { page, ...totals };
}

const lcpOf = (page: Page) => page.evaluate(() => (window as unknown as { lcp?: number }).lcp ?? NaN);
const measures = (page: Page, name: string) =>
  page.evaluate((entry) => performance.getEntriesByName(entry, 'measure').map((m) => m.duration), name);
const summary = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return `median ${sorted[Math.floor(sorted.length / 2)]?.toFixed(1)} ms, max ${sorted.at(-1)?.toFixed(1)} ms (${values.length} samples)`;
};

const login = await visit('/login', false);
await login.page.getByRole('button', { name: 'Sign In' }).waitFor();
const loginLcp = await lcpOf(login.page);

const list = await visit('/contracts', true);
await list.page.locator('.ant-table-tbody tr.ant-table-row').first().waitFor();
const listLcp = await lcpOf(list.page);
const search = list.page.getByRole('textbox', { name: 'Search Contracts' });
await search.click();
await list.page.keyboard.type('Vendor 42', { delay: 120 });
await list.page.waitForTimeout(300);
const keystrokes = await measures(list.page, 'contracts-search');

const calendar = await visit('/calendar', true);
await calendar.page.getByText('Upcoming Renewals').first().waitFor();
await calendar.page.waitForTimeout(500);
const calendarRenders = await measures(calendar.page, 'calendar-render');

console.log(
  `/login       script ${kb(login.script)} gzip (budget: at most 180 KB), style ${kb(login.style)}, LCP ${loginLcp.toFixed(0)} ms`,
);
console.log(
  `/contracts   script ${kb(list.script)} gzip, style ${kb(list.style)}, LCP ${listLcp.toFixed(0)} ms (${CONTRACTS} contracts)`,
);
console.log(`search keystroke over ${CONTRACTS} contracts   ${summary(keystrokes)} (budget: under 50 ms)`);
console.log(`calendar month with ${CONTRACTS} contracts     ${summary(calendarRenders)} (budget: under 200 ms)`);

await browser.close();
await app.close();
await database.close();
fs.rmSync(databaseDir, { recursive: true, force: true });
