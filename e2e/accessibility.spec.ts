import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { contractLines, INITECH_LICENSE } from '../server/test/contract-fixtures';
import { makePdf } from '../server/test/fixtures';
import {
  connectThroughPopup,
  FAKE_GOOGLE_URL,
  openSignedIn,
  seedContracts,
  signUpThroughApi,
  uniqueEmail,
} from './helpers';

const currentStep = '.ant-steps-item-process .ant-steps-item-title';

/** The serious and critical findings of axe-core on the page as it stands: rule, element, and why. */
async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map((node) => `${violation.id}: ${node.html.slice(0, 120)} (${node.failureSummary ?? ''})`),
    );
}

/** Checks the screen as it stands; every screen also has a level-one heading. */
async function expectAccessible(page: Page, screen: string) {
  // Colours are judged at rest: a button fading in from disabled would be measured halfway. Endless animations (a
  // loading spinner turning while a search runs) never come to rest and change no colour, so they are not waited for.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
  await expect(page.getByRole('heading', { level: 1 }).first(), `${screen} has a level-one heading`).toBeVisible();
  expect(await seriousViolations(page), screen).toEqual([]);
}

test('signed-out screens have no serious or critical accessibility violations', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: /Sign In/ })).toBeVisible();
  await expectAccessible(page, 'sign-in');
  await page.goto('/register');
  await expect(page.getByRole('button', { name: /Sign Up/ })).toBeVisible();
  await expectAccessible(page, 'sign-up');
});

test('signed-in screens have no serious or critical accessibility violations', async ({ page, request }) => {
  test.setTimeout(90_000);
  const token = await signUpThroughApi(request, uniqueEmail('a11y'));
  const today = new Date().toISOString().slice(0, 10);
  const [contract] = await seedContracts(request, token, [
    {
      id: 'a11y-1',
      name: 'Hosting Agreement',
      renewalDate: today,
      cancelByDate: today,
      amount: 1200,
      noticePeriodDays: 0,
    },
    { id: 'a11y-2', name: 'Support Plan', amount: 300 },
  ]);
  await openSignedIn(page, token, '/dashboard');
  await expect(page.locator('.ant-card', { hasText: 'Total Contracts' })).toContainText('2');
  await expectAccessible(page, 'dashboard');

  await page.getByRole('menuitem', { name: 'All Contracts' }).click();
  await expect(page.getByRole('link', { name: 'Hosting Agreement' })).toBeVisible();
  await expectAccessible(page, 'All Contracts');

  await page.getByRole('link', { name: 'Hosting Agreement' }).click();
  await expect(page.getByTestId('value-renewalDate')).toBeVisible();
  await expectAccessible(page, 'contract page');
  expect(page.url()).toContain(contract.id);

  await page.getByRole('menuitem', { name: 'Calendar' }).click();
  await expect(page.getByText('Upcoming Renewals (Next 30 days)')).toBeVisible();
  await expectAccessible(page, 'calendar');

  await page.getByRole('menuitem', { name: 'Settings' }).click();
  await expect(page.getByRole('button', { name: /Save/ })).toBeVisible();
  await expect(page.getByRole('table')).toBeVisible();
  await expectAccessible(page, 'settings');
});

test('every step of the wizard has no serious or critical accessibility violations', async ({ page, request }) => {
  test.setTimeout(120_000);
  const keyword = `a11y-${Date.now().toString(36)}`;
  const pdf = await makePdf(contractLines(INITECH_LICENSE));
  const seeded = await request.post(`${FAKE_GOOGLE_URL}/__fake/seed`, {
    data: {
      account: 'person@gmail.test',
      messages: [
        {
          subject: `License ${keyword}`,
          body: 'Attached.',
          attachments: [
            {
              filename: 'License.pdf',
              mimeType: 'application/pdf',
              contentBase64: pdf.toString('base64'),
              text: keyword,
            },
          ],
        },
      ],
    },
  });
  expect(seeded.ok()).toBe(true);
  const token = await signUpThroughApi(request, uniqueEmail('a11y-wizard'));
  await openSignedIn(page, token, '/upload-contracts');
  await expect(page.getByRole('button', { name: /Connect with Google/ })).toBeVisible();
  await expectAccessible(page, 'wizard step 0 (connect)');

  await connectThroughPopup(page);
  await expect(page.locator(currentStep)).toHaveText('Search Criteria');
  await page.getByLabel('Keywords').fill(keyword);
  await page.getByLabel('Keywords').press('Enter');
  await expectAccessible(page, 'wizard step 1 (criteria)');

  // The searching screen is checked while its search runs: status checks wait until the check is done, so the
  // wizard cannot move on (and its Next button change colour) while axe measures the screen.
  let releaseStatus = () => {};
  const checked = new Promise<void>((resolve) => (releaseStatus = resolve));
  await page.route(/\/api\/gmail\/search\/[^/]+$/, async (route) => {
    await checked;
    await route.continue();
  });
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByTestId('search-id')).toBeVisible();
  await expectAccessible(page, 'wizard step 2 (searching)');
  releaseStatus();

  await expect(page.locator(currentStep)).toHaveText('Select Contracts', { timeout: 60_000 });
  // The step button's spinner has gone: it is announced as "Next", not "loading Next".
  await expect(page.getByRole('button', { name: 'Next', exact: true })).toBeEnabled();
  await expectAccessible(page, 'wizard step 3 (select)');

  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page.getByTestId('review-card')).toHaveCount(1);
  await expectAccessible(page, 'wizard step 4 (review)');

  await page.getByRole('button', { name: 'Upload to Database' }).click();
  await expect(page.getByRole('button', { name: 'Start New Search' })).toBeVisible();
  await expectAccessible(page, 'wizard completed');
});
