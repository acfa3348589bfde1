import { expect, test } from '@playwright/test';
import { CALL_CONSENT_TEXT } from '../../src/common/wizard/options';
import { MSG } from '../../src/common/wizard/messages';
import {
  adminApi,
  choose,
  closedPort,
  continueButton,
  fillToPreview,
  startFixtureSites,
  stepTitle,
  verifyWithSandboxCode,
} from './wizard-helpers';
import { submitAdminLogin } from './admin-session';

// The public wizard against the real server: real website analysis of a local fixture site,
// the sandbox llm and voice providers, a real database. Responses are only faked (page.route)
// where the test names a server failure the sandbox cannot be made to produce on demand.

let sites: Awaited<ReturnType<typeof startFixtureSites>>;
test.beforeAll(async () => (sites = await startFixtureSites()));
test.afterAll(async () => sites?.close());

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

test('the whole journey: five steps, website analysis, prompt, verify, launch, success, trial completed', async ({
  page,
  baseURL,
}) => {
  // Five steps, a website analysis, a texted code and a sandbox call: on a loaded machine this passes a minute.
  test.setTimeout(150_000);
  const funnel: number[] = [];
  page.on('request', (r) => r.url().endsWith('/api/analytics/wizard-step') && funnel.push(r.postDataJSON().step));
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('in under a minute');
  const wizard = page.getByRole('region', { name: 'Agent builder' });
  await expect(wizard).toHaveAttribute('data-first', 'true');

  // Step 1: custom industry reveal + its validation message.
  await expect(stepTitle(page)).toHaveText('Business Profile');
  await expect(
    page.getByText("Let's start by understanding your business to personalize your AI voice agent."),
  ).toBeVisible();
  await expect(page.getByTestId('wizard-percent')).toHaveText('20% complete');
  await choose(page, 'Industry', 'Other (specify)');
  await continueButton(page).click();
  await expect(page.getByRole('alert')).toHaveText(MSG.industryCustomRequired);
  await expect(page.getByLabel('Your industry')).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('Your industry').fill('Residential plumbing');
  await page.getByLabel('Business website (optional)').fill(`${sites.origin}/riverside-plumbing/index.html`);
  await continueButton(page).click();

  // Step 2: validation messages, keyboard on radio cards and chips.
  await expect(stepTitle(page)).toHaveText('Voice & Personality');
  await expect(page.getByTestId('wizard-percent')).toHaveText('40% complete');
  await expect(page.locator('li[data-state="complete"]')).toHaveCount(1);
  await page.getByRole('button', { name: 'Analytical', pressed: true }).click();
  await continueButton(page).click();
  await expect(page.getByText(MSG.toneRequired)).toBeVisible();
  await expect(page.getByText(MSG.nameRequired)).toBeVisible();
  const friendly = page.getByRole('radio', { name: /Friendly/ });
  await friendly.focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: /Calm/ })).toBeChecked();
  await page.getByRole('button', { name: 'Warm' }).focus();
  await page.keyboard.press('Space');
  await page.getByRole('button', { name: 'Trustworthy' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { pressed: true })).toHaveText(['Warm', 'Trustworthy']);
  await page.getByLabel('Agent name').fill('Ava');
  await choose(page, 'Hometown / dialect', 'Miami, FL');
  await continueButton(page).click();

  // Step 3: the analysis runs by itself and shows what it found on the fixture site.
  await expect(stepTitle(page)).toHaveText('Details');
  await expect(page.getByText('Website Parsed!')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('scraped-topServices')).toContainText('Drain cleaning');
  await expect(page.getByTestId('scraped-customerTypes')).toContainText('Homeowners');
  await expect(page.getByTestId('scraped-businessSpecialties')).not.toBeEmpty();
  await expect(page.getByTestId('scraped-businessTone')).not.toBeEmpty();
  await expect(page.getByLabel('Industry')).toHaveValue('Residential plumbing');
  await page.getByLabel('Backstory (optional)').fill('Five years on a busy plumbing dispatch desk.');
  await continueButton(page).click();

  // Step 4: agent card, generated prompt, analysis card; edit and save.
  await expect(stepTitle(page)).toHaveText('Preview');
  await expect(page.getByTestId('prompt-text')).toContainText('Ava', { timeout: 20_000 });
  const card = page.getByTestId('agent-card');
  for (const text of ['Ava', '20s', 'Miami, FL-based', 'Calm', 'Warm', 'Trustworthy', 'Residential plumbing', 'Ready'])
    await expect(card).toContainText(text);
  await expect(page.getByTestId('gender-badge')).toHaveText('F');
  await expect(page.getByTestId('testimonial-traits')).toContainText('Punctual');
  // Which reader answered (no LLM key here: the offline reader, labelled Sandbox) and, per field,
  // the sentence and page each value came from.
  await expect(page.getByTestId('analysis-reader')).toHaveText(/Read by the offline reader\s*Sandbox/);
  const sources = page.getByTestId('sources-topServices');
  await sources.getByText('Where this came from').click();
  await expect(sources).toContainText('Drain cleaning & hydro jetting');
  await expect(sources.getByRole('link').first()).toHaveAttribute(
    'href',
    `${sites.origin}/riverside-plumbing/index.html`,
  );
  await page.getByTestId('website-analysis-card').screenshot({ path: 'test-results/wizard-preview-sources.png' });
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  const edited = `${await page.getByLabel('Edit prompt').inputValue()}\nAlways mention same-day service.`;
  await page.getByLabel('Edit prompt').fill(edited);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByTestId('prompt-text')).toContainText('Always mention same-day service.');
  await continueButton(page).click();

  // Step 5: phone checks, verify, launch.
  await expect(stepTitle(page)).toHaveText('Launch');
  await expect(wizard).toHaveAttribute('data-last', 'true');
  await expect(page.getByTestId('consent-text')).toHaveText(CALL_CONSENT_TEXT);
  await page.getByRole('button', { name: /Spin Up Agent/ }).click();
  await expect(page.getByRole('alert')).toHaveText(MSG.verifyFirst);
  await page.getByLabel('Your phone number').fill('305-555');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('alert')).toHaveText(MSG.phoneInvalid);
  await page.getByLabel('Your phone number').fill('3055550142');
  // Verify texts a code; the Sandbox shows it on screen. A wrong code is refused with the tries left.
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByLabel('Your phone number')).toHaveValue('+1 (305) 555-0142');
  await expect(page.getByTestId('sandbox-code')).toBeVisible();
  const code = (await page.getByTestId('sandbox-code').locator('strong').textContent())!.trim();
  await page.getByLabel('Verification code').fill(code === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: /Confirm/ }).click();
  await expect(page.getByRole('alert')).toHaveText('That code is not right. 4 tries left.');
  await page.getByLabel('Verification code').fill(code);
  await page.screenshot({ path: 'test-results/wizard-launch-sandbox-code.png', fullPage: true });
  await page.getByRole('button', { name: /Confirm/ }).click();
  await expect(page.getByRole('button', { name: 'Verified' })).toBeDisabled();
  await page.getByRole('button', { name: /Spin Up Agent/ }).click();

  await expect(page).toHaveURL(/\/success\?id=/, { timeout: 20_000 });
  const id = new URL(page.url()).searchParams.get('id')!;
  expect(id).toMatch(UUID);
  await expect(page.getByRole('heading', { name: 'Agent Successfully Launched' })).toBeVisible();
  await expect(page.getByTestId('agent-id')).toHaveText(id);
  await expect(page.getByRole('link', { name: /Create Another Agent/ })).toHaveAttribute('href', '/');
  await expect(page.getByRole('link', { name: /Hire Your Agent/ })).toHaveAttribute('href', '/pricing');
  expect([...new Set(funnel)].sort()).toEqual([1, 2, 3, 4, 5]);

  // The trial behind it: there is no public status endpoint, so read the admin list as an admin.
  const admin = await adminApi(baseURL!);
  try {
    await expect
      .poll(async () => (await admin.trials()).find((t) => t.agentConfigId === id)?.callStatus, {
        timeout: 30_000,
        intervals: [1000],
      })
      .toBe('completed');
    const trial = (await admin.trials()).find((t) => t.agentConfigId === id)!;
    expect(trial).toMatchObject({ phoneNumber: '+13055550142', callMode: 'sandbox', phoneVerified: true });
    // The server kept the prompt it dialled: the visitor's edit is in it.
    expect(trial.dialledPrompt).toContain('Always mention same-day service.');
  } finally {
    await admin.dispose();
  }

  // Create Another Agent starts from a fresh wizard.
  await page.getByRole('link', { name: /Create Another Agent/ }).click();
  await expect(stepTitle(page)).toHaveText('Business Profile');
});

