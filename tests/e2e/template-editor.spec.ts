import { expect, test, type Page } from '@playwright/test';
import { adminSessionFile, saveAdminSession } from './admin-session';

// The admin Template tab (spec admin-area §2 "Template tab", §4, §5, §8) against the real server.

// The admin password the e2e server is started with (playwright.config.ts).
const TEMPLATE_API = '/api/admin/prompt-template';
const DISCARD = 'Are you sure you want to discard your changes?';
const RESET = 'Are you sure you want to reset to the default template? All changes will be lost.';
const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/template-${name}.png`, fullPage: true });
/** A wizard configuration POST /api/generate-prompt accepts. */
const WIZARD = {
  name: 'Kit',
  industry: 'retail',
  gender: 'female',
  age: '30s',
  energyStyle: 'professional',
  toneBooster: ['friendly'],
  hometown: 'Tokyo, Japan',
};

async function openTemplateTab(page: Page) {
  await page.getByRole('tab', { name: 'Template', exact: true }).click();
  await expect(page.getByRole('tab', { name: 'Template', exact: true })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('template-view')).toBeVisible();
}

const toast = (page: Page) => page.getByTestId('toast');
const editor = (page: Page) => page.getByRole('textbox', { name: 'Base prompt template' });
const generatedPrompt = async (page: Page) => {
  const res = await page.request.post('/api/generate-prompt', { data: WIZARD });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { prompt: string }).prompt;
};

// Sign in once and share the session: every sign-in counts against the per-IP login limit the
// whole e2e run shares (30 per 15 minutes).
const SESSION_FILE = adminSessionFile('template-editor');

test.describe('admin Template tab', () => {
  test.use({ storageState: SESSION_FILE });

  test.beforeAll(async ({ browser }) => {
    await saveAdminSession(browser, SESSION_FILE);
  });

  test.beforeEach(async ({ page }) => {
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
    await openTemplateTab(page);
  });

  // Later specs (the wizard's) generate prompts: leave the built-in template in place.
  test.afterEach(async ({ page }) => {
    expect((await page.request.post(`${TEMPLATE_API}/reset`)).status()).toBe(200);
  });

  test('edit and Save: "Template Saved", Customised after a reload, and generated prompts use it', async ({ page }) => {
    const marker = `Mention the blue lighthouse on Harbour Street ${Date.now()}.`;
    await expect(page.getByTestId('template-origin')).toContainText('Default');
    await expect(page.getByRole('button', { name: 'Insert {{name}}' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Copy {{name}}' })).toBeVisible();
    expect(await generatedPrompt(page)).not.toContain(marker);

    await page.getByRole('button', { name: 'Edit' }).click();
    await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
    const original = await editor(page).inputValue();
    expect(original).toContain('{{name}}');
    await editor(page).fill(`${original}\n${marker}`);
    await expect(page.getByTestId('unsaved-warning')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save' })).toBeEnabled();
    await shot(page, 'editing');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page)).toContainText('Template Saved');
    await expect(toast(page)).toContainText('Base prompt template updated successfully');
    await expect(page.getByTestId('template-view')).toContainText(marker);
    await expect(page.getByTestId('unsaved-warning')).toHaveCount(0);

    await page.reload();
    await openTemplateTab(page);
    await expect(page.getByTestId('template-view')).toContainText(marker);
    await expect(page.getByTestId('template-origin')).toContainText('Customised');
    await expect(page.getByTestId('template-origin')).toContainText('Last updated by admin');
    await shot(page, 'customised');

    expect(await generatedPrompt(page)).toContain(marker);
  });

  test('a template without {{name}} gives "Save Failed" with the reason; Cancel asks to discard; a placeholder is inserted at the cursor', async ({
    page,
  }) => {
    await page.getByRole('button', { name: 'Edit' }).click();
    await editor(page).fill('Hello from {{companyName}}. I am ');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page)).toContainText('Save Failed');
    await expect(toast(page)).toContainText("The template must contain the {{name}} placeholder (the agent's name)");
    await expect(toast(page)).toHaveAttribute('data-variant', 'destructive');
    await shot(page, 'save-failed');
    const stored = await (await page.request.get(TEMPLATE_API)).json();
    expect(stored.isDefault).toBe(true);

    await page.getByRole('button', { name: 'Cancel' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText(DISCARD);
    await shot(page, 'discard-dialog');
    await dialog.getByRole('button', { name: 'Keep editing' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(editor(page)).toHaveValue('Hello from {{companyName}}. I am ');

    await editor(page).focus();
    await editor(page).press('End');
    await page.getByRole('button', { name: 'Insert {{name}}' }).click();
    await expect(editor(page)).toHaveValue('Hello from {{companyName}}. I am {{name}}');

    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Discard' }).click();
    await expect(editor(page)).toHaveCount(0);
    await expect(page.getByTestId('template-view')).toContainText('You are {{name}}');
    await expect(page.getByTestId('template-origin')).toContainText('Default');
  });

  test('Reset to Default asks first, then "Template Reset" and the built-in template is back', async ({ page }) => {
    const put = await page.request.put(TEMPLATE_API, {
      data: { template: 'Custom opening for {{name}} at {{companyName}}.' },
    });
    expect(put.status()).toBe(200);
    await page.getByRole('button', { name: 'Reload' }).click();
    await expect(page.getByTestId('template-view')).toHaveText('Custom opening for {{name}} at {{companyName}}.');
    await expect(page.getByTestId('template-origin')).toContainText('Customised');

    await page.getByRole('button', { name: 'Reset to Default' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText(RESET);
    await dialog.getByRole('button', { name: 'Keep current' }).click();
    await expect(page.getByTestId('template-origin')).toContainText('Customised');

    await page.getByRole('button', { name: 'Reset to Default' }).click();
    await expect(dialog).toContainText(RESET);
    await shot(page, 'reset-dialog');
    await dialog.getByRole('button', { name: 'Reset' }).click();
    await expect(toast(page)).toContainText('Template Reset');
    await expect(toast(page)).toContainText('Prompt template reset to default');
    await expect(page.getByTestId('template-origin')).toContainText('Default');
    await expect(page.getByTestId('template-view')).toContainText('You are {{name}}, a job candidate');
    expect((await (await page.request.get(TEMPLATE_API)).json()).isDefault).toBe(true);
    await shot(page, 'default');
  });
});
