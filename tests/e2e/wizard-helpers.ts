import { createServer, type Server } from 'node:http';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, request as playwrightRequest, type Page } from '@playwright/test';
import { ADMIN_PASSWORD } from './admin-session';

// Helpers for the wizard journeys: a static server for the fixture business websites (the app's
// analyser fetches it for real; FETCH_ALLOW_HOSTS lets it reach 127.0.0.1), Radix select picking,
// and an admin session to read the trial the journey created.

const SITES = path.resolve('tests/fixtures/sites');

export async function startFixtureSites(): Promise<{ origin: string; close(): Promise<void> }> {
  const server: Server = createServer(async (req, res) => {
    const file = path.join(SITES, decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname));
    if (!file.startsWith(SITES)) return void res.writeHead(403).end();
    try {
      const body = await readFile(file.endsWith('/') ? path.join(file, 'index.html') : file);
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(body);
    } catch {
      res.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not found</h1>');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return { origin: `http://127.0.0.1:${port}`, close: () => new Promise((r) => server.close(() => r())) };
}

/** A port nothing listens on: the analyser's fetch is refused. */
export async function closedPort(): Promise<number> {
  const s = createServer();
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  const { port } = s.address() as { port: number };
  await new Promise<void>((r) => s.close(() => r()));
  return port;
}

export async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(page.getByRole('listbox')).toHaveCount(0);
}

export const continueButton = (page: Page) => page.getByRole('button', { name: /^Continue/ });
export const stepTitle = (page: Page) => page.locator('#step-title');

/** Steps 1-3 with valid answers; stops on the preview step. */
export async function fillToPreview(page: Page, opts: { website?: string; name?: string } = {}) {
  await choose(page, 'Industry', 'Other (specify)');
  await page.getByLabel('Your industry').fill('Residential plumbing');
  if (opts.website) await page.getByLabel('Business website (optional)').fill(opts.website);
  await continueButton(page).click();
  await expect(stepTitle(page)).toHaveText('Voice & Personality');
  await page.getByLabel('Agent name').fill(opts.name ?? 'Ava');
  await continueButton(page).click();
  await expect(stepTitle(page)).toHaveText('Details');
  if (opts.website) await expect(page.getByText(/Website Parsed!|Failed to scrape/)).toBeVisible({ timeout: 20_000 });
  await continueButton(page).click();
  await expect(stepTitle(page)).toHaveText('Preview');
}

export interface TrialRow {
  agentConfigId: string | null;
  callStatus: string;
  phoneNumber: string;
  callMode: string | null;
  dialledPrompt: string | null;
  phoneVerified: boolean;
}

/** An admin session of its own (the trial list is admin-only), signed in once so polling does not trip the login throttle. */
export async function adminApi(baseURL: string) {
  const api = await playwrightRequest.newContext({ baseURL });
  const login = await api.post('/api/auth/sign-in/username', { data: { username: 'admin', password: ADMIN_PASSWORD } });
  expect(login.ok(), await login.text()).toBe(true);
  return {
    async trials(): Promise<TrialRow[]> {
      const res = await api.get('/api/admin/voice-agent-trials');
      expect(res.ok(), await res.text()).toBe(true);
      return res.json();
    },
    dispose: () => api.dispose(),
  };
}

/**
 * The Launch step's proof of the number: Verify texts a code; the e2e server has no
 * messaging provider, so the Sandbox shows the code on screen, which is read and typed back.
 */
export async function verifyWithSandboxCode(page: Page, shot?: () => Promise<unknown>) {
  await page.getByRole('button', { name: 'Verify' }).click();
  const shown = page.getByTestId('sandbox-code');
  await expect(shown).toContainText('SandboxNo text message is sent. Your code is');
  const code = (await shown.locator('strong').textContent())!.trim();
  expect(code).toMatch(/^\d{6}$/);
  await page.getByLabel('Verification code').fill(code);
  await shot?.();
  await page.getByRole('button', { name: /Confirm/ }).click();
  await expect(page.getByRole('button', { name: 'Verified' })).toBeDisabled();
}