test('an unreachable website: the analysis panel shows the scrape failure', async ({ page }) => {
  await page.goto('/');
  await choose(page, 'Industry', 'Retail');
  await page.getByLabel('Business website (optional)').fill(`http://127.0.0.1:${await closedPort()}/`);
  await continueButton(page).click();
  await page.getByLabel('Agent name').fill('Sam');
  await continueButton(page).click();
  await expect(page.getByTestId('website-analysis').getByRole('alert')).toHaveText(MSG.scrapeFailedWizard, {
    timeout: 20_000,
  });
});

test('prompt errors: incomplete agent (client check, then the server 400), step 1 asks for an industry, then 429 and 500 answers', async ({
  page,
}) => {
  await page.goto('/');
  await choose(page, 'Industry', 'Finance');
  await continueButton(page).click();
  await page.getByLabel('Agent name').fill('Max');
  await continueButton(page).click();
  await page.getByLabel('Industry').fill('');
  await continueButton(page).click();
  const error = page.getByTestId('prompt-error');
  await expect(error).toContainText(`${MSG.configIncompletePrefix}${MSG.promptIndustry}`);
  await expect(page.getByTestId('agent-industry')).toHaveText('Not specified');
  await page.getByRole('button', { name: 'Regenerate' }).click();
  await expect(error).toContainText(MSG.prompt400);

  // With the industry emptied, step 1 asks for one again.
  await page.getByRole('button', { name: 'Go back to step 1: Basics (completed)' }).click();
  await continueButton(page).click();
  await expect(page.getByRole('alert')).toHaveText(MSG.industryRequired);
  await choose(page, 'Industry', 'Finance');
  await continueButton(page).click();
  await continueButton(page).click();
  await expect(page.getByLabel('Industry')).toHaveValue('Finance');
  await page.getByLabel('Industry').fill('Wealth management');

  // The server's own limiter is set high for tests, so its 429 and a crash are simulated here.
  await page.route('**/api/generate-prompt*', (r) =>
    r.fulfill({
      status: 429,
      contentType: 'application/json',
      body: JSON.stringify({ error: MSG.prompt429, code: 'RATE_LIMITED' }),
    }),
  );
  await continueButton(page).click();
  await expect(error).toContainText(MSG.prompt429);
  await page.unroute('**/api/generate-prompt*');
  await page.route('**/api/generate-prompt*', (r) => r.fulfill({ status: 500, body: '' }));
  await page.getByRole('button', { name: 'Regenerate' }).click();
  await expect(error).toContainText(`${MSG.serverErrorPrefix}Internal Server Error`);
  await page.unroute('**/api/generate-prompt*');
  await page.getByRole('button', { name: 'Regenerate' }).click();
  await expect(page.getByTestId('prompt-text')).toContainText('Max', { timeout: 20_000 });
});

