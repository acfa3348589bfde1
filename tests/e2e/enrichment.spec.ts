import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { fixtureSiteDir, startStaticSite, type StaticSite } from '../support/static-site';
import { adminSessionFile, saveAdminSession } from './admin-session';

// AI Upload and batch enrichment as an admin would use them, against local fixture websites
// (127.0.0.1 is in the e2e server's FETCH_ALLOW_HOSTS), in Sandbox mode.

const SESSION_FILE = adminSessionFile('enrichment');
const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/enrichment-${name}.png`, fullPage: true });
const stamp = Date.now();

let plumbing: StaticSite;
let bakery: StaticSite;
test.beforeAll(async ({ browser }) => {
  plumbing = await startStaticSite(fixtureSiteDir('riverside-plumbing'));
  bakery = await startStaticSite(null, {
    '/': (_req, res) =>
      void res
        .writeHead(200, { 'content-type': 'text/html' })
        .end(
          '<h1>Sunrise Bakery</h1><p>We are a neighbourhood bakery baking sourdough, cakes and pastries for families every morning.</p>',
        ),
  });
  await saveAdminSession(browser, SESSION_FILE);
});
test.afterAll(async () => {
  await plumbing?.close();
  await bakery?.close();
});
test.use({ storageState: SESSION_FILE });

async function openTab(page: Page, name: string) {
  await page.goto('/admin');
  // The session check can take a while on a busy machine.
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('tab', { name, exact: true }).click();
}

test('AI Upload enriches each row against its website, shows progress, previews and downloads the CSV', async ({
  page,
}) => {
  await openTab(page, 'AI Upload');
  const csv = [
    'Company,Contact_Name,Email,Phone,Website',
    `Riverside Plumbing,Dana Reyes,dana-${stamp}@riverside.example,555-0100,${plumbing.url}/`,
    `Sunrise Bakery,Sam Okafor,sam-${stamp}@sunrise.example,,${bakery.url}/`,
    `"=cmd|' /C calc'!A0",Mallory,mallory-${stamp}@example.com,,`,
  ].join('\n');
  await page
    .getByLabel('AI CSV file')
    .setInputFiles({ name: `spring-leads-${stamp}.csv`, mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect(page.getByRole('list', { name: 'Phases' })).toBeVisible();
  await expect(page.getByText('3 leads enriched and saved')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('progressbar', { name: 'AI Upload progress' })).toHaveAttribute('aria-valuenow', '100');
  const table = page.getByRole('table', { name: 'Enriched preview' });
  await expect(table.getByRole('row')).toHaveCount(4);
  await expect(table.getByRole('row', { name: /Riverside Plumbing/ })).toContainText('Plumbing');
  await expect(table.getByRole('row', { name: /Mallory/ })).toContainText('No website in the CSV');
  await shot(page, 'ai-upload');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download Enriched CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('ai_enriched_leads.csv');
  const text = await readFile((await download.path())!, 'utf8');
  expect(text.split('\r\n')[0]).toBe(
    '\uFEFFcompany,contact_name,email,phone,website,industry,status,notes,agent_prompt',
  );
  expect(text).toContain('Sandbox analysis');
  expect(text).toContain("\r\n'=cmd|' /C calc'!A0,Mallory,");
});

test('a batch enrichment shows live progress and ends with every lead enriched or failed', async ({ page }) => {
  const name = `Batch ${stamp}`;
  const leads = Array.from({ length: 8 }, (_, i) => ({
    email: `batch${i}-${stamp}@example.com`,
    companyName: `Shop ${i}`,
    firstName: 'Lee',
    website: i % 2 ? `${plumbing.url}/` : `${bakery.url}/`,
  }));
  const created = await page.request.post('/api/admin/campaigns/create', { data: { name, leads } });
  expect(created.status()).toBe(200);

  await openTab(page, 'Enrichment');
  await expect(page.getByRole('heading', { name: 'Select a Campaign' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'View Campaigns' })).toBeVisible();
  await page.getByRole('list', { name: 'Recent campaigns' }).getByRole('button', { name }).click();

  await expect(page.getByTestId('enrich-stat-total-leads')).toHaveText('8');
  await expect(page.getByTestId('enrichment-leads').getByRole('button', { name: 'Enrich' })).toHaveCount(8);
  await page.getByRole('button', { name: 'Enrich 8 Pending Leads' }).click();
  await expect(page.getByRole('progressbar', { name: 'Enrichment progress' })).toBeVisible();
  await expect(page.getByText('8 of 8 leads done (100%) · complete')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('enrich-stat-pending')).toHaveText('0');
  const enriched = Number(await page.getByTestId('enrich-stat-enriched').textContent());
  const failed = Number(await page.getByTestId('enrich-stat-failed').textContent());
  expect(enriched + failed).toBe(8);
  await expect(page.getByRole('button', { name: 'Enrich 0 Pending Leads' })).toBeDisabled();
  await expect(page.getByTestId('enrichment-leads').getByRole('button', { name: 'Enrich' })).toHaveCount(0);

  await page
    .getByTestId('enrichment-leads')
    .getByRole('button', { name: /Shop 1/ })
    .click();
  await expect(page.getByTestId('lead-details')).toContainText('Emergency plumbing repairs');
  await expect(page.getByTestId('lead-details')).toContainText('Sandbox');
  await shot(page, 'batch');
});
