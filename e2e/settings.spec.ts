import fs from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { startSmtpListener, type SmtpListener } from '../server/test/smtp-listener';
import { openSignedIn, seedContracts, signUpThroughApi, uniqueEmail } from './helpers';

let smtp: SmtpListener;
test.beforeAll(async () => {
  // The port playwright.config.ts gives the server as SMTP_URL.
  smtp = await startSmtpListener(Number(process.env.E2E_SMTP_PORT ?? 2526));
});
test.afterAll(() => smtp?.close());

test('change the reminder settings and receive a test message', async ({ page, request }) => {
  const email = uniqueEmail('settings');
  const token = await signUpThroughApi(request, email);
  await openSignedIn(page, token, '/dashboard');
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();

  const recipients = page.getByRole('combobox', { name: 'Recipients' });
  const colleague = uniqueEmail('legal');
  await recipients.fill(colleague);
  await recipients.press('Enter');
  await page.getByRole('checkbox', { name: /Renewal dates/ }).uncheck();
  await page.getByRole('button', { name: /Save/ }).click();
  await expect(page.getByTestId('settings-notice')).toHaveText('Reminder settings saved.');

  await page.getByRole('button', { name: /Send test message/ }).click();
  await expect(page.getByTestId('settings-notice')).toContainText(`Test message sent to ${email}, ${colleague}.`);
  await expect
    .poll(
      () =>
        smtp.messages.filter(
          (message) =>
            message.subject === 'Renewal Tracker: test message' && JSON.stringify(message.to).includes(colleague),
        ).length,
    )
    .toBe(1);

  // The settings hold after a reload.
  await page.reload();
  await expect(page.getByRole('checkbox', { name: /Renewal dates/ })).not.toBeChecked();
  await expect(page.locator('.ant-select-selection-item', { hasText: colleague })).toBeVisible();
});

test('copy the calendar feed address and read the feed; export the contracts', async ({ page, request, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const token = await signUpThroughApi(request, uniqueEmail('feed'));
  await seedContracts(request, token, [
    {
      id: 'feed-e2e-1',
      name: 'Hosting Agreement',
      renewalDate: '2027-03-01',
      cancelByDate: '2027-01-30',
      amount: 1200,
    },
    { id: 'feed-e2e-2', name: '=cmd|calc', renewalDate: '2027-04-01' },
  ]);
  await openSignedIn(page, token, '/calendar');
  const address = page.getByTestId('feed-url');
  await expect(address).toHaveValue(/\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
  await page.getByRole('button', { name: 'Copy' }).click();
  await expect(page.getByText('Feed address copied.')).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(await address.inputValue());
  const feed = await request.get(copied);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  const ics = await feed.text();
  expect(ics).toContain('SUMMARY:Cancel by: Hosting Agreement');
  expect(ics).toContain('DTSTART;VALUE=DATE:20270301');

  await page.getByRole('menuitem', { name: 'All Contracts' }).click();
  await page.getByRole('button', { name: /Export/ }).click();
  const downloading = page.waitForEvent('download');
  await page.getByText('CSV (.csv)').click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^contracts-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await fs.readFile((await download.path())!, 'utf8');
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  expect(csv).toContain('Hosting Agreement,2027-03-01,2027-01-30,');
  expect(csv).toContain("'=cmd|calc,2027-04-01");
});
