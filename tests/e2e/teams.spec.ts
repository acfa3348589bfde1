import { expect, test, type Browser, type Page } from '@playwright/test';
import {
  openAdminTab,
  screenshot,
  seedEnrichedCampaign,
  useCampaignJourney,
  zoneWhere,
} from './support/campaign-journey';

// A team runs a campaign: the owner invites an operator and a viewer (links from the Sandbox
// outbox), each signs in. The viewer sees the campaign but no Dispatch enabled; the operator
// pauses the run but can't save the template; the Audit tab shows both invitations and the pause.

const journey = useCampaignJourney('teams');
const stamp = Date.now();
const shot = (page: Page, step: string) => screenshot(page, 'teams', step);

async function invite(page: Page, email: string, role: string) {
  await page.getByRole('tab', { name: 'Members', exact: true }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Role', { exact: true }).selectOption(role);
  await page.getByRole('button', { name: 'Send invitation' }).click();
  // The Sandbox sends no mail: the page says so and where the invitation is, linking the outbox.
  await expect(page.getByTestId('invitation-sent')).toHaveText(
    `Invitation for ${email} is in the Sandbox outbox (not emailed).`,
  );
  const note = page.getByTestId('sandbox-mail-note');
  await expect(note.getByRole('link', { name: 'Sandbox outbox' })).toHaveAttribute('href', '/admin/outbox');
  await expect(page.getByTestId('outbox-link')).toBeVisible();
}

async function invitationLink(page: Page, email: string): Promise<string> {
  // From the dashboard, the header's Outbox link (shown in the Sandbox to those who may read it).
  if (!page.url().endsWith('/admin/outbox')) await page.getByTestId('outbox-link').click();
  await expect(page).toHaveURL(/\/admin\/outbox$/);
  const mail = page
    .getByTestId('outbox-message')
    .filter({ hasText: `To ${email}` })
    .first();
  await expect(mail).toBeVisible();
  const href = await mail.getByRole('link').first().getAttribute('href');
  expect(href).toContain('token=');
  return href!;
}

/** Accepts in a fresh browser and signs in through /login: the member's page, on the dashboard. */
async function join(browser: Browser, link: string, email: string): Promise<Page> {
  const context = await browser.newContext({ storageState: undefined });
  const page = await context.newPage();
  await page.goto(link);
  await page.getByLabel('Name').fill(email.split('@')[0]);
  await page.getByLabel('Password').fill('member-password-1');
  await page.getByRole('button', { name: 'Accept invitation' }).click();
  await expect(page).toHaveURL(/\/login/);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('member-password-1');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible({ timeout: 30_000 });
  return page;
}

test('owner invites an operator and a viewer; each may do what their role allows; the Audit tab shows it', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  const name = `Team run ${stamp}`;
  const leads = Array.from({ length: 8 }, (_, i) => ({
    email: `team${i}-${stamp}@example.com`,
    firstName: 'Tea',
    lastName: `Member${i}`,
    companyName: `Team Co ${i}`,
    phoneNumber: `+1213${String(5000000 + ((stamp + i) % 4000000)).padStart(7, '0')}`,
    website: `${journey.site().url}/`,
    timezone: zoneWhere(true),
  }));
  await seedEnrichedCampaign(page, name, leads);

  // A slow live run on the Sandbox provider, so it is still running when the operator arrives.
  await openAdminTab(page, 'Dispatch', name);
  await page.getByRole('button', { name: 'Assign Voices' }).click();
  await page.getByRole('switch', { name: 'Test Mode' }).click();
  await page.getByLabel('Batch Size').fill('1');
  await page.getByLabel('Delay Between Calls (ms)').fill('10000');
  await page.getByRole('button', { name: 'Dispatch Calls' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Start calling' }).click();
  const runStatus = page.getByTestId('dispatch-run').getByTestId('run-status');
  await expect(runStatus).toHaveText('Running', { timeout: 30_000 });

  const operatorEmail = `operator-${stamp}@team.test`;
  const viewerEmail = `viewer-${stamp}@team.test`;
  await invite(page, operatorEmail, 'operator');
  await invite(page, viewerEmail, 'viewer');
  await shot(page, '1-members');
  const operatorLink = await invitationLink(page, operatorEmail);
  const viewerLink = await invitationLink(page, viewerEmail);

  const viewer = await join(browser, viewerLink, viewerEmail);
  await expect(viewer.getByRole('tab', { name: 'Members' })).toHaveCount(0);
  await expect(viewer.getByRole('tab', { name: 'Audit' })).toHaveCount(0);
  await viewer.getByRole('tab', { name: 'Campaigns', exact: true }).click();
  await expect(viewer.getByText(name).first()).toBeVisible();
  await viewer.getByRole('tab', { name: 'Dispatch', exact: true }).click();
  await viewer.getByRole('list', { name: 'Recent campaigns' }).getByRole('button', { name }).click();
  await expect(viewer.getByRole('button', { name: 'Dispatch Calls' })).toBeDisabled();
  // Each card that would answer 403 says why under its own controls.
  await expect(
    viewer.getByTestId('role-note').filter({ hasText: 'Your role (Viewer) may not run campaigns' }).first(),
  ).toBeVisible();
  await expect(viewer.getByRole('button', { name: 'Save settings' })).toBeDisabled();
  await expect(viewer.getByRole('button', { name: 'Add', exact: true })).toBeDisabled();
  await expect(viewer.getByLabel('Import CSV')).toBeDisabled();
  await expect(viewer.getByLabel('Upload registry file')).toBeDisabled();
  await expect(viewer.getByRole('button', { name: 'Start test chat' })).toBeDisabled();
  await expect(
    viewer.getByTestId('role-note').filter({ hasText: 'Your role (Viewer) may not edit prompts' }).first(),
  ).toBeVisible();
  await shot(viewer, '2-viewer-dispatch');
  await viewer.getByRole('tab', { name: 'Webhooks', exact: true }).click();
  await expect(viewer.getByRole('button', { name: 'Register endpoint' })).toBeDisabled();
  await expect(
    viewer.getByTestId('role-note').filter({ hasText: 'Your role (Viewer) may not change settings, webhooks' }),
  ).toHaveCount(1);

  const operator = await join(browser, operatorLink, operatorEmail);
  await operator.getByRole('tab', { name: 'Dispatch', exact: true }).click();
  await operator.getByRole('list', { name: 'Recent campaigns' }).getByRole('button', { name }).click();
  await operator.getByTestId('dispatch-run').getByRole('button', { name: 'Pause' }).click();
  await expect(operator.getByTestId('dispatch-run').getByTestId('run-status')).toHaveText('Paused', {
    timeout: 30_000,
  });
  await shot(operator, '3-operator-paused');
  await operator.getByRole('tab', { name: 'Template', exact: true }).click();
  await expect(operator.getByRole('button', { name: 'Edit' })).toBeDisabled();
  await expect(
    operator.getByTestId('role-note').filter({ hasText: 'Your role (Operator) may not edit prompts' }),
  ).toHaveCount(1);
  // The server refuses it too, naming the permission.
  const put = await operator.request.put('/api/admin/prompt-template', { data: { template: 'Hi {{name}}' } });
  expect(put.status()).toBe(403);
  expect((await put.json()).details.permission).toBe('prompts:edit');
  await shot(operator, '4-operator-template');

  await openAdminTab(page, 'Audit');
  const rows = page.getByTestId('audit-row');
  await expect(rows.filter({ hasText: 'POST /api/admin/members/invitations' })).toHaveCount(2);
  // Each entry reads as a sentence with the person's name.
  await expect(rows.getByTestId('audit-sentence').filter({ hasText: 'invited a member' })).toHaveCount(2);
  await expect(rows.filter({ hasText: operatorEmail }).filter({ hasText: 'dispatch-run/pause' })).toHaveCount(1);
  await page.getByLabel('Person or key').fill(operatorEmail);
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(rows.filter({ hasText: 'dispatch-run/pause' })).toHaveCount(1);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  expect((await download).suggestedFilename()).toBe('audit-log.csv');
  await shot(page, '5-audit');
});
