import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { adminSessionFile, saveAdminSession } from './admin-session';

// The Upload and Campaigns tabs (spec admin-area §2, §4, §5) against the real server: a plain CSV
// becomes a campaign with the right leads and counts; a file with errors shows the first five and
// disables Create (then imports the valid rows on request); Start / Pause / Resume change the badge.

const SESSION_FILE = adminSessionFile('campaigns');
const run = Date.now().toString(36);
const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/campaigns-${name}.png`, fullPage: true });

const card = (page: Page, name: string) =>
  page.getByTestId('campaign-card').filter({ has: page.getByRole('heading', { name, exact: true }) });

async function chooseFile(page: Page, fileName: string, text: string) {
  await page.getByLabel('CSV File').setInputFiles({ name: fileName, mimeType: 'text/csv', buffer: Buffer.from(text) });
}

async function openDashboard(page: Page) {
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
}

test.describe('admin Upload and Campaigns tabs', () => {
  test.use({ storageState: SESSION_FILE });
  test.beforeAll(async ({ browser }) => saveAdminSession(browser, SESSION_FILE));

  test('a plain CSV upload creates a campaign whose leads and counts are right', async ({ page }) => {
    const name = `Spring outreach ${run}`;
    await openDashboard(page);
    await expect(page.getByRole('tab', { name: 'Upload', exact: true })).toHaveAttribute('aria-selected', 'true');
    await page.getByLabel('Campaign Name').fill(name);
    await chooseFile(
      page,
      'spring.csv',
      '\uFEFFEmail,First Name,Last Name,Company,Phone\r\nzoe@cafe-creme.fr,Zoë,Côté,"Café Crème, SARL",+33 1 42 68 53 00\r\nann@acme.test,Ann,Lee,Acme,(415) 555-0100\r\nbo@beta.test,Bo,Ng,Beta,\r\n',
    );
    const preview = page.getByTestId('csv-preview');
    await expect(preview.getByRole('row')).toHaveCount(4); // header + 3 rows
    await expect(preview).toContainText('Café Crème, SARL');
    await expect(page.getByTestId('csv-errors')).toHaveCount(0);
    await shot(page, 'upload-preview');
    await page.getByRole('button', { name: 'Create Campaign' }).click();

    // The view switches to Campaigns and the list shows the new campaign with its counts.
    await expect(page.getByRole('tab', { name: 'Campaigns', exact: true })).toHaveAttribute('aria-selected', 'true');
    const c = card(page, name);
    await expect(c.getByTestId('campaign-status')).toHaveText('draft');
    await expect(c.getByTestId('count-total-leads')).toHaveText('3');
    await expect(c.getByTestId('count-processed')).toHaveText('0');
    await expect(c.getByTestId('count-successful')).toHaveText('0');
    await expect(c.getByTestId('count-failed')).toHaveText('0');

    await c.getByRole('button', { name: 'View Leads' }).click();
    const leads = page.getByTestId('lead-table');
    await expect(leads.getByTestId('lead-total')).toHaveText('3 leads');
    await expect(leads.getByTestId('lead-row')).toHaveCount(3);
    await expect(leads.getByTestId('lead-row').first()).toContainText('zoe@cafe-creme.fr');
    await leads.getByRole('columnheader', { name: 'Email' }).click(); // ascending by email
    await expect(leads.getByTestId('lead-row').first()).toContainText('ann@acme.test');
    await leads.getByRole('searchbox', { name: 'Search leads' }).fill('beta');
    await expect(leads.getByTestId('lead-total')).toHaveText('1 lead');
    await expect(leads.getByTestId('lead-row')).toHaveCount(1);
    await expect(leads.getByTestId('lead-row')).toContainText('bo@beta.test');
    await shot(page, 'campaign-leads');
  });

  test('a file with errors shows the first five, disables Create, and can import the valid rows', async ({ page }) => {
    const name = `Messy list ${run}`;
    await openDashboard(page);
    await page.getByLabel('Campaign Name').fill(name);
    const rows = [
      'email,first name',
      'good1@x.test,A',
      ',B',
      'nope,C',
      'good2@x.test,D',
      'GOOD1@x.test,E',
      'x@y,F',
      ',G',
      'bad@,H',
      'also-bad,I',
      'good3@x.test,J',
    ];
    await chooseFile(page, 'messy.csv', rows.join('\n'));
    const errors = page.getByTestId('csv-errors');
    await expect(errors).toContainText('Row 3: Missing email');
    await expect(errors.locator('p')).toHaveText([
      'Row 3: Missing email',
      'Row 4: Invalid email format',
      'Row 6: Duplicate email (first seen in row 2)',
      'Row 7: Invalid email format',
      'Row 8: Missing email',
      '... and 2 more errors',
    ]);
    await expect(page.getByRole('button', { name: 'Create Campaign' })).toBeDisabled();
    await shot(page, 'upload-errors');

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download skipped rows report' }).click();
    const report = await download;
    expect(report.suggestedFilename()).toBe('skipped_rows.csv');
    const text = readFileSync((await report.path())!, 'utf8');
    expect(text).toContain('row,error,email,first name');
    expect(text).toContain('6,Duplicate email (first seen in row 2),GOOD1@x.test,E');
    expect(text.trim().split('\r\n')).toHaveLength(8);

    await page.getByRole('button', { name: 'Import the 3 valid rows, skip the rest' }).click();
    await expect(page.getByRole('tab', { name: 'Campaigns', exact: true })).toHaveAttribute('aria-selected', 'true');
    await expect(card(page, name).getByTestId('count-total-leads')).toHaveText('3');
  });

  test("Start, Pause and Resume change the badge; Start opens the campaign's Dispatch tab", async ({ page }) => {
    const name = `Status walk ${run}`;
    await openDashboard(page);
    await page.getByLabel('Campaign Name').fill(name);
    await chooseFile(page, 'status.csv', 'email\nstatus@x.test\n');
    await page.getByRole('button', { name: 'Create Campaign' }).click();
    const c = card(page, name);
    const badge = c.getByTestId('campaign-status');
    await expect(badge).toHaveText('draft');
    await expect(badge).toHaveClass(/bg-gray-500/);
    // Start marks it active and opens its Dispatch tab, where dialling starts.
    await c.getByRole('button', { name: 'Start' }).click();
    await expect(page.getByRole('tab', { name: 'Dispatch', exact: true })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByTestId('campaign-scope-heading')).toHaveText(`Dispatch: ${name}`);
    await page.getByRole('tab', { name: 'Campaigns', exact: true }).click();
    await expect(badge).toHaveText('active');
    await expect(badge).toHaveClass(/bg-green-700/);
    await c.getByRole('button', { name: 'Pause' }).click();
    await expect(badge).toHaveText('paused');
    await expect(badge).toHaveClass(/bg-yellow-500/);
    await expect(c.getByRole('button', { name: 'Start' })).toHaveCount(0);
    await c.getByRole('button', { name: 'Resume' }).click();
    await expect(badge).toHaveText('active');
    await expect(c.getByRole('button', { name: 'Pause' })).toBeVisible();
    await shot(page, 'status');

    // Enrich selects the campaign and switches tab.
    await c.getByRole('button', { name: 'Enrich' }).click();
    await expect(page.getByRole('tab', { name: 'Enrichment', exact: true })).toHaveAttribute('aria-selected', 'true');
  });
});
