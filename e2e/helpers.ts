import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** An address no other test (or earlier run against the same database) uses. */
export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** Registers through the sign-up screen; the app signs in and lands on /upload-contracts. */
export async function registerThroughUi(page: Page, email: string, password = 'pass-word-1'): Promise<void> {
  await page.goto('/register');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm Password').fill(password);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL(/\/upload-contracts$/);
}

/** Registers and signs in through the API; answers the bearer token. */
export async function signUpThroughApi(request: APIRequestContext, email: string, password = 'pass-word-1') {
  const registered = await request.post('/api/auth/register', { data: { email, password } });
  expect(registered.status()).toBe(201);
  const login = await request.post('/api/auth/login', { data: { email, password } });
  return ((await login.json()) as { token: string }).token;
}

/** Stores contracts through the API, as the wizard's upload does. */
export async function seedContracts(request: APIRequestContext, token: string, contracts: object[]) {
  const response = await request.post('/api/contracts/batch', {
    headers: { Authorization: `Bearer ${token}` },
    data: { contracts },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { contracts: { id: string; name: string }[] }).contracts;
}

/** Opens the app already signed in with `token`. */
export async function openSignedIn(page: Page, token: string, path: string) {
  await page.addInitScript((value) => localStorage.setItem('token', value), token);
  await page.goto(path);
}

/** The fake Google the browser tests run (see playwright.config.ts). */
export const FAKE_GOOGLE_URL = `http://127.0.0.1:${process.env.E2E_FAKE_GOOGLE_PORT ?? 4010}`;

/** Connects the fake Google's personal account through the consent popup, as a user would. */
export async function connectThroughPopup(page: Page): Promise<void> {
  const popupPromise = page.waitForEvent('popup');
  await page.getByRole('button', { name: /Connect with Google/ }).click();
  const popup = await popupPromise;
  await popup.waitForLoadState();
  expect(popup.url()).toContain(`${FAKE_GOOGLE_URL}/o/oauth2/v2/auth`);
  const closed = popup.waitForEvent('close');
  await popup.getByRole('link', { name: 'Allow' }).click();
  await closed;
}

/** Connects a fake Workspace on step 0 with a service-account key the fake issues for `scopes`. */
export async function connectWorkspaceThroughUi(page: Page, request: APIRequestContext, scopes: string[]) {
  const key = await (await request.post(`${FAKE_GOOGLE_URL}/__fake/service-account-keys`, { data: { scopes } })).json();
  await page.getByRole('radio', { name: /service account/ }).check();
  await page.getByLabel('Google Workspace Email').fill('admin@workspace.test');
  await page.locator('input[type="file"]').setInputFiles({
    name: 'service-account.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(key)),
  });
  await page.getByRole('button', { name: 'Upload Credentials' }).click();
}
