import { expect, test } from '@playwright/test';
import { connectThroughPopup, connectWorkspaceThroughUi, openSignedIn, signUpThroughApi, uniqueEmail } from './helpers';

const currentStep = '.ant-steps-item-process .ant-steps-item-title';

test('connects a personal account through the consent popup, then disconnects', async ({ page, request }) => {
  const token = await signUpThroughApi(request, uniqueEmail('popup'));
  await openSignedIn(page, token, '/upload-contracts');
  await connectThroughPopup(page);

  await expect(page.getByText('Google account connected successfully! (person@gmail.test)')).toBeVisible();
  await expect(page.locator(currentStep)).toHaveText('Search Criteria');
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByTestId('connected-email')).toHaveText('person@gmail.test');
  await page.getByRole('button', { name: 'Disconnect' }).click();
  await expect(page.getByText('Google account disconnected successfully')).toBeVisible();
  await expect(page.getByRole('button', { name: /Connect with Google/ })).toBeVisible();
});

test('connects by redirect when there is no popup', async ({ page, request }) => {
  const token = await signUpThroughApi(request, uniqueEmail('redirect'));
  const { authUrl } = await (
    await request.get('/api/google/auth-url', { headers: { Authorization: `Bearer ${token}` } })
  ).json();
  await openSignedIn(page, token, '/dashboard');
  await page.goto(authUrl);
  await page.getByRole('link', { name: 'Allow' }).click();
  await expect(page).toHaveURL(/\/upload-contracts$/);
  await expect(page.getByText('Google account connected successfully! (person@gmail.test)')).toBeVisible();
});

test('says so when the popup is blocked', async ({ page, request }) => {
  const token = await signUpThroughApi(request, uniqueEmail('blocked'));
  await openSignedIn(page, token, '/upload-contracts');
  await page.evaluate(() => {
    window.open = () => null;
  });
  await page.getByRole('button', { name: /Connect with Google/ }).click();
  await expect(page.getByText('Popup blocked! Please allow popups for this site.')).toBeVisible();
});

test('connects a Workspace with a service-account key the test generates', async ({ page, request }) => {
  const token = await signUpThroughApi(request, uniqueEmail('workspace'));
  await openSignedIn(page, token, '/upload-contracts');
  await connectWorkspaceThroughUi(page, request, [
    'https://www.googleapis.com/auth/gmail.readonly',
    'https://www.googleapis.com/auth/drive.readonly',
  ]);
  await expect(page.getByText('Google Workspace connected successfully')).toBeVisible();
  await expect(page.locator(currentStep)).toHaveText('Search Criteria');
});
