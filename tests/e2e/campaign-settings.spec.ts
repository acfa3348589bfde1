import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { adminSessionFile, saveAdminSession } from './admin-session';

// A campaign that is the business's own, tried as a new user would: an Apollo export imported
// through the mapping step (a mobile-only contact keeps its mobile number), then the campaign's
// business name, script and voice set and seen in the preview of what its calls will say.

const SESSION_FILE = adminSessionFile('campaign-settings');
const run = Date.now().toString(36);
const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/campaign-settings-${name}.png`, fullPage: true });

async function pick(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test.describe('campaign settings and the import mapping step', () => {
  test.use({ storageState: SESSION_FILE });
  test.beforeAll(async ({ browser }) => saveAdminSession(browser, SESSION_FILE));

  test('Apollo import with mapping, then business name, script and voice in the preview', async ({ page }) => {
    const name = `Apollo ${run}`;
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
    await page.getByLabel('Campaign Name').fill(name);
    await page.getByLabel('CSV File').setInputFiles({
      name: 'apollo-contacts.csv',
      mimeType: 'text/csv',
      buffer: readFileSync(path.resolve('tests/fixtures/csv/apollo-contacts.csv')),
    });
    const mapping = page.getByTestId('column-mapping');
    await expect(mapping.getByRole('combobox', { name: 'Phone, 1st choice' })).toHaveText('Work Direct Phone');
    await expect(mapping.getByRole('combobox', { name: 'Phone, 3rd choice' })).toHaveText('Company Phone');
    await expect(mapping.getByRole('combobox', { name: 'Phone, 4th choice' })).toHaveText('Mobile Phone');
    await expect(mapping.getByRole('combobox', { name: 'Company column' })).toHaveText('Company');
    await expect(page.getByTestId('mapping-first-lead')).toHaveText(
      'Row 2: dana@riverside-plumbing.com, phone +1 212-555-0147 (from Corporate Phone)',
    );
    // Changeable: the company from another column.
    await pick(page, 'Company column', 'Company Name for Emails');
    await expect(mapping.getByRole('combobox', { name: 'Company column' })).toHaveText('Company Name for Emails');
    await shot(page, 'mapping');
    await page.getByRole('button', { name: 'Create Campaign' }).click();

    await expect(page.getByRole('tab', { name: 'Campaigns', exact: true })).toHaveAttribute('aria-selected', 'true');
    const card = page.getByTestId('campaign-card').filter({ has: page.getByRole('heading', { name, exact: true }) });
    await card.getByRole('button', { name: 'View Leads' }).click();
    const leads = page.getByTestId('lead-table');
    await expect(leads.getByTestId('lead-row')).toHaveCount(4);
    await expect(leads).toContainText('Brightpath');
    await leads.getByTestId('lead-row').filter({ hasText: 'miguel@brightpath.io' }).click();
    const details = page.getByTestId('lead-details');
    await expect(details).toContainText('+1 646-555-0181');
    await expect(details).toContainText('+16465550181');
    await expect(details).toContainText('Mobile Phone');
    await shot(page, 'lead-details');
    await page.keyboard.press('Escape');

    const campaigns = (await (await page.request.get('/api/admin/campaigns')).json()) as Array<{
      id: string;
      name: string;
    }>;
    const id = campaigns.find((c) => c.name === name)!.id;
    await page.goto(`/admin?tab=dispatch&campaign=${id}`);
    const settings = page.getByTestId('campaign-settings');
    await expect(settings.getByTestId('preview-disclosure')).toContainText('on behalf of Callcraft');
    await expect(settings.getByTestId('preview-prompt')).toContainText('calling Riverside Plumbing');
    await expect(settings.getByTestId('preview-prompt')).not.toContainText('job candidate');

    await settings.getByLabel(/^Business name/).fill('Northwind Dev');
    await settings.getByLabel("Agent's name").fill('Max');
    await pick(page, "Agent's gender", 'Male');
    await pick(page, 'Voice', 'Ryan (sandbox)');
    await settings
      .getByLabel(/^Script/)
      .fill(
        '1. Say you are calling from {{businessName}} about release pipelines.\n2. Ask how {{companyName}} ships code.',
      );
    await settings.getByRole('button', { name: 'Save settings' }).click();
    await expect(settings.getByText('Saved', { exact: true })).toBeVisible();
    await expect(settings.getByTestId('preview-disclosure')).toHaveText(
      /^You are an AI assistant calling on behalf of Northwind Dev\./,
    );
    await expect(settings.getByTestId('preview-prompt')).toContainText(
      'Say you are calling from Northwind Dev about release pipelines.',
    );
    await expect(settings.getByTestId('preview-prompt')).toContainText('Ask how Riverside Plumbing ships code.');
    await expect(settings.getByTestId('preview-prompt')).toContainText('You are Max');
    await expect(settings.getByTestId('preview-voice')).toHaveText('Ryan (sandbox) (male)');
    await settings.scrollIntoViewIfNeeded();
    await shot(page, 'preview');
  });
});
