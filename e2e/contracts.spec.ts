import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import dayjs from 'dayjs';
import { openSignedIn, seedContracts, signUpThroughApi, uniqueEmail } from './helpers';

const day = (offset: number) => dayjs().add(offset, 'day').format('YYYY-MM-DD');

test('dashboard, list, download, delete and calendar agree with the stored contracts', async ({ page, request }) => {
  const token = await signUpThroughApi(request, uniqueEmail('contracts'));
  const many = Array.from({ length: 12 }, (_, i) => ({
    id: `bulk-${i}`,
    name: `Bulk Agreement ${String(i + 1).padStart(2, '0')}`,
    renewalDate: day(60 + i),
    amount: 1000 * (i + 1),
  }));
  const [soon] = await seedContracts(request, token, [
    { id: 'soon', name: 'Hosting Renewal', renewalDate: day(5), amount: 4200 },
    { id: 'today', name: 'Support Plan', renewalDate: day(0) },
    { id: 'past', name: 'Expired Lease', renewalDate: day(-10), amount: 800 },
    { id: 'undated', name: 'Undated NDA' },
    ...many,
  ]);
  // Another user's contracts must not show anywhere.
  const other = await signUpThroughApi(request, uniqueEmail('other'));
  await seedContracts(request, other, [{ id: 'x', name: 'Someone Else Contract', renewalDate: day(3) }]);

  await openSignedIn(page, token, '/dashboard');
  const total = page.locator('.ant-card', { hasText: 'Total Contracts' });
  const upcoming = page.locator('.ant-card', { hasText: 'Upcoming Renewals' });
  await expect(total.locator('.ant-statistic-content')).toHaveText('16');
  await expect(upcoming.locator('.ant-statistic-content')).toHaveText('2');

  await page.getByRole('button', { name: 'VIEW ALL CONTRACTS' }).click();
  await expect(page).toHaveURL(/\/contracts$/);
  const rows = page.locator('.ant-table-tbody tr.ant-table-row');
  await expect(rows).toHaveCount(10);
  await expect(rows.first()).toContainText('Bulk Agreement 12');
  await page.getByRole('textbox', { name: 'Search Contracts' }).fill('hosting');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('$4,200.00');
  await expect(page.getByText('Someone Else Contract')).toHaveCount(0);

  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download Hosting Renewal' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toBe(`contract-${soon.id}.pdf`);
  expect(
    fs
      .readFileSync(await download.path())
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');

  await page.getByRole('button', { name: 'Delete Hosting Renewal' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('alert')).toContainText('Contract "Hosting Renewal" deleted successfully');
  await page.getByRole('textbox', { name: 'Search Contracts' }).fill('');
  await expect(rows).toHaveCount(10);
  await expect(page.locator('.ant-pagination-item')).toHaveCount(2);

  await page.getByRole('menuitem', { name: 'Dashboard' }).click();
  await expect(total.locator('.ant-statistic-content')).toHaveText('15');
  await expect(upcoming.locator('.ant-statistic-content')).toHaveText('1');

  await page.getByRole('button', { name: 'VIEW DETAILS' }).click();
  await expect(page.getByRole('heading', { name: dayjs().format('MMMM YYYY') })).toBeVisible();
  const panel = page.locator('.ant-card', { hasText: 'Upcoming Renewals (Next 30 days)' });
  await expect(panel.getByRole('listitem')).toHaveCount(1);
  await expect(panel).toContainText('Support Plan');
  await expect(panel).toContainText(`${dayjs().format('MMM D, YYYY')} · $0`);
  await expect(page.getByTestId(`day-${day(0)}`)).toContainText('1 renewal');
});

for (const timezoneId of ['America/Los_Angeles', 'Asia/Tokyo']) {
  test.describe(`in ${timezoneId}`, () => {
    test.use({ timezoneId });
    test('a renewal on the 1st shows on the 1st', async ({ page, request }) => {
      const token = await signUpThroughApi(request, uniqueEmail('tz'));
      // The calendar opens on the month it is where the browser is: near midnight in UTC it is already the next
      // day in Tokyo (and still the last one in Los Angeles), and on a month's last day the next month.
      const today = new Intl.DateTimeFormat('en-CA', { timeZone: timezoneId }).format(new Date());
      const first = dayjs(today).add(1, 'month').startOf('month');
      await seedContracts(request, token, [
        { id: 'first', name: 'First Of Month', renewalDate: first.format('YYYY-MM-DD') },
      ]);
      await openSignedIn(page, token, '/calendar');
      await page.getByRole('button', { name: 'Next month' }).click();
      await expect(page.getByRole('heading', { name: first.format('MMMM YYYY') })).toBeVisible();
      await expect(page.getByTestId(`day-${first.format('YYYY-MM-DD')}`)).toContainText('1 renewal');
      await expect(page.getByTestId(`day-${first.subtract(1, 'day').format('YYYY-MM-DD')}`)).not.toContainText(
        'renewal',
      );
    });
  });
}
