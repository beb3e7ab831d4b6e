import { expect, test } from '@playwright/test';

const currentStep = '.ant-steps-item-process .ant-steps-item-title';

test('the whole journey runs offline on the static demo build, and survives a reload', async ({ page, context }) => {
  test.setTimeout(120_000);
  await page.goto('/');
  await expect(page).toHaveURL(/#\/login$/);
  await expect(page.getByRole('status')).toContainText('everything runs in this browser');

  await page.getByRole('link', { name: /Sign up/i }).click();
  await expect(page.getByRole('heading', { name: 'Sign Up' })).toBeVisible();
  const email = `presenter-${Date.now()}@example.com`;
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('pass-word-1');
  await page.getByLabel('Confirm Password').fill('pass-word-1');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL(/#\/upload-contracts$/);

  const popupPromise = page.waitForEvent('popup');
  await page.getByRole('button', { name: /Connect with Google/ }).click();
  const popup = await popupPromise;
  await popup.waitForLoadState();
  const closed = popup.waitForEvent('close');
  // The mock consent page closes itself inside its click handler, so Playwright's click can lose its page before it
  // returns ("Target page ... has been closed"); that is the click having worked, which `closed` and the message
  // below then prove. Any other failure is still thrown.
  await popup
    .getByRole('button', { name: 'Allow' })
    .click()
    .catch((error: unknown) => {
      if (!popup.isClosed()) throw error;
    });
  await closed;
  await expect(page.getByText('Google account connected successfully! (me@gmail.test)')).toBeVisible();
  await expect(page.locator(currentStep)).toHaveText('Search Criteria');

  // From here on there is no network at all: the service worker answers every call.
  await context.setOffline(true);
  await page.getByLabel('Keywords').fill('renewal');
  await page.getByLabel('Keywords').press('Enter');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Gmail search started successfully. Waiting for results...')).toBeVisible();
  await expect(page.getByTestId('search-status')).toHaveText('PROCESSING', { timeout: 10_000 });
  await expect(page.getByText('Found 3 potential contracts')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('selection-count')).toHaveText('3 of 3 contracts selected');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByTestId('review-card')).toHaveCount(3);
  await page.getByRole('button', { name: 'Upload to Database' }).click();
  await expect(page.getByText('Successfully uploaded 3 contracts')).toBeVisible();

  await page.getByRole('menuitem', { name: 'Dashboard' }).click();
  const total = page.locator('.ant-card', { hasText: 'Total Contracts' }).locator('.ant-statistic-content');
  // A new demo account starts with 25 contracts; the search added 3.
  await expect(total).toHaveText('28');
  await page.getByRole('menuitem', { name: 'All Contracts' }).click();
  await page.getByRole('textbox', { name: 'Search Contracts' }).fill('Acme-Globex');
  await expect(page.locator('.ant-table-tbody tr.ant-table-row')).toHaveCount(1);
  await page.getByRole('menuitem', { name: 'Calendar' }).click();
  await expect(page.locator('.ant-card', { hasText: 'Upcoming Renewals (Next 30 days)' })).toContainText(
    'Acme-Globex MSA.pdf',
  );

  // The page itself comes from the static host; the state comes back from the browser.
  await context.setOffline(false);
  await page.reload();
  await expect(page).toHaveURL(/#\/calendar$/);
  await page.getByRole('menuitem', { name: 'Dashboard' }).click();
  await expect(total).toHaveText('28');

  await page.getByRole('button', { name: 'Reset demo' }).click();
  await expect(page).toHaveURL(/#\/login$/);
  await page.getByLabel('Email').fill('demo@renewaltracker.test');
  await page.getByLabel('Password').fill('demo1234');
  await page.getByRole('button', { name: /Sign In/i }).click();
  await page.getByRole('menuitem', { name: 'Dashboard' }).click();
  await expect(total).toHaveText('25');
});
