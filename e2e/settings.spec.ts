import { expect, test } from '@playwright/test';
import { startSmtpListener, type SmtpListener } from '../server/test/smtp-listener';
import { openSignedIn, signUpThroughApi, uniqueEmail } from './helpers';

// The one test that needs the SMTP listener: the port is fixed (playwright.config.ts gives it to the server as
// SMTP_URL), so no other test may start one.
let smtp: SmtpListener;
test.beforeAll(async () => {
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
