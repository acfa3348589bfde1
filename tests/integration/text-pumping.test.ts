import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VERIFY_MSG } from '../../src/common/wizard/verification';
import { createSandboxMessaging } from '../../src/server/providers/messaging/sandbox';
import { textBudgetWarning } from '../../src/server/features/diagnostics/get-environment-diagnostics';
import { send, signInAdmin } from '../support/session';
import { startTestServer, type TestServer } from '../support/test-server';
import { visitor } from '../support/visitor-client';
import { freshIp, freshPhone } from '../support/wizard';

// Each texted code costs the operator money, so code sends are what a pumping scheme abuses:
// many addresses of one IPv6 network, numbers in far-away countries, one number held up all day.

const PASSWORD = 'text-pumping-admin-pw';

const sendCode = (server: TestServer, phoneNumber: string, ip = freshIp()) =>
  visitor(server).request('/api/phone-verifications', {
    method: 'POST',
    headers: { 'x-forwarded-for': ip },
    json: { phoneNumber },
  });

describe('texted codes, per network and per country', () => {
  let server: TestServer;
  let offset = 0;
  beforeAll(async () => {
    server = await startTestServer({
      // 5 a day per network: the burst limit (10 a minute per /64) must not be what refuses.
      env: { TRUST_PROXY: '1', PHONE_CODES_PER_IP_PER_DAY: '5', PHONE_CODES_PER_PHONE_PER_HOUR: '5' },
      clock: { now: () => new Date(Date.now() + offset) },
      providers: { messaging: createSandboxMessaging(() => Date.now() + offset) },
    });
  });
  afterAll(() => server?.close());

  it('counts an IPv6 /64 as one client: the 6th code from one /64 is refused, another /64 still served', async () => {
    for (let i = 1; i <= 5; i++)
      expect((await sendCode(server, freshPhone(), `2001:db8:77:1::${i.toString(16)}`)).status).toBe(200);
    const sixth = await sendCode(server, freshPhone(), '2001:db8:77:1:ffff:ffff:ffff:fffe');
    expect(sixth.status).toBe(429);
    expect((await sixth.json()).error).toBe(VERIFY_MSG.perIp(5));
    expect((await sendCode(server, freshPhone(), '2001:db8:77:2::1')).status).toBe(200);
  });

  it('counts an IPv4 address and its IPv6-mapped spelling as one client', async () => {
    for (let i = 0; i < 5; i++) expect((await sendCode(server, freshPhone(), '203.0.113.9')).status).toBe(200);
    const mapped = await sendCode(server, freshPhone(), '::ffff:203.0.113.9');
    expect(mapped.status).toBe(429);
    expect((await mapped.json()).error).toBe(VERIFY_MSG.perIp(5));
  });

  it('texts only numbers of the product’s region (PHONE_DEFAULT_REGION) by default', async () => {
    for (const abroad of [
      '+371 21234567',
      '+880 1812-345678',
      '+252 61 1234567',
      '+1 416 234 5678',
      '+1 876 210 1234',
    ]) {
      const res = await sendCode(server, abroad);
      expect(res.status, abroad).toBe(400);
      expect((await res.json()).error).toBe(VERIFY_MSG.country('United States (+1)'));
    }
    expect((await sendCode(server, freshPhone())).status).toBe(200);
  });

  it('holds a number up for an hour at most: the 6th code in an hour is refused, the next hour served', async () => {
    const phone = freshPhone();
    try {
      for (let i = 0; i < 5; i++) expect((await sendCode(server, phone)).status).toBe(200);
      const sixth = await sendCode(server, phone);
      expect(sixth.status).toBe(429);
      expect((await sixth.json()).error).toBe(VERIFY_MSG.perPhone(5, 60));
      offset = 61 * 60_000;
      const later = await sendCode(server, phone);
      expect(later.status, await later.clone().text()).toBe(200);
    } finally {
      offset = 0;
    }
  });
});

describe('texted codes: the countries allowed are configurable', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { PHONE_CODE_COUNTRIES: 'US, LV' } });
  });
  afterAll(() => server?.close());

  it('texts a Latvian number when LV is listed, still not a Somali one', async () => {
    expect((await sendCode(server, '+371 21234567')).status).toBe(200);
    const res = await sendCode(server, '+252 61 1234567');
    expect(res.status).toBe(400);
    expect((await res.json()).error).toBe(VERIFY_MSG.country('United States (+1), Latvia (+371)'));
  });
});

describe('texted codes: the site’s daily budget', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { PHONE_CODES_PER_DAY: '3', ADMIN_PASSWORD: PASSWORD } });
  });
  afterAll(() => server?.close());

  it('stops texting when the budget is spent and says so in Diagnostics', async () => {
    const { jar } = await signInAdmin(server, PASSWORD);
    const warnings = async () => (await (await send(server, jar, '/api/debug/environment')).json()).validation.warnings;
    expect(await warnings()).not.toContain(textBudgetWarning(3));
    for (let i = 0; i < 3; i++) expect((await sendCode(server, freshPhone())).status).toBe(200);
    const fourth = await sendCode(server, freshPhone());
    expect(fourth.status).toBe(429);
    expect((await fourth.json()).error).toBe(VERIFY_MSG.siteBudget);
    expect(await warnings()).toContain(textBudgetWarning(3));
  });
});
