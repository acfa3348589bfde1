import { expect, test } from '@playwright/test';
import { adminSessionFile, saveAdminSession } from './admin-session';

// The open tab and the selected campaign live in the URL. A link opens a
// campaign's Dispatch tab directly; back and forward walk the selections.

const SESSION_FILE = adminSessionFile('admin-url');
test.beforeAll(async ({ browser }) => saveAdminSession(browser, SESSION_FILE));
test.use({ storageState: SESSION_FILE });

test('/admin?tab=dispatch&campaign=<id> opens that campaign on the Dispatch tab; back and forward work', async ({
  page,
}) => {
  const stamp = Date.now();
  const make = async (name: string) => {
    const res = await page.request.post('/api/admin/campaigns/create', {
      data: {
        name,
        leads: [{ email: `url-${name.replace(/\W/g, '')}-${stamp}@example.com`, phoneNumber: '+12125550123' }],
      },
    });
    expect(res.status()).toBe(200);
    return ((await res.json()) as { campaignId: string }).campaignId;
  };
  const first = await make(`URL first ${stamp}`);
  const second = await make(`URL second ${stamp}`);

  await page.goto(`/admin?tab=dispatch&campaign=${first}`);
  await expect(page.getByRole('tab', { name: 'Dispatch', exact: true })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { name: 'Who will be called' })).toBeVisible();
  // The lead is not enriched: nothing is ready, the alert says so and the button is disabled.
  await expect(page.getByTestId('dispatch-alerts')).toContainText(
    'No leads ready for dispatch. Ensure leads are enriched and have voice clones assigned.',
  );
  await expect(page.getByRole('button', { name: 'Dispatch Calls' })).toBeDisabled();

  // Another campaign from the Campaigns tab: its Enrich button opens Enrichment for it.
  await page.getByRole('tab', { name: 'Campaigns', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`\\?tab=campaigns&campaign=${first}$`));
  const card = page.getByTestId('campaign-card').filter({ hasText: `URL second ${stamp}` });
  await card.getByRole('button', { name: 'Enrich' }).click();
  await expect(page).toHaveURL(new RegExp(`\\?tab=enrichment&campaign=${second}$`));

  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`\\?tab=campaigns&campaign=${first}$`));
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`\\?tab=dispatch&campaign=${first}$`));
  await expect(page.getByRole('tab', { name: 'Dispatch', exact: true })).toHaveAttribute('aria-selected', 'true');
  await page.goForward();
  await page.goForward();
  await expect(page.getByRole('tab', { name: 'Enrichment', exact: true })).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(new RegExp(`campaign=${second}$`));
});
