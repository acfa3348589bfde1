import { expect, test, type Page } from '@playwright/test';
import { fixtureSiteDir, startStaticSite, type StaticSite } from '../support/static-site';
import { adminSessionFile, saveAdminSession } from './admin-session';

// Lead Scout in sandbox, as a new admin would use it: two local fixture businesses are analysed
// (for admin work), then research finds them in the captured pages, scores them with their
// sources, drafts a campaign framework, and turns both into a real campaign.

const SESSION_FILE = adminSessionFile('lead-scout');
const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/lead-scout-${name}.png`, fullPage: true });
let sites: StaticSite[] = [];

test.describe('Lead Scout (sandbox)', () => {
  test.use({ storageState: SESSION_FILE });

  test.beforeAll(async ({ browser }) => {
    await saveAdminSession(browser, SESSION_FILE);
    sites = await Promise.all(
      ['riverside-plumbing', 'summit-heating-plumbing'].map((s) => startStaticSite(fixtureSiteDir(s))),
    );
    // Analysed for admin work (the web-enrichment test page's call): pages read for anonymous
    // wizard visitors are never searched.
    const admin = await browser.newContext({ storageState: SESSION_FILE });
    for (const s of sites) {
      const res = await admin.request.post('/api/admin/test-firecrawl', {
        data: { companyName: 'Fixture', domain: `${s.url}/` },
      });
      expect(res.status(), await res.text()).toBe(200);
    }
    await admin.close();
  });
  test.afterAll(async () => Promise.all(sites.map((s) => s.close())));

  test('finds both analysed businesses, scored with sources; a framework; two of them become a campaign', async ({
    page,
  }) => {
    await page.goto('/admin');
    await page.getByRole('tab', { name: 'Lead Scout' }).click();
    const run = page.getByRole('button', { name: 'Start Research' });
    await expect(run).toBeDisabled();
    await expect(page.getByRole('button', { name: /Plumbing companies in Springfield/ })).toBeVisible();
    await page.getByRole('button', { name: 'Plumbing companies in Springfield' }).click();
    await expect(page.getByLabel('Search Topic *')).toHaveValue('Plumbing companies in Springfield');
    await page.getByLabel('Search Topic *').fill('plumbing Springfield');
    await run.click();

    await expect(page.getByTestId('toast')).toContainText('Research Complete');
    // Other journeys on this server may have captured more plumbing pages: at least our two.
    await expect(page.getByTestId('toast')).toContainText(/Found \d+ potential leads/);
    await expect(page.getByTestId('scout-sandbox')).toBeVisible();
    await expect(page.getByTestId('scout-metadata')).toContainText('Query: “plumbing Springfield”');
    const leads = page.getByTestId('potential-lead');
    await expect(leads.filter({ hasText: 'Riverside Plumbing & Drain' }).first()).toBeVisible();
    await expect(leads.filter({ hasText: 'Summit Heating & Plumbing' }).first()).toBeVisible();
    const found = await leads.count();
    expect(found).toBeGreaterThanOrEqual(2);
    for (const lead of await leads.all()) {
      await expect(lead.getByTestId('lead-score')).toHaveText(/^Score \d+$/);
      await expect(lead.getByTestId('lead-source')).toContainText('Source: http://127.0.0.1:');
    }

    await page.getByRole('button', { name: 'Generate Campaign' }).click();
    await expect(page.getByTestId('campaign-framework')).toContainText('AI Phone Agent Outreach');
    await expect(page.getByTestId('campaign-framework')).toContainText('Outreach Sequence');
    await shot(page, 'results');

    await page.getByLabel('Select Riverside Plumbing & Drain').first().check();
    await page.getByLabel('Select Summit Heating & Plumbing').first().check();
    await page.getByRole('button', { name: 'Create Campaign from 2 selected' }).click();
    await expect(page.getByTestId('toast')).toContainText('Campaign Created');
    // The dashboard switches to the Campaigns tab, where the new campaign's card is listed.
    await expect(page.getByRole('tab', { name: 'Campaigns' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText('Lead Scout: plumbing Springfield').first()).toBeVisible();
    const list = (await (await page.request.get('/api/admin/campaigns')).json()) as {
      name: string;
      totalLeads: number;
    }[];
    expect(list.find((c) => c.name === 'Lead Scout: plumbing Springfield')).toMatchObject({ totalLeads: 2 });

    // The run is kept and reopens without searching again.
    await page.getByRole('tab', { name: 'Lead Scout' }).click();
    await page.reload();
    await page.getByRole('tab', { name: 'Lead Scout' }).click();
    await page
      .getByRole('list', { name: 'Past research runs' })
      .getByRole('button', { name: /plumbing Springfield/ })
      .first()
      .click();
    await expect(page.getByTestId('potential-lead')).toHaveCount(found);
  });

  test('/lead-scout page: campaign objective, raw text and sources', async ({ page }) => {
    await page.goto('/lead-scout');
    await expect(page.getByRole('heading', { name: 'Lead Scout Agent' })).toBeVisible();
    await expect(page.getByLabel('Campaign Objective')).not.toHaveValue('');
    await page.getByLabel('Search Topic *').fill('   ');
    await page.getByRole('button', { name: 'Start Research' }).click();
    await expect(page.getByTestId('toast')).toContainText('Validation Error');
    await expect(page.getByTestId('toast')).toContainText('Search topic is required');
    await page.getByLabel('Search Topic *').fill('drain cleaning');
    await page.getByRole('button', { name: 'Start Research' }).click();
    await expect(page.getByText('Executive Summary')).toBeVisible();
    await expect(page.getByTestId('scout-full-text')).toContainText('Riverside');
    await expect(page.getByTestId('scout-sources').getByRole('link').first()).toBeVisible();
    await shot(page, 'page');
  });
});
