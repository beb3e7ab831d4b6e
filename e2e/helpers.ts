import { expect, type Page } from '@playwright/test';

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
