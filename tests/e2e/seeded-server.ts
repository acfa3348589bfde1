import { expect, type Page } from '@playwright/test';
import { makePgliteTemplate } from '../support/template';
import { startTestServer, type TestServer } from '../support/test-server';

// Journeys that need rows no UI can make yet (completed campaign calls come from the dispatch
// feature) start their own server in the test process, on an ephemeral port, serving the built
// client, with a fresh embedded database the spec seeds directly. The shared e2e server (E2E_PORT)
// is untouched; its `npm run build` has produced dist/client.

export const SEEDED_ADMIN_PASSWORD = 'seeded-e2e-admin-password';

export async function startSeededServer(): Promise<TestServer> {
  await makePgliteTemplate();
  return startTestServer({
    serveClient: true,
    env: { ADMIN_PASSWORD: SEEDED_ADMIN_PASSWORD, NODE_ENV: 'development' },
  });
}

export async function signInSeeded(page: Page, server: TestServer): Promise<void> {
  await page.goto(`${server.url}/admin/login`);
  await page.getByPlaceholder('Enter username').fill('admin');
  await page.getByPlaceholder('Enter password').fill(SEEDED_ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible({ timeout: 30_000 });
}
