import fs from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { openSignedIn, seedContracts, signUpThroughApi, uniqueEmail } from './helpers';

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
