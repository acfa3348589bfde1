import { expect, test } from '@playwright/test';
import {
  dispatchLive,
  numbersByOutcome,
  openAdminTab,
  screenshot,
  seedEnrichedCampaign,
  useCampaignJourney,
  zoneWhere,
} from './support/campaign-journey';

// An admin requires passing simulations, is refused a live dispatch naming the missing run, runs
// the suite on the Sandbox and sees every built-in scenario pass with its transcript, dispatches,
// then edits the template and is refused again (the edited template is a new version).

const journey = useCampaignJourney('simulations');
const stamp = Date.now();
const shot = (page: Parameters<typeof screenshot>[0], step: string) => screenshot(page, 'simulations', step);

test('require passing simulations: refused, run the suite, dispatch, edit the template, refused again', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const name = `Simulations ${stamp}`;
  const [now, later] = numbersByOutcome({ prefix: '+1212', start: 7000000, stamp, count: 2 }, () => [
    'interested',
    'not-interested',
  ]);
  const site = journey.site();
  const lead = (i: number, phoneNumber: string, timezone: string) => ({
    email: `sim-${i}-${stamp}@example.com`,
    companyName: `Riverside ${i}`,
    phoneNumber,
    website: `${site.url}/`,
    timezone,
  });
  await seedEnrichedCampaign(page, name, [lead(1, now, zoneWhere(true)), lead(2, later, zoneWhere(false))]);
  await openAdminTab(page, 'Dispatch', name);

  const settings = page.getByTestId('campaign-settings');
  await settings.getByTestId('require-simulations').check();
  await settings.getByRole('button', { name: 'Save settings' }).click();
  await expect(settings.getByText('Saved', { exact: true })).toBeVisible();

  await dispatchLive(page);
  await expect(page.getByTestId('toast').last()).toContainText('no simulation run yet');
  await shot(page, 'refused');

  const panel = page.getByTestId('simulations-panel');
  // One scenario of the campaign's own, beside the built-in twelve.
  const form = panel.getByTestId('custom-scenario-form');
  await form.locator('summary').click();
  await form.getByLabel('Name').fill('Asks about opening hours');
  await form.getByLabel(/^What the callee says/).fill('Hi.\nWhen are you open?');
  await form.getByLabel('lookup_knowledge').check();
  await form.getByRole('button', { name: 'Add scenario' }).click();
  await expect(panel.getByText('Asks about opening hours (this campaign)')).toBeVisible();
  // And one whose callee is the campaign's first lead.
  const fromLead = panel.getByTestId('lead-scenario-form');
  await fromLead.locator('summary').click();
  await fromLead.getByLabel('Lead').click();
  await page.getByRole('option').first().click();
  await fromLead.getByRole('button', { name: 'Add scenario from lead' }).click();
  await expect(fromLead.getByRole('status')).toHaveText(/^Added "Lead: /);

  await panel.getByRole('button', { name: 'Run simulations' }).click();
  await expect(panel.getByTestId('simulation-status')).toHaveText('Passed: All 14 scenarios passed.', {
    timeout: 60_000,
  });
  await expect(panel.getByText('Sandbox', { exact: true })).toBeVisible();
  const scenarios = panel.getByTestId('simulation-scenario');
  await expect(scenarios).toHaveCount(14);
  await expect(scenarios.getByLabel('failed')).toHaveCount(0);
  const stop = scenarios.filter({ hasText: 'Honours "stop calling me"' });
  await stop.locator('summary').click();
  await expect(stop.getByTestId('simulation-transcript')).toContainText('Callee: Please stop calling me');
  await expect(stop.getByTestId('simulation-transcript')).toContainText("we won't call again");
  await expect(stop).toContainText('Sandbox judge');
  await panel.scrollIntoViewIfNeeded();
  await shot(page, 'passed');

  await page.getByRole('button', { name: 'Dispatch Calls' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Start calling' }).click();
  await expect(page.getByTestId('dispatch-progress')).toBeVisible();

  await settings.getByLabel(/^Script/).fill('1. Say you are calling from {{businessName}} about a new offer.');
  await settings.getByRole('button', { name: 'Save settings' }).click();
  await expect(settings.getByText('Saved', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Dispatch Calls' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Start calling' }).click();
  await expect(page.getByTestId('toast').last()).toContainText('no simulation run yet');
  await expect(panel.getByTestId('simulation-stale')).toContainText('the prompt has changed since');
  // Versions by their labels: the ids' hashes are internal.
  await expect(page.getByTestId('toast').last()).toContainText('The campaign prompt: no simulation run yet');
  for (const said of [page.getByTestId('toast').last(), panel]) await expect(said).not.toContainText(/@[0-9a-f]{12}/);
  await expect(panel.getByTestId('simulation-stale')).toContainText(
    'This run tested an earlier text of The campaign prompt: the prompt has changed since. Run the suite again for The campaign prompt.',
  );
  await panel.getByTestId('simulation-stale').screenshot({ path: 'test-results/simulations-stale-labels.png' });
  await shot(page, 'refused-again');
});
