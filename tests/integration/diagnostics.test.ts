import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZDiagnosticsEnvironment, ZNetworkTestResponse, type TNetworkTest } from '../../src/common/diagnostics/schemas';
import { startTestServer, type TestServer } from '../support/test-server';
import { send, signInAdmin, type CookieJar } from '../support/session';

const ADMIN_PASSWORD = 'diagnostics-admin-pw-4471';
// Distinctive values: none of them may appear in any diagnostics answer.
const SECRETS = {
  ADMIN_PASSWORD,
  SESSION_SECRET: 'session-secret-value-9f3a1c',
  BLAND_API_KEY: 'bland-key-value-7d21e0',
  OPENAI_API_KEY: 'sk-openai-value-55aa02',
  FIRECRAWL_API_KEY: 'fc-key-value-31b9e4',
  STRIPE_SECRET_KEY: 'sk_test_stripe_value_8c4d',
  PAYPAL_CLIENT_ID: 'paypal-client-id-value-6e0f',
  PAYPAL_CLIENT_SECRET: 'paypal-client-secret-value-2b7a',
  TWILIO_ACCOUNT_SID: 'AC-twilio-sid-value-4f1d',
  TWILIO_AUTH_TOKEN: 'twilio-token-value-93ce',
  TWILIO_VERIFY_SERVICE_SID: 'VA-twilio-service-value-0a7b',
  HUBSPOT_ACCESS_TOKEN: 'pat-hubspot-value-61c3',
};

