import { zipSync } from 'fflate';
import { expect, test, type Page } from '@playwright/test';
import { makePgliteTemplate } from '../support/template';
import { startTestServer, type TestServer } from '../support/test-server';
import { SEEDED_ADMIN_PASSWORD, signInSeeded } from './seeded-server';

// Lawful calling as a new user tries it: a HubSpot-style export (US numbers, no time-zone column) is
// uploaded, enriched and opened in Dispatch. The server runs in this process with its clock at
// 20:30 New York / Miami time (EST), so the Florida number is Later (8:00–20:00 there) while the New
// York ones are Now; a number on the imported national registry is Never.

const NOW = new Date('2026-11-25T01:30:00Z');
const HUBSPOT = [
  'First Name,Last Name,Email,Phone Number,Company Name,Website URL',
  'Ann,Lee,ann@acme.example,(212) 555-0101,Acme Plumbing,',
  'Bo,Ng,bo@beta.example,(305) 555-0102,Beta Bakery,',
  'Cy,Oh,cy@gamma.example,(646) 555-0103,Gamma Dental,',
  'Di,Ko,di@delta.example,(718) 555-0104,Delta Roofing,',
  'Ed,Li,ed@eps.example,(917) 555-0105,Eps Florist,',
].join('\n');

let server: TestServer;
test.beforeAll(async () => {
  await makePgliteTemplate();
  server = await startTestServer({
    serveClient: true,
    clock: { now: () => NOW },
    env: { ADMIN_PASSWORD: SEEDED_ADMIN_PASSWORD, NODE_ENV: 'development' },
  });
});
test.afterAll(async () => server?.close());

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/lawful-calling-${name}.png`, fullPage: true });
const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true }).click();

test('HubSpot export without a time-zone column → enrich → Now / Later / Never by source; Florida at 20:30 is Later; a registry match is Never', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signInSeeded(page, server);

  // The registry copy first, where the do-not-call list is managed (Dispatch tab): one number of the file.
  await tab(page, 'Dispatch');
  await page.getByLabel('Download date').fill('2026-11-20');
  const zip = zipSync({ '917.txt': new TextEncoder().encode('917,5550105\n917,5550999\n') });
  await page
    .locator('input[type=file][accept*=zip]')
    .setInputFiles({ name: 'dnc-917.zip', mimeType: 'application/zip', buffer: Buffer.from(zip) });
  await expect(page.getByTestId('registry-date')).toContainText('Copy of 2026-11-20 · 2 numbers');
  await expect(page.getByTestId('registry-date')).toContainText('current');
  await shot(page, 'registry');

  await tab(page, 'Upload');
  await page.getByLabel('Campaign Name').fill('HubSpot export');
  await page
    .getByLabel('CSV File')
    .setInputFiles({ name: 'hubspot-contacts.csv', mimeType: 'text/csv', buffer: Buffer.from(HUBSPOT) });
  await page.getByRole('button', { name: 'Create Campaign' }).click();
  await expect(page.getByRole('heading', { name: 'HubSpot export', exact: true })).toBeVisible({ timeout: 30_000 });

  await tab(page, 'Enrichment');
  await page.getByRole('list', { name: 'Recent campaigns' }).getByRole('button', { name: 'HubSpot export' }).click();
  await page.getByRole('button', { name: 'Enrich 5 Pending Leads' }).click();
  await expect(page.getByText('5 of 5 leads done (100%) · complete')).toBeVisible({ timeout: 90_000 });

  // The campaign chosen in Enrichment stays selected in Dispatch.
  await tab(page, 'Dispatch');
  await page.getByRole('button', { name: 'Assign Voices' }).click();
  await expect(page.getByTestId('need-voice')).toHaveText('Every enriched lead has a voice.');

  // Every lead with a valid number is Now or Later (by area code), except the registry match.
  await expect(page.getByTestId('bucket-now')).toContainText('3');
  await expect(page.getByTestId('bucket-now-sources')).toContainText('3 · by area code');
  await expect(page.getByTestId('bucket-later')).toContainText('1 · Outside calling hours (8:00–20:00 local time)');
  await expect(page.getByTestId('bucket-later-sources')).toContainText('1 · by area code');
  await expect(page.getByTestId('bucket-never')).toContainText('1 · On the national do-not-call registry');
  await expect(page.getByTestId('consent-state')).toContainText('not needed (Sandbox voice provider)');
  await expect(page.getByTestId('registry-state')).toContainText('copy of 2026-11-20');
  await page.getByTestId('bucket-now').scrollIntoViewIfNeeded();
  await shot(page, 'preview');
});
