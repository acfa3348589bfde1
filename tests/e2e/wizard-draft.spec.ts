import { expect, test } from '@playwright/test';
import { continueButton, fillToPreview, stepTitle } from './wizard-helpers';

// A visitor who reloads the page halfway through the wizard finds their agent where they left it:
// the draft is kept in the browser's local storage until the agent is launched or they start over.

test('the wizard keeps its draft across a reload until "Start over"', async ({ page }) => {
  // Three page loads and a generated prompt: more than the default minute on a loaded machine.
  test.setTimeout(180_000);
  await page.goto('/');
  await fillToPreview(page, { name: 'Juniper' });
  await expect(page.getByTestId('prompt-text')).toBeVisible({ timeout: 20_000 });
  const prompt = await page.getByTestId('prompt-text').textContent();

  await page.reload();
  // The builder loads after the page (its chunk is fetched once the visitor is there).
  await expect(stepTitle(page)).toHaveText('Preview', { timeout: 30_000 });
  await expect(page.getByTestId('prompt-text')).toHaveText(prompt ?? '');
  await page.screenshot({ path: '.tmp/wizard-draft-reloaded.png', fullPage: true });
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(stepTitle(page)).toHaveText('Details');
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(stepTitle(page)).toHaveText('Voice & Personality');
  await expect(page.getByLabel('Agent name')).toHaveValue('Juniper');
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(page.getByLabel('Your industry')).toHaveValue('Residential plumbing');

  // Start over: a blank agent, and a reload stays blank.
  await continueButton(page).click();
  await expect(stepTitle(page)).toHaveText('Voice & Personality');
  await page.getByTestId('wizard-start-over').click();
  await expect(page.getByLabel('Your industry')).toHaveCount(0);
  await page.reload();
  await expect(page.locator('[aria-label="Agent builder"]')).toHaveAttribute('data-step', '1', { timeout: 30_000 });
  await expect(page.getByLabel('Your industry')).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('wizard-draft'))).toBeNull();
});
