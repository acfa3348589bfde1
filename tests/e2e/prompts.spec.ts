import { expect, test, type Page } from '@playwright/test';
import { adminSessionFile, saveAdminSession } from './admin-session';
import { fillToPreview } from './wizard-helpers';

// The Prompts tab, the two prompt pages, and template history seen from the wizard.

const SESSION_FILE = adminSessionFile('prompts');
const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/prompts-${name}.png`, fullPage: true });

test.describe('prompts (admin)', () => {
  test.use({ storageState: SESSION_FILE });
  test.beforeAll(async ({ browser }) => saveAdminSession(browser, SESSION_FILE));

  test('Prompts tab: generated on load, Update Preview with edited lead data, counts, local Edit / Save Changes', async ({
    page,
  }) => {
    await page.goto('/admin');
    await page.getByRole('tab', { name: 'Prompts' }).click();
    const prompt = page.getByTestId('agent-prompt');
    await expect(prompt).toContainText('Riverside Plumbing & Drain', { timeout: 20_000 });
    await expect(page.getByTestId('toast')).toContainText('Prompt Generated');
    const text = await prompt.innerText();
    await expect(page.getByTestId('count-characters')).toHaveText(text.length.toLocaleString('en-US'));
    await expect(page.getByTestId('count-words')).not.toHaveText('0');

    await page.getByLabel('Company').fill('Acme Rooter');
    await page.getByRole('button', { name: 'Update Preview' }).click();
    await expect(prompt).toContainText('Acme Rooter');
    await page.getByRole('button', { name: 'Regenerate' }).click();
    await expect(prompt).toContainText('Acme Rooter');

    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    await page.getByLabel('Agent prompt').fill('Short prompt.\nTwo lines.');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByTestId('toast')).toContainText('Prompt Updated');
    await expect(prompt).toHaveText('Short prompt.\nTwo lines.');
    await expect(page.getByTestId('count-characters')).toHaveText('24');
    await expect(page.getByTestId('count-lines')).toHaveText('2');
    await expect(page.getByTestId('count-words')).toHaveText('4');
    await shot(page, 'tab');
  });

  test('/prompt-test loads the hospitality sample; /prompt-preview loads, and falls back to the sample script on failure', async ({
    page,
  }) => {
    await page.goto('/prompt-test');
    await expect(page.getByRole('heading', { name: 'Voice Agent Prompt Example' })).toBeVisible();
    await expect(page.getByTestId('agent-prompt')).toContainText('Seaside Grand Hotel', { timeout: 20_000 });

    await page.goto('/prompt-preview');
    await expect(page.getByRole('heading', { name: 'Agent Prompt Preview' })).toBeVisible();
    await expect(page.getByTestId('agent-prompt')).toContainText('Riverside Plumbing & Drain', { timeout: 20_000 });
    await expect(page.getByTestId('fallback-label')).toHaveCount(0);

    await page.route('**/api/generate-agent-prompt', (r) => r.fulfill({ status: 500, body: '' }));
    await page.getByRole('button', { name: 'Regenerate' }).click();
    await expect(page.getByTestId('toast')).toContainText('Failed to generate prompt. Using fallback example.');
    await expect(page.getByTestId('fallback-label')).toBeVisible();
    await expect(page.getByTestId('agent-prompt')).toContainText('You are Ava');
    await shot(page, 'preview-fallback');
  });

  test('a template edit changes the prompt the wizard generates; restoring the older version brings the old prompt back', async ({
    page,
    browser,
  }) => {
    const marker = `Always mention the copper kettle ${Date.now()}.`;
    const wizardPrompt = async () => {
      const ctx = await browser.newContext({ storageState: undefined });
      const w = await ctx.newPage();
      await w.goto('/');
      await fillToPreview(w, { name: 'Ava' });
      await expect(w.getByTestId('prompt-text')).toContainText('Ava', { timeout: 20_000 });
      const text = await w.getByTestId('prompt-text').innerText();
      await ctx.close();
      return text;
    };

    await page.goto('/admin');
    await page.getByRole('tab', { name: 'Template', exact: true }).click();
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    const editor = page.getByRole('textbox', { name: 'Base prompt template' });
    await editor.fill(`${await editor.inputValue()}\n${marker}`);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByTestId('toast')).toContainText('Template Saved');
    expect(await wizardPrompt()).toContain(marker);

    const versions = page.getByTestId('template-version');
    await expect(versions.first()).toContainText('Built-in default');
    await versions.first().getByRole('button', { name: 'Compare' }).click();
    await expect(page.getByTestId('version-diff').locator('[data-kind="added"]')).toContainText(marker);
    await shot(page, 'compare');
    await page.getByRole('button', { name: 'Restore this version' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Restore' }).click();
    await expect(page.getByTestId('toast')).toContainText('Template Restored');
    await expect(page.getByTestId('template-origin')).toContainText('Default');
    await expect(versions.first()).toContainText('replaced by a restore');
    expect(await wizardPrompt()).not.toContain(marker);
  });
});
