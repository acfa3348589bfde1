import { expect, test, type Page } from '@playwright/test';
import { adminSessionFile, saveAdminSession } from './admin-session';

// A campaign of many pages in the browser, seeded through the real import API, then the lead
// list: scroll to the very end (the virtual table fetches page after page of 200 by cursor),
// search, sort by company, open a lead. Screenshots of each. The list's speed at 100,000 leads is
// the server's part, proven by tests/integration/lead-list-scale.test.ts and `npm run bench
// lead-page`; here 3,000 leads (15 pages) prove the browser's part at a fraction of the seed.

const SESSION_FILE = adminSessionFile('lead-list-scroll');
const run = Date.now().toString(36);
const ROWS = 3_000;
// One lead to search for, and the company that sorts first.
const NEEDLE = 1_207;
const FIRST_ROW = 2_001;
const FIRST_COMPANY = 'Aardvark & Abbott Ltd';
const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/lead-list-scroll-${name}.png` });

function csv(): string {
  const lines = ['email,first name,last name,company,phone'];
  for (let i = 0; i < ROWS; i++) {
    const company =
      i === FIRST_ROW
        ? FIRST_COMPANY
        : i === NEEDLE
          ? 'Zephyrine Holdings'
          : `Company ${String(i % 900).padStart(4, '0')}`;
    const first = i === NEEDLE ? 'Quillon' : `First${i}`;
    lines.push(`lead${i}@s${run}.io,${first},L${i},${company},+1 415 555 ${String(i % 10_000).padStart(4, '0')}`);
  }
  return `${lines.join('\n')}\n`;
}

test.describe('a campaign of many pages in the browser', () => {
  test.use({ storageState: SESSION_FILE });
  test.beforeAll(async ({ browser }) => saveAdminSession(browser, SESSION_FILE));

  test('scrolls to the end, searches, sorts by company and opens a lead', async ({ page }) => {
    test.setTimeout(120_000);
    const name = `Many pages ${run}`;
    const t0 = Date.now();
    const res = await page.request.post('/api/admin/campaigns/import', {
      multipart: { name, file: { name: 'leads.csv', mimeType: 'text/csv', buffer: Buffer.from(csv()) } },
      timeout: 120_000,
    });
    expect(res.status(), await res.text()).toBe(200);
    expect(((await res.json()) as { leadCount: number }).leadCount).toBe(ROWS);
    const seeded = Date.now() - t0;

    await page.goto('/admin');
    await page.getByRole('tab', { name: 'Campaigns', exact: true }).click();
    const card = page.getByTestId('campaign-card').filter({ has: page.getByRole('heading', { name, exact: true }) });
    await card.getByRole('button', { name: 'View Leads' }).click();
    const table = page.getByTestId('lead-table');
    await expect(table.getByTestId('lead-total')).toHaveText('3,000 leads');
    await expect(table.getByTestId('lead-row').first()).toContainText(`lead0@s${run}.io`);
    await shot(page, 'opened');

    // To the very end: keep the scroller at its bottom while pages arrive by cursor.
    const scroller = table.getByRole('table');
    const lastEmail = `lead${ROWS - 1}@s${run}.io`;
    const t1 = Date.now();
    const lastRow = table.getByTestId('lead-row').filter({ hasText: lastEmail });
    await expect(async () => {
      await scroller.evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
      await expect(lastRow).toBeVisible({ timeout: 250 });
    }).toPass({ timeout: 60_000 });
    await expect(lastRow).toContainText(String(ROWS + 1)); // row numbers count the header line
    const scrolled = Date.now() - t1;
    await shot(page, 'end');

    // Search (trigram index): one lead, found by a fragment of its company.
    const search = table.getByRole('searchbox', { name: 'Search leads' });
    const t2 = Date.now();
    await search.fill('zephyrin');
    await expect(table.getByTestId('lead-total')).toHaveText('1 lead');
    await expect(table.getByTestId('lead-row')).toHaveCount(1);
    await expect(table.getByTestId('lead-row')).toContainText(`lead${NEEDLE}@s${run}.io`);
    const searched = Date.now() - t2;
    await shot(page, 'search');

    // Sort by company: the company that sorts first is on top.
    await search.fill('');
    await expect(table.getByTestId('lead-total')).toHaveText('3,000 leads');
    const t3 = Date.now();
    await table.getByRole('columnheader', { name: 'Company' }).click();
    await expect(table.getByRole('columnheader', { name: /Company/ })).toHaveAttribute('aria-sort', 'ascending');
    await expect(table.getByTestId('lead-row').first()).toContainText(FIRST_COMPANY);
    const sorted = Date.now() - t3;
    await shot(page, 'sorted');

    // Open a lead: its details dialog.
    await table.getByTestId('lead-row').first().click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByTestId('lead-details')).toContainText(`lead${FIRST_ROW}@s${run}.io`);
    await shot(page, 'lead');
    console.log(
      `lead-list-scroll: import ${seeded} ms, scroll to the end ${scrolled} ms, search ${searched} ms, sort ${sorted} ms`,
    );
  });
});
