import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import {
  dispatchLive,
  numbersByOutcome,
  openAdminTab,
  openLeadDetails,
  screenshot,
  seedEnrichedCampaign,
  useCampaignJourney,
  waitForLeadStatus,
  zoneWhere,
} from './support/campaign-journey';

// Call outcomes as a new admin goes through them: define two extraction fields and a 50/50
// prompt experiment on a campaign, dispatch live on the Sandbox voice provider (no key: nobody is
// dialled), open a lead's details (transcript, disposition, summary, fields), open Results (funnel,
// dispositions, per-version table), export the CSV and the XLSX and read them back.

const journey = useCampaignJourney('call-outcomes');
const stamp = Date.now();

/** Numbers whose Sandbox callee answers (no retry): the first is interested, then a mix. */
const numbers = (count: number) =>
  numbersByOutcome({ prefix: '+1646', start: 3000000, stamp, count }, (i) =>
    i === 0 ? ['interested'] : ['interested', 'not-interested', 'do-not-call'],
  );

const shot = (page: Page, step: string) => screenshot(page, 'call-outcomes', step);

test('fields and a 50/50 experiment, a live Sandbox dispatch, lead details, Results and the CSV and XLSX read back', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const name = `Outcomes ${stamp}`;
  const tz = zoneWhere(true);
  const leads = numbers(8).map((phoneNumber, i) => ({
    email: `o${i}-${stamp}@example.com`,
    firstName: i === 0 ? 'Ada' : `Lead${i}`,
    lastName: 'Quill',
    companyName: i === 0 ? 'Riverside Ada' : `Riverside ${i}`,
    phoneNumber,
    website: `${journey.site().url}/`,
    timezone: tz,
  }));
  await seedEnrichedCampaign(page, name, leads, { batchSize: 8 });

  await openAdminTab(page, 'Results');
  await expect(page.getByRole('heading', { name: 'Select a Campaign' })).toBeVisible();
  await page.getByRole('list', { name: 'Recent campaigns' }).getByRole('button', { name }).click();

  // Two extraction fields and a 50/50 experiment.
  const settings = page.getByTestId('outcome-settings');
  await expect(settings).toBeVisible({ timeout: 30_000 });
  await settings.getByRole('button', { name: 'Add field' }).click();
  await settings.getByLabel('Field 1 name').fill('Best time to call back');
  await settings.getByLabel('Field 1 description').fill('When the callee prefers a follow-up call');
  await settings.getByRole('button', { name: 'Add field' }).click();
  await settings.getByLabel('Field 2 name').fill('Decision maker');
  await settings.getByLabel('Field 2 type').click();
  await page.getByRole('option', { name: 'Yes / no' }).click();
  await settings.getByLabel('Field 2 description').fill('Whether the callee decides on purchases');
  await settings.getByRole('button', { name: 'Add version' }).click();
  await settings.getByRole('button', { name: 'Add version' }).click();
  await settings
    .getByLabel('Version 2 prompt')
    .fill(
      'You are Maya, calling {{firstName}} at {{companyName}}. Ask briefly whether they miss calls, then offer a demo.',
    );
  await settings.getByRole('button', { name: 'Save settings' }).click();
  await expect(settings.getByText('Saved')).toBeVisible();
  await shot(page, 'settings');

  // Dispatch live (test mode off) on the Sandbox voice provider.
  await dispatchLive(page);
  await waitForLeadStatus(page, 'completed', 8, 120_000);

  // Results: funnel, dispositions, per-version table.
  await page.getByRole('tab', { name: 'Results', exact: true }).click();
  const panel = page.getByTestId('results-panel');
  await expect(panel.getByTestId('funnel-chart')).toHaveAttribute('aria-label', /Dialled: 8/, { timeout: 30_000 });
  await expect(panel.getByTestId('funnel-chart').locator('svg').first()).toBeVisible();
  await expect(panel.getByTestId('disposition-counts')).toContainText('interested');
  const versions = panel.getByTestId('versions-table');
  await expect(versions).toContainText(/A|B/);
  await expect(panel.getByTestId('experiment-verdict')).toContainText('Too few to decide');
  await expect(
    panel.getByTestId('results-table').getByRole('columnheader', { name: 'Best time to call back' }),
  ).toBeVisible();
  await expect(panel.getByTestId('results-table').getByRole('columnheader', { name: 'Decision maker' })).toBeVisible();
  await shot(page, 'results');

  // Lead details of the interested callee.
  const details = await openLeadDetails(page, 'Riverside Ada');
  await expect(details.getByTestId('lead-disposition')).toHaveText('interested');
  await expect(details.getByTestId('lead-summary')).toContainText('showed interest');
  await expect(details.getByTestId('lead-transcript')).toContainText('Callee:');
  await expect(details.getByTestId('lead-transcript')).toContainText('Agent:');
  await expect(details.getByTestId('lead-fields')).toContainText('Best time to call back');
  await shot(page, 'lead-details');
  await page.getByRole('button', { name: 'Close' }).first().click();

  // Export and read the CSV back.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    panel.getByRole('link', { name: 'Export CSV' }).click(),
  ]);
  const rows = Papa.parse<string[]>(readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, ''), {
    skipEmptyLines: true,
  }).data;
  const header = rows[0];
  expect(header).toEqual(
    expect.arrayContaining(['disposition', 'summary', 'prompt_version', 'Best time to call back', 'Decision maker']),
  );
  expect(rows).toHaveLength(9);
  const ada = rows.find((r) => r[header.indexOf('company')] === 'Riverside Ada')!;
  expect(ada[header.indexOf('disposition')]).toBe('interested');
  expect(['A', 'B']).toContain(ada[header.indexOf('prompt_version')]);
  // A phone number starts with "+": kept from being read as a formula.
  expect(ada[header.indexOf('phone')]).toMatch(/^'\+1646/);

  // The same rows as a workbook; its cells are typed, so the phone needs no apostrophe.
  const [xlsx] = await Promise.all([
    page.waitForEvent('download'),
    panel.getByRole('link', { name: 'Export XLSX' }).click(),
  ]);
  expect(xlsx.suggestedFilename()).toMatch(/-results\.xlsx$/);
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile((await xlsx.path())!);
  const sheet = book.getWorksheet('Results')!;
  expect(sheet.rowCount).toBe(9);
  expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(header);
  await shot(page, 'export-buttons');
});