/** A local stand-in for a vendor API root that answers every request with `status`. */
async function vendorRoot(status: number) {
  const hits: string[] = [];
  const server = createServer((req, res) => {
    hits.push(`${req.method} ${req.url}`);
    res.writeHead(status).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, hits, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}
const closeServer = (s: Server) => new Promise((resolve) => (s.closeAllConnections(), s.close(resolve)));

async function adminGet(server: TestServer, jar: CookieJar, path: string) {
  const res = await send(server, jar, path);
  return { res, text: await res.text() };
}

describe('diagnostics with live providers: GET /api/debug/environment and /api/debug/network-test', () => {
  let server: TestServer;
  let jar: CookieJar;
  let openai: Awaited<ReturnType<typeof vendorRoot>>;
  let stripe: Awaited<ReturnType<typeof vendorRoot>>;
  let firecrawl: Awaited<ReturnType<typeof vendorRoot>>;
  let closedUrl: string;

  beforeAll(async () => {
    [openai, stripe, firecrawl] = await Promise.all([vendorRoot(404), vendorRoot(401), vendorRoot(502)]);
    // A port that was just free: nothing listens there, so the Bland check must fail.
    const closed = await vendorRoot(200);
    closedUrl = closed.url;
    await closeServer(closed.server);
    server = await startTestServer({
      env: {
        ...SECRETS,
        BLAND_API_URL: closedUrl,
        OPENAI_BASE_URL: `${openai.url}/v1`,
        FIRECRAWL_API_URL: firecrawl.url,
        STRIPE_API_URL: stripe.url,
        // PayPal's base carries credentials in the URL: they must not be shown either.
        PAYPAL_API_BASE: `http://user:url-password-0d9e@127.0.0.1:${new URL(stripe.url).port}`,
        SMTP_URL: 'smtp://mailer:smtp-password-5b2f@127.0.0.1:2525',
        TWILIO_VERIFY_API_URL: stripe.url,
        HUBSPOT_BASE_URL: stripe.url,
      },
    });
    const signIn = await signInAdmin(server, ADMIN_PASSWORD);
    expect(signIn.res.status).toBe(200);
    jar = signIn.jar;
  });
  afterAll(async () => {
    await server?.close();
    await Promise.all([openai, stripe, firecrawl].filter(Boolean).map((v) => closeServer(v.server)));
  });

  it('both answer 401 without a session', async () => {
    for (const path of ['/api/debug/environment', '/api/debug/network-test']) {
      const res = await server.request(path);
      expect(res.status).toBe(401);
      expect(await res.text()).not.toContain('hasBlandAiKey');
    }
  });

  it('environment reports presence, the provider report and warnings, never a value', async () => {
    const { res, text } = await adminGet(server, jar, '/api/debug/environment');
    expect(res.status).toBe(200);
    const body = ZDiagnosticsEnvironment.strict().parse(JSON.parse(text));
    expect(body.environment).toEqual({
      hasBlandAiKey: true,
      hasPayPalConfig: true,
      hasDatabaseUrl: Boolean(server.testDb.url),
      nodeEnv: 'test',
    });
    expect(body.isProduction).toBe(false);
    expect(body.validation).toMatchObject({ isValid: true, missing: [] });
    expect(body.providers).toMatchObject({
      voice: { mode: 'live', adapter: 'bland' },
      wallet: { mode: 'live', adapter: 'paypal' },
      scheduling: { mode: 'live', adapter: 'builtin' },
      mail: { mode: 'live', adapter: 'smtp' },
      messaging: { mode: 'live', adapter: 'twilio-verify' },
      crm: { mode: 'live', adapter: 'hubspot' },
    });
    // Every keyed provider is live, so the only warning left is the missing webhook secret.
    expect(body.validation.warnings).toEqual([expect.stringContaining('BLAND_WEBHOOK_SECRET')]);
    for (const value of [...Object.values(SECRETS), 'url-password-0d9e', 'smtp-password-5b2f'])
      expect(text).not.toContain(value);
  });

  it('network test: database, job queue and a probe of each live provider, failures reported with an error', async () => {
    openai.hits.length = 0;
    const { res, text } = await adminGet(server, jar, '/api/debug/network-test');
    expect(res.status).toBe(200);
    const body = ZNetworkTestResponse.parse(JSON.parse(text));
    expect(body.nodeVersion).toBe(process.version);
    expect(body.platform).toContain(process.platform);
    const byName = (prefix: string): TNetworkTest => {
      const found = body.tests.filter((t) => t.name.startsWith(prefix));
      expect(found, prefix).toHaveLength(1);
      return found[0];
    };
    expect(byName('Database round trip')).toMatchObject({ success: true });
    expect(byName('Job queue')).toMatchObject({ success: true });
    const bland = byName('Voice (bland)');
    expect(bland).toMatchObject({ success: false });
    expect(bland.status).toBeUndefined();
    expect(bland.error).toContain('ECONNREFUSED');
    expect(bland.name).toContain(closedUrl);
    expect(byName('LLM (openai)')).toMatchObject({
      success: true,
      status: 404,
      name: `LLM (openai): ${openai.url}/v1`,
    });
    expect(openai.hits).toEqual(['HEAD /v1']);
    expect(byName('Card payments (stripe)')).toMatchObject({ success: true, status: 401 });
    const fc = byName('Research (firecrawl)');
    expect(fc).toMatchObject({ success: false, status: 502 });
    expect(fc.error).toContain('502');
    expect(byName('Wallet payments (paypal)')).toMatchObject({ success: true, status: 401 });
    expect(byName('Scheduling (builtin)')).toMatchObject({ success: true, skipped: true });
    expect(byName('Text messages (twilio-verify)')).toMatchObject({
      success: true,
      status: 401,
      name: `Text messages (twilio-verify): ${stripe.url}`,
    });
    expect(byName('CRM (hubspot)')).toMatchObject({ success: true, status: 401, name: `CRM (hubspot): ${stripe.url}` });
    for (const t of body.tests) expect(t.time).toBeGreaterThanOrEqual(0);
    for (const value of [...Object.values(SECRETS), 'url-password-0d9e']) expect(text).not.toContain(value);
  });
});

describe('diagnostics in the sandbox (no vendor keys)', () => {
  let server: TestServer;
  let jar: CookieJar;
  beforeAll(async () => {
    server = await startTestServer({ env: { ADMIN_PASSWORD } });
    jar = (await signInAdmin(server, ADMIN_PASSWORD)).jar;
  });
  afterAll(() => server?.close());

  it('environment lists each sandboxed provider as a warning', async () => {
    const { res, text } = await adminGet(server, jar, '/api/debug/environment');
    expect(res.status).toBe(200);
    const body = ZDiagnosticsEnvironment.parse(JSON.parse(text));
    expect(body.environment).toMatchObject({ hasBlandAiKey: false, hasPayPalConfig: false });
    expect(body.validation.warnings).toContain('Voice calls run in the Sandbox: set BLAND_API_KEY for real calls');
    expect(body.validation.warnings).toContain(
      'Account mail goes to the Sandbox outbox (/admin/outbox), not to inboxes: set SMTP_URL to send real mail',
    );
    expect(body.validation.warnings).toContain(
      'Phone verification codes are shown on screen (Sandbox), not texted, so trial calls stay in the voice Sandbox: set TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_VERIFY_SERVICE_SID',
    );
    expect(body.validation.warnings.filter((w) => w.includes('Sandbox'))).toHaveLength(8);
    expect(text).not.toContain(ADMIN_PASSWORD);
  });

  it('network test lists sandbox providers as skipped successes and still checks the database', async () => {
    const { res, text } = await adminGet(server, jar, '/api/debug/network-test');
    expect(res.status).toBe(200);
    const body = ZNetworkTestResponse.parse(JSON.parse(text));
    const voice = body.tests.find((t) => t.name === 'Voice (sandbox)');
    expect(voice).toMatchObject({ success: true, skipped: true, note: expect.stringContaining('Sandbox') });
    expect(body.tests.find((t) => t.name === 'Text messages (sandbox)')).toMatchObject({
      success: true,
      skipped: true,
    });
    expect(body.tests.filter((t) => t.skipped)).toHaveLength(10);
    expect(body.tests.find((t) => t.name.startsWith('Database round trip'))).toMatchObject({ success: true });
    expect(body.tests.every((t) => t.success)).toBe(true);
  });
});
