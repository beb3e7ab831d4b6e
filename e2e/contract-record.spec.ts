import { expect, test, type Page } from '@playwright/test';
import dayjs from 'dayjs';
import { cuadContract } from './cuad';
import { openSignedIn, signUpThroughApi, uniqueEmail } from './helpers';

const shown = (date: dayjs.Dayjs) => date.format('MMM D, YYYY');

/** The first anniversary of `anchor` (by whole years) on or after today: a yearly renewal as of today. */
function nextYearly(anchor: string): dayjs.Dayjs {
  let date = dayjs(anchor);
  const today = dayjs().startOf('day');
  for (let years = 1; date.isBefore(today); years++) date = dayjs(anchor).add(years, 'year');
  return date;
}

const field = (page: Page, key: string) => page.getByTestId(`field-${key}`);

// A real reseller agreement of the CUAD set: a five-year term from January 11, 2011, renewing itself for a year at a
// time unless the reseller gives sixty days' notice.
test('upload a contract, check its dates against their sentences, correct the end date, review it', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const token = await signUpThroughApi(request, uniqueEmail('record'));
  await openSignedIn(page, token, '/contracts');
  await page.getByRole('button', { name: /Add contracts/ }).click();
  await page.locator('.ant-modal input[type="file"]').setInputFiles(cuadContract('cuad-113'));
  const result = page.getByTestId('upload-file');
  await expect(result).toContainText('Stored, needs review', { timeout: 30_000 });
  await result.getByRole('link', { name: 'open it' }).click();

  await expect(page.getByRole('heading', { level: 1, name: /cuad-113/ })).toBeVisible();
  const renewal = nextYearly('2016-01-11');
  await expect(page.getByTestId('value-renewalDate')).toHaveText(shown(renewal));
  await expect(page.getByTestId('value-cancelByDate')).toHaveText(shown(renewal.subtract(60, 'day')));
  await expect(page.getByTestId('evidence-cancelByDate')).toContainText('sixty (60)');
  await expect(page.getByTestId('evidence-autoRenews')).toContainText('automatically renew');
  await expect(page.getByTestId('evidence-expirationDate')).toContainText('five (5) years');
  await expect(page.getByTestId('value-expirationDate')).toHaveText('Jan 11, 2016');

  // The end of the initial term, corrected: the renewal and the last day to give notice follow.
  await field(page, 'expirationDate').getByRole('button', { name: 'Edit End of initial term' }).click();
  const picker = field(page, 'expirationDate').getByRole('textbox', { name: 'End of initial term' });
  await picker.fill('Mar 1, 2016');
  await picker.press('Enter');
  await field(page, 'expirationDate').getByRole('button', { name: 'Save' }).click();
  await expect(field(page, 'expirationDate').getByText('Set by a person')).toBeVisible();
  const corrected = nextYearly('2016-03-01');
  const cancelBy = corrected.subtract(60, 'day');
  await expect(page.getByTestId('value-renewalDate')).toHaveText(shown(corrected));
  await expect(page.getByTestId('value-cancelByDate')).toHaveText(shown(cancelBy));
  await page.getByRole('button', { name: /Mark reviewed/ }).click();
  await expect(page.getByTestId('record-status')).toHaveText(/Reviewed|Overdue/);
  const history = page.getByTestId('history-entry');
  await expect(history.filter({ hasText: 'changed End of initial term from Jan 11, 2016 to Mar 1, 2016' })).toHaveCount(
    1,
  );
  await expect(history.filter({ hasText: 'marked it reviewed' })).toHaveCount(1);

  // The list, the calendar and the dashboard show the change.
  await page.getByRole('menuitem', { name: 'All Contracts' }).click();
  const row = page.locator('.ant-table-tbody tr.ant-table-row', { hasText: 'cuad-113' });
  await expect(row).toContainText(shown(corrected));
  await expect(row).toContainText(shown(cancelBy));

  await page.getByRole('menuitem', { name: 'Calendar' }).click();
  const months = cancelBy.startOf('month').diff(dayjs().startOf('month'), 'month');
  for (let step = 0; step < months; step++) await page.getByRole('button', { name: 'Next month' }).click();
  await expect(page.getByRole('heading', { name: cancelBy.format('MMMM YYYY') })).toBeVisible();
  await expect(page.getByTestId(`day-${cancelBy.format('YYYY-MM-DD')}`)).toContainText('1 cancel-by');

  await page.getByRole('menuitem', { name: 'Dashboard' }).click();
  const needsReview = page.locator('.ant-card', { hasText: 'Needs Review' }).locator('.ant-statistic-content');
  await expect(needsReview).toHaveText('0');
  await expect(page.locator('.ant-card', { hasText: 'Total Contracts' }).locator('.ant-statistic-content')).toHaveText(
    '1',
  );
});