test('a failed launch shows a destructive toast and stays on the launch step', async ({ page }) => {
  await page.goto('/');
  await fillToPreview(page, { name: 'Lee' });
  await expect(page.getByTestId('prompt-text')).toBeVisible({ timeout: 20_000 });
  await continueButton(page).click();
  await page.getByLabel('Your phone number').fill('2125550188');
  await verifyWithSandboxCode(page);
  // The voice provider refusing a call is simulated: the sandbox always accepts.
  await page.route('**/api/launch-agent', (r) =>
    r.fulfill({
      status: 502,
      contentType: 'application/json',
      body: JSON.stringify({ error: 'The voice provider rejected the call', code: 'PROVIDER_ERROR' }),
    }),
  );
  await page.getByRole('button', { name: /Spin Up Agent/ }).click();
  const toast = page.getByTestId('toast');
  await expect(toast).toContainText(`${MSG.launchFailedPrefix}The voice provider rejected the call`);
  await expect(toast).toHaveAttribute('data-variant', 'destructive');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: /Spin Up Agent/ })).toBeEnabled();
});

test('the wizard arriving does not move a visitor who already scrolled down (nor does opening /)', async ({ page }) => {
  await page.goto('/');
  await page.waitForFunction(() => document.querySelector('#root')?.firstElementChild !== null);
  await page.evaluate(() => window.scrollTo({ top: 400 }));
  await expect(page.locator('#wizard-form')).toBeAttached();
  // Two frames after the wizard is ready: where a scroll to the top used to land.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  expect(await page.evaluate(() => window.scrollY)).toBe(400);
  // Coming back to / from a section route still starts at the top.
  await page.goto('/features');
  await expect(page.locator('#features')).toBeInViewport();
  await page.getByRole('link', { name: 'Callcraft home' }).click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('step 2 downloads while the visitor reads step 1; if Continue comes first, nothing on screen jumps when it arrives', async ({
  page,
}) => {
  // Step 2's chunk is held until the test lets it through: a slow phone network.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/step-personality-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  // Layout shifts as CLS counts them: not those within 500 ms of the visitor's input.
  await page.addInitScript(() => {
    const w = window as unknown as { shifts: number[] };
    w.shifts = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as Array<{ value: number; hadRecentInput: boolean }>)
        if (!e.hadRecentInput) w.shifts.push(e.value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  // A phone, where the wizard's top edge is on the first screen: it appears without any scrolling,
  // but a page merely opened does not download step 2.
  await page.setViewportSize({ width: 412, height: 823 });
  const asked: string[] = [];
  page.on('request', (req) => void (/\/assets\/step-personality-/.test(req.url()) && asked.push(req.url())));
  await page.goto('/');
  await expect(stepTitle(page)).toHaveText('Business Profile');
  await page.waitForTimeout(1500);
  expect(asked).toEqual([]);
  // The visitor scrolls (no pointer, no focus): once the browser is idle, step 2 is asked for.
  const prefetched = page.waitForRequest(/\/assets\/step-personality-[^/]*\.js$/);
  await page.mouse.wheel(0, 200);
  await prefetched;

  await continueButton(page).scrollIntoViewIfNeeded();
  // The section below the wizard is on screen: a taller step arriving late would push it down.
  await expect(page.locator('#features')).toBeInViewport();
  await page.evaluate(() => ((window as unknown as { shifts: number[] }).shifts.length = 0));
  await continueButton(page).click();
  await page.waitForTimeout(700); // past the 500 ms after the tap that CLS forgives
  release();
  await expect(stepTitle(page)).toHaveText('Voice & Personality');
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  expect(await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts)).toEqual([]);
});

test('/features and /how-it-works open the landing page at their sections', async ({ page }) => {
  for (const [path, id] of [
    ['/features', 'features'],
    ['/how-it-works', 'how-it-works'],
  ]) {
    await page.goto(path);
    await expect(page.locator(`#${id}`)).toBeInViewport();
    await expect(page.locator('#wizard-form')).toBeAttached();
  }
  await expect(page.locator('#features')).toContainText('2 to 3 weeks');
  await expect(page.locator('#features')).toContainText('within 24 hours');
  await expect(page.locator('#features')).toContainText('cancel any time');
});

test('voice-call test page: missing information, a refused call, and the raw JSON answer', async ({ page }) => {
  // A call with a script of one's own choosing is for admins: anonymous, it is refused.
  await page.goto('/test-bland-api');
  await page.getByLabel('Phone number').fill('+1 (415) 555-0101');
  await page.getByLabel('Test prompt').fill('Say the listener owes money.');
  await page.getByRole('button', { name: 'Send Test Call' }).click();
  await expect(page.getByTestId('toast')).toContainText(MSG.apiCallFailedTitle);
  await expect(page.getByTestId('test-call-result')).toHaveCount(0);
  await page.goto('/admin/login');
  await submitAdminLogin(page);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/test-bland-api');
  await page.getByRole('button', { name: 'Send Test Call' }).click();
  await expect(page.getByTestId('toast')).toContainText(MSG.missingInfoTitle);
  await expect(page.getByTestId('toast')).toContainText(MSG.missingInfo);
  await page.getByLabel('Phone number').fill('12345');
  await page.getByLabel('Test prompt').fill('Say hello and confirm the appointment.');
  await page.getByRole('button', { name: 'Send Test Call' }).click();
  await expect(page.getByTestId('toast')).toContainText(MSG.apiCallFailedTitle);
  await expect(page.getByTestId('toast')).toContainText(MSG.apiCallFailed);
  await page.getByLabel('Phone number').fill('+1 (415) 555-0100');
  await choose(page, 'Voice gender', 'Male');
  await page.getByRole('button', { name: 'Send Test Call' }).click();
  const result = page.getByTestId('test-call-result');
  await expect(result).toContainText('"status": "success"');
  const answer = JSON.parse((await result.textContent())!);
  expect(answer).toMatchObject({ status: 'success', mode: 'sandbox' });
  expect(answer.call_id).toMatch(/^sandbox-/);
});
