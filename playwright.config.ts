import { defineConfig } from '@playwright/test';
import { ADMIN_EMAIL_DOMAIN, ADMIN_PASSWORD } from './tests/e2e/admin-session';

// Journeys in Debian's chromium against the real server (built client, embedded database in a
// throw-away data dir, sandbox providers, local fixture sites allowed). E2E_PORT lets several
// runs share a machine; `npm test` runs two shards side by side, each with its own server.
const port = Number(process.env.E2E_PORT ?? 4310);
const dataDir = `.tmp/e2e-data-${port}`;

export default defineConfig({
  testDir: './tests/e2e',
  // Per port, so two runs on one machine don't wipe each other's traces and screenshots.
  outputDir: `.tmp/test-results-${port}`,
  // CI's machines ran the journeys three to four times slower than a quiet 2-core machine here
  // (a 12 s journey took 66 s): the same waits, with the room that machine needs. How fast the
  // product answers is the benchmarks' business (bench/), not a journey's timeout.
  timeout: process.env.CI ? 150_000 : 60_000,
  expect: { timeout: process.env.CI ? 25_000 : 10_000 },
  fullyParallel: false,
  workers: 1,
  // No retries: a journey that fails once is a flake to fix at its cause.
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    // `npm test` builds the client once and runs shards side by side (scripts/e2e-shards.mjs sets
    // E2E_PREBUILT); run on its own, Playwright builds it, so a journey never sees a stale client.
    // The server's log goes to a file per port: scripts/e2e-shards.mjs prints its slowest requests.
    command: `rm -rf ${dataDir} && ${process.env.E2E_PREBUILT ? '' : 'npm run build --silent && '}tsx src/server/main.ts > .tmp/e2e-server-${port}.log`,
    url: `http://127.0.0.1:${port}/api/health`,
    // The client build alone can pass two minutes on a loaded 2-core machine.
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      FETCH_ALLOW_HOSTS: '127.0.0.1,localhost',
      ADMIN_PASSWORD,
      // The operator names the business its campaigns call for, so journeys may dispatch live
      // without naming one per campaign (tests/integration/dispatch-business-name.test.ts covers
      // the refusal when neither does).
      CALLER_BUSINESS_NAME: 'Callcraft',
      // accounts.spec.ts signs up under this domain and becomes an admin once verified.
      ADMIN_EMAIL_DOMAINS: ADMIN_EMAIL_DOMAIN,
      PROMPT_RATE_LIMIT_PER_MINUTE: '1000',
      // Every journey signs in from 127.0.0.1: the suite makes more than 30 sign-ins in 15 minutes.
      SIGN_IN_RATE_LIMIT_PER_15_MINUTES: '1000',
      TRIAL_CALLS_PER_PHONE_PER_DAY: '50',
      TRIAL_CALLS_PER_IP_PER_DAY: '100',
      // Every journey verifies its number from 127.0.0.1 (the Sandbox shows the code on screen).
      PHONE_CODES_PER_PHONE_PER_HOUR: '50',
      PHONE_CODES_PER_IP_PER_DAY: '500',
      PHONE_CODES_PER_DAY: '5000',
      PROMPTS_PER_IP_PER_DAY: '100000',
      ANALYSES_PER_IP_PER_DAY: '100000',
      AGENT_CONFIGS_PER_IP_PER_DAY: '100000',
      // Journeys place trial calls faster than the Sandbox ends them; the trial share of capacity
      // is proven in phone-verification.test.ts, so here trials may use all of it.
      TRIAL_CAPACITY_SHARE: '1',
      // Journeys call the Sandbox's behaviour numbers (555-01xx) from many campaigns on one server;
      // the cross-campaign cap is proven in cross-campaign-cap.test.ts (both databases).
      CROSS_CAMPAIGN_CALLS_PER_DAY: '0',
      CONTACT_EMAIL: 'hello@callcraft.test',
    },
  },
});
