import { expect, test, type Page } from '@playwright/test';
import { adminSessionFile, saveAdminSession } from './admin-session';

// Editing leads and campaigns by hand on the Campaigns tab: add, edit and delete a lead (the
// confirmation says what goes), rename and archive a campaign, at desktop width and at 390 px.

const SESSION_FILE = adminSessionFile('lead-campaign-edit');
const run = Date.now().toString(36);
const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/lead-edit-${name}.png`, fullPage: true });
const card = (page: Page, name: string) =>
  page.getByTestId('campaign-card').filter({ has: page.getByRole('heading', { name, exact: true }) });

async function createCampaign(page: Page, name: string) {
  const res = await page.request.post('/api/admin/campaigns/create', {
    headers: { 'X-Admin-Auth': 'true' },
    data: {
      name,
      leads: [
        {
          email: 'ann@acme.test',
          firstName: 'Ann',
          lastName: 'Lee',
          companyName: 'Acme',
          phoneNumber: '(415) 555-0176',
        },
        { email: 'bo@beta.test', firstName: 'Bo', lastName: 'Ng', companyName: 'Beta', phoneNumber: '(415) 555-0177' },
      ],
    },
  });
  expect(res.status()).toBe(200);
}

async function openCampaigns(page: Page) {
  await page.goto('/admin');
  await page.getByRole('tab', { name: 'Campaigns', exact: true }).click();
}

test.describe('editable leads and campaigns', () => {
  test.use({ storageState: SESSION_FILE });
  test.beforeAll(async ({ browser }) => saveAdminSession(browser, SESSION_FILE));

  test('add, edit and delete a lead; rename and archive the campaign', async ({ page }) => {
    const name = `Editable ${run}`;
    await createCampaign(page, name);
    await openCampaigns(page);
    await card(page, name).getByRole('button', { name: 'View Leads' }).click();
    const table = page.getByTestId('lead-table');
    await expect(table.getByTestId('lead-total')).toHaveText('2 leads');

    // Add: a number already in the campaign is refused with the server's reason; then a new one is added.
    await table.getByRole('button', { name: 'Add lead' }).click();
    const form = page.getByTestId('lead-form');
    await form.getByLabel('First name').fill('Cy');
    await form.getByLabel('Last name').fill('Park');
    await form.getByLabel('Email').fill('cy@gamma.test');
    await form.getByLabel('Phone').fill('415 555 0176');
    await form.getByRole('button', { name: 'Add lead' }).click();
    await expect(page.getByTestId('lead-form-error')).toHaveText(
      'Another lead in this campaign has the phone 415 555 0176 (Ann Lee)',
    );
    await form.getByLabel('Email').fill('not-an-email');
    await form.getByRole('button', { name: 'Add lead' }).click();
    await expect(form.getByText('Invalid email format')).toBeVisible();
    await form.getByLabel('Email').fill('cy@gamma.test');
    await form.getByLabel('Phone').fill('415 555 0199');
    await form.getByLabel('Time zone').fill('America/New_York');
    await shot(page, 'add-form');
    await form.getByRole('button', { name: 'Add lead' }).click();
    await expect(form).toHaveCount(0);
    await expect(table.getByTestId('lead-total')).toHaveText('3 leads');
    const cy = table.getByTestId('lead-row').filter({ hasText: 'cy@gamma.test' });
    await expect(cy).toContainText('Cy');

    // Filter by time zone (the server answers only the matching leads), then clear it.
    await page.getByRole('combobox', { name: 'Filter by time zone' }).click();
    await page.getByRole('option', { name: 'America/New_York' }).click();
    await expect(table.getByTestId('lead-total')).toHaveText('1 lead');
    await expect(table.getByTestId('lead-row')).toHaveCount(1);
    await shot(page, 'filtered');
    await page.getByRole('combobox', { name: 'Filter by time zone' }).click();
    await page.getByRole('option', { name: 'No time zone' }).click();
    await expect(table.getByTestId('lead-total')).toHaveText('2 leads');
    await page.getByRole('combobox', { name: 'Filter by time zone' }).click();
    await page.getByRole('option', { name: 'Any time zone' }).click();
    await expect(table.getByTestId('lead-total')).toHaveText('3 leads');

    // Edit.
    await cy.getByRole('button', { name: 'Edit lead' }).click();
    await expect(form.getByLabel('First name')).toHaveValue('Cy');
    await form.getByLabel('First name').fill('Cyrus');
    await form.getByRole('button', { name: 'Save lead' }).click();
    await expect(form).toHaveCount(0);
    await expect(cy).toContainText('Cyrus');

    // Delete: the confirmation says what goes and what stays.
    await cy.getByRole('button', { name: 'Delete lead' }).click();
    await expect(page.getByTestId('lead-delete-text')).toHaveText(
      'Cyrus Park and their enrichment are removed from this campaign and will not be called. The lead has no calls.',
    );
    await shot(page, 'delete-confirm');
    await page.getByRole('button', { name: 'Delete lead' }).click();
    await expect(table.getByTestId('lead-total')).toHaveText('2 leads');
    await expect(card(page, name).getByTestId('count-total-leads')).toHaveText('2');

    // Rename.
    const renamed = `Renamed ${run}`;
    await card(page, name).getByRole('button', { name: 'Campaign menu' }).click();
    await page.getByRole('menuitem', { name: 'Rename' }).click();
    await page.getByLabel('Campaign name').fill(renamed);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(card(page, renamed)).toBeVisible();

    // Archive: gone from the list; shown (with its badge) when archived campaigns are.
    await card(page, renamed).getByRole('button', { name: 'Campaign menu' }).click();
    await page.getByRole('menuitem', { name: 'Archive' }).click();
    await expect(card(page, renamed)).toHaveCount(0);
    await page.getByRole('switch', { name: 'Show archived campaigns' }).click();
    await expect(card(page, renamed).getByText('archived', { exact: true })).toBeVisible();
    await shot(page, 'archived');

    // Delete asks and names what goes.
    await card(page, renamed).getByRole('button', { name: 'Campaign menu' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await expect(page.getByTestId('campaign-delete-text')).toContainText(`Delete "${renamed}" with its 2 leads`);
    await page.getByRole('button', { name: 'Delete campaign' }).click();
    await expect(card(page, renamed)).toHaveCount(0);
  });

  test('at 390 px the lead table, its row actions and the add form fit the screen', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const name = `Narrow ${run}`;
    await createCampaign(page, name);
    await openCampaigns(page);
    await card(page, name).getByRole('button', { name: 'View Leads' }).click();
    await expect(page.getByTestId('lead-total')).toHaveText('2 leads');
    await shot(page, 'narrow-list');
    // The table scrolls inside its own box; its row actions come first, in view.
    const box = await page.getByTestId('lead-table').boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    const edit = await page.getByRole('button', { name: 'Edit lead' }).first().boundingBox();
    expect(edit!.x + edit!.width).toBeLessThanOrEqual(390);
    await page.getByRole('button', { name: 'Add lead' }).click();
    await expect(page.getByTestId('lead-form')).toBeVisible();
    await shot(page, 'narrow-form');
    await page.getByRole('button', { name: 'Cancel' }).click();

    // Bulk: select both, add them to do-not-call, then delete one after the confirmation.
    await page.getByRole('checkbox', { name: 'Select ann@acme.test' }).check();
    await page.getByRole('checkbox', { name: 'Select bo@beta.test' }).check();
    const bar = page.getByTestId('lead-bulk-bar');
    await expect(bar).toContainText('2 leads selected');
    await shot(page, 'narrow-bulk');
    await bar.getByRole('button', { name: 'Add to do-not-call' }).click();
    await expect(bar).toHaveCount(0);
    const dnc = await (
      await page.request.get('/api/admin/do-not-call', { headers: { 'X-Admin-Auth': 'true' } })
    ).text();
    expect(dnc).toContain('+14155550177');
    await page.getByRole('checkbox', { name: 'Select ann@acme.test' }).check();
    await bar.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByTestId('bulk-delete-text')).toContainText('The 1 lead and their enrichment are removed');
    await page.getByRole('button', { name: 'Delete leads' }).click();
    await expect(page.getByTestId('lead-total')).toHaveText('1 lead');
  });
});
