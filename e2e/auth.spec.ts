import { expect, test } from '@playwright/test';
import { registerThroughUi, uniqueEmail } from './helpers';

test('register, land on the wizard, stay signed in across a reload, log out', async ({ page }) => {
  const email = uniqueEmail('journey');
  await registerThroughUi(page, email);
  await expect(page.getByRole('heading', { name: 'Renewal Tracker Search & Upload' })).toBeVisible();
  await expect(page.getByTestId('top-bar-title')).toHaveText(email);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
  expect(await page.evaluate(() => sessionStorage.getItem('auth_token_backup'))).toBeTruthy();

  await page.reload();
  await expect(page).toHaveURL(/\/upload-contracts$/);
  await expect(page.getByTestId('top-bar-title')).toHaveText(email);

  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
});

test('a wrong password shows the error and keeps the visitor on /login', async ({ page }) => {
  const email = uniqueEmail('wrong');
  await registerThroughUi(page, email, 'right-password');
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('wrong-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
  await expect(page).toHaveURL(/\/login$/);
});

test('unknown paths redirect, and sign-in returns to the remembered page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/login\?redirect=\/upload-contracts$/);

  const email = uniqueEmail('redirect');
  await registerThroughUi(page, email, 'right-password');
  await page.goto('/elsewhere');
  await expect(page).toHaveURL(/\/upload-contracts$/);

  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await page.goto('/login?redirect=/calendar');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('right-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/calendar$/);
  await expect(page.getByRole('heading', { name: 'Contract Renewal Calendar' })).toBeVisible();
});

test('a narrow window has a menu button that opens the menu in a drawer', async ({ page }) => {
  await page.setViewportSize({ width: 480, height: 800 });
  await registerThroughUi(page, uniqueEmail('narrow'));
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeHidden();
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu).toBeVisible();
  await menu.getByRole('menuitem', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
});

test('a wide window keeps the 240 px menu in place', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await registerThroughUi(page, uniqueEmail('wide'));
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu).toBeVisible();
  expect((await menu.boundingBox())?.width).toBe(240);
  await expect(page.getByRole('button', { name: 'Open menu' })).toHaveCount(0);
});
