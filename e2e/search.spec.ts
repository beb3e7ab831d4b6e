import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import dayjs from 'dayjs';
import { contractLines, INITECH_LICENSE } from '../server/test/contract-fixtures';
import { makePdf } from '../server/test/fixtures';
import {
  connectThroughPopup,
  connectWorkspaceThroughUi,
  FAKE_GOOGLE_URL,
  openSignedIn,
  signUpThroughApi,
  uniqueEmail,
} from './helpers';

const currentStep = '.ant-steps-item-process .ant-steps-item-title';

test('connects, searches Gmail and Drive, selects, reviews, uploads, then finds the contracts everywhere', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  // A keyword only this run's mail contains: the fake's personal mailbox is shared by every browser test.
  const keyword = `renewal-${Date.now().toString(36)}`;
  const renewsIn10Days = dayjs().add(10, 'day');
  const soonPdf = await makePdf(
    contractLines({
      title: 'Hosting Services Agreement',
      customer: 'Acme Corporation',
      provider: 'Globex LLC',
      effective: renewsIn10Days.subtract(1, 'year').format('MMMM D, YYYY'),
      years: 1,
      noticeDays: 30,
      annualFee: '$24,000',
    }),
  );
  const licensePdf = await makePdf(contractLines(INITECH_LICENSE));
  const seeded = await request.post(`${FAKE_GOOGLE_URL}/__fake/seed`, {
    data: {
      account: 'person@gmail.test',
      messages: [
        {
          subject: `Hosting agreement ${keyword}`,
          body: 'Signed copy attached.',
          attachments: [
            {
              filename: 'Hosting Agreement.pdf',
              mimeType: 'application/pdf',
              contentBase64: soonPdf.toString('base64'),
              text: keyword,
            },
          ],
        },
        { subject: `Lunch? ${keyword}`, body: 'Are you free on Friday for lunch?' },
      ],
      files: [
        {
          name: 'Initech license.pdf',
          mimeType: 'application/pdf',
          contentBase64: licensePdf.toString('base64'),
          text: keyword,
        },
      ],
    },
  });
  expect(seeded.ok()).toBe(true);

  const token = await signUpThroughApi(request, uniqueEmail('search'));
  await openSignedIn(page, token, '/upload-contracts');
  await connectThroughPopup(page);
  await expect(page.locator(currentStep)).toHaveText('Search Criteria');

  await page.getByLabel('Search Description').fill('Renewals this year');
  await page.getByLabel('Service').click();
  await page.getByTitle('All Services').click();
  await page.getByLabel('Keywords').fill(keyword);
  await page.getByLabel('Keywords').press('Enter');
  await expect(page.getByTestId('keywords')).toContainText(keyword);
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByText('Gmail search started successfully. Waiting for results...')).toBeVisible();
  await expect(page.locator(currentStep)).toHaveText('Searching');
  await expect(page.getByTestId('search-id')).not.toBeEmpty();
  await expect(page.getByRole('button', { name: 'Back' })).toHaveCount(0);

  await expect(page.getByText('Found 2 potential contracts')).toBeVisible({ timeout: 30_000 });
  await expect(page.locator(currentStep)).toHaveText('Select Contracts');
  await expect(page.getByTestId('selection-count')).toHaveText('2 of 2 contracts selected');
  await expect(page.getByText('Lunch?')).toHaveCount(0);
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByText('Contracts processed successfully')).toBeVisible();
  const hosting = page.getByTestId('review-card').filter({ hasText: 'Hosting Agreement.pdf' });
  await expect(hosting).toContainText(renewsIn10Days.format('MMM D, YYYY'));
  await expect(hosting).toContainText('$24,000.00');
  await expect(hosting).toContainText('Acme Corporation, Globex LLC');
  await expect(page.getByTestId('review-card').filter({ hasText: 'Initech license.pdf' })).toContainText(
    'Google Drive',
  );
  await page.getByRole('button', { name: 'Upload to Database' }).click();

  await expect(page.getByText('Successfully uploaded 2 contracts')).toBeVisible();
  await expect(
    page.getByText('All contracts have been successfully processed and added to your database.'),
  ).toBeVisible();

  await page.getByRole('menuitem', { name: 'Dashboard' }).click();
  await expect(page.locator('.ant-card', { hasText: 'Total Contracts' }).locator('.ant-statistic-content')).toHaveText(
    '2',
  );
  await expect(
    page.locator('.ant-card', { hasText: 'Upcoming Renewals' }).locator('.ant-statistic-content'),
  ).toHaveText('1');

  await page.getByRole('menuitem', { name: 'All Contracts' }).click();
  await expect(page.locator('.ant-table-tbody tr.ant-table-row')).toHaveCount(2);
  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download Hosting Agreement.pdf' }).click();
  const download = await downloadPromise;
  expect(fs.readFileSync(await download.path()).equals(soonPdf)).toBe(true);

  await page.getByRole('menuitem', { name: 'Calendar' }).click();
  const panel = page.locator('.ant-card', { hasText: 'Upcoming Renewals (Next 30 days)' });
  await expect(panel).toContainText('Hosting Agreement.pdf');
  await expect(panel).toContainText(`${renewsIn10Days.format('MMM D, YYYY')} · $24,000`);
});

test('searches held mail of a Workspace through Google Vault', async ({ page, request }) => {
  test.setTimeout(90_000);
  const keyword = `held-${Date.now().toString(36)}`;
  const msa = await makePdf(contractLines(INITECH_LICENSE));
  await request.post(`${FAKE_GOOGLE_URL}/__fake/seed`, {
    data: {
      account: 'alice@workspace.test',
      messages: [
        {
          subject: `On hold: license ${keyword}`,
          body: 'Kept under the litigation hold.',
          labels: ['HELD'],
          attachments: [
            {
              filename: 'Held license.pdf',
              mimeType: 'application/pdf',
              contentBase64: msa.toString('base64'),
              text: keyword,
            },
          ],
        },
        { subject: `Not held ${keyword}`, body: 'This one is not under a hold.' },
      ],
    },
  });
  const token = await signUpThroughApi(request, uniqueEmail('vault'));
  await openSignedIn(page, token, '/upload-contracts');
  await connectWorkspaceThroughUi(page, request, [
    'https://www.googleapis.com/auth/gmail.readonly',
    'https://www.googleapis.com/auth/drive.readonly',
    'https://www.googleapis.com/auth/ediscovery',
    'https://www.googleapis.com/auth/devstorage.read_only',
  ]);
  await expect(page.locator(currentStep)).toHaveText('Search Criteria');

  await page.getByLabel('Data Source').click();
  await page.getByTitle('Held Data').click();
  await page.getByLabel('Include all search matches (not just contracts)').check();
  await page.getByLabel('Keywords').fill(keyword);
  await page.getByLabel('Keywords').press('Enter');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Gmail search started successfully. Waiting for results...')).toBeVisible();
  await expect(page.getByText('Found 1 potential contracts')).toBeVisible({ timeout: 40_000 });
  await expect(page.getByText('Held license.pdf')).toBeVisible();
  await expect(page.getByText(`Not held ${keyword}`)).toHaveCount(0);
});
