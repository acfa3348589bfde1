import { expect, test, type Page } from '@playwright/test';
import { adminSessionFile, saveAdminSession } from './admin-session';

// While a large CSV uploads, the Upload tab says where the import is (uploading,
// place in line, rows read, leads saved), then the result as before: the Campaigns tab with the
// new campaign and its count.

const SESSION_FILE = adminSessionFile('import-progress');
const run = Date.now().toString(36);
const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/import-progress-${name}.png`, fullPage: true });

const ROWS = 20_000;
const csv = () =>
  `email,first name,last name,company,phone\n${Array.from(
    { length: ROWS },
    (_, i) =>
      `buyer${i}@progress-${run}.example,Pat${i},Lee${i},Progress Co ${i % 700},+1 415 555 ${String(i % 10_000).padStart(4, '0')}`,
  ).join('\n')}\n`;

test.describe('Upload tab progress', () => {
  test.use({ storageState: SESSION_FILE });
  test.beforeAll(async ({ browser }) => saveAdminSession(browser, SESSION_FILE));

  test('a 20,000-row upload shows its progress, then the new campaign', async ({ page }) => {
    test.setTimeout(120_000);
    const name = `Progress ${run}`;
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
    await page.getByLabel('Campaign Name').fill(name);
    await page
      .getByLabel('CSV File')
      .setInputFiles({ name: 'big.csv', mimeType: 'text/csv', buffer: Buffer.from(csv()) });
    await expect(page.getByTestId('csv-preview')).toContainText(`of ${ROWS} rows`, { timeout: 30_000 });

    // Every text the progress line shows while the upload runs, in order: recorded in the page by
    // a MutationObserver, so no change between two polls is missed.
    const text = page.getByTestId('import-progress-text');
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { __progressSeen: string[] }).__progressSeen = seen;
      const note = () => {
        const t = document.querySelector('[data-testid="import-progress-text"]')?.textContent ?? '';
        if (t && seen[seen.length - 1] !== t) seen.push(t);
      };
      new MutationObserver(note).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    await page.getByRole('button', { name: 'Create Campaign' }).click();
    await expect(text).toBeVisible();
    await expect(text).toHaveText(
      /^(Uploading the file\.\.\.|Reading the file|Saving leads|Waiting for other imports)/,
    );
    await shot(page, 'running');
    await expect(text).toBeHidden({ timeout: 60_000 });
    const seen = await page.evaluate(() => (window as unknown as { __progressSeen: string[] }).__progressSeen);
    console.log(`import-progress: texts seen: ${JSON.stringify(seen)}`);
    // The phases only move forward, and the rows read only grow. Whether "Saving leads" is
    // caught depends on the machine: a fast one writes 20,000 rows between two polls; the
    // integration test (import-progress.embedded.test.ts) proves the server reports the writing phase.
    const phase = (t: string) => ['Uploading', 'Waiting', 'Reading', 'Saving'].findIndex((p) => t.startsWith(p));
    const phases = seen.map(phase);
    expect(
      phases.every((p) => p >= 0),
      JSON.stringify(seen),
    ).toBe(true);
    expect(
      phases.every((p, i) => i === 0 || p >= phases[i - 1]!),
      JSON.stringify(seen),
    ).toBe(true);
    const reads = seen.flatMap((t) => /^Reading the file: ([\d,]+)/.exec(t)?.[1]?.replace(/,/g, '') ?? []).map(Number);
    expect(reads, JSON.stringify(seen)).toEqual([...reads].sort((a, b) => a - b));
    expect(
      seen.some((t) => /^(Reading the file|Saving leads)/.test(t)),
      JSON.stringify(seen),
    ).toBe(true);

    // Then the result: the view switches to Campaigns with the new campaign and its 20,000 leads.
    await expect(page.getByRole('tab', { name: 'Campaigns', exact: true })).toHaveAttribute('aria-selected', 'true', {
      timeout: 60_000,
    });
    const card = page.getByTestId('campaign-card').filter({ has: page.getByRole('heading', { name, exact: true }) });
    await expect(card.getByTestId('count-total-leads')).toHaveText(/^20,?000$/);
    await expect(page.getByTestId('import-progress')).toHaveCount(0);
    await shot(page, 'done');
  });
});
