import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spentAllowanceWarning } from '../../src/server/features/limits/anonymous-allowances';
import { send, signInAdmin } from '../support/session';
import { startTestServer, type TestServer } from '../support/test-server';
import { sampleConfig } from '../support/wizard';

// Anonymous expensive work had per-minute limits only (~28,800 prompt generations a day from one
// address). Each kind now has a daily allowance per client network and for the whole site.

const PASSWORD = 'daily-allowances-admin-pw';

const config = {
  industry: 'hospitality',
  industryCustom: '',
  gender: 'female',
  age: '20s',
  energyStyle: 'playful',
  toneBooster: ['Warm'],
  hometown: 'Atlanta, GA',
  name: 'Sunny',
  backstory: 'Worked summers at a beach resort front desk.',
  websiteUrl: '',
};

describe('daily allowances of anonymous expensive work', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      env: {
        TRUST_PROXY: '1',
        ADMIN_PASSWORD: PASSWORD,
        PROMPTS_PER_IP_PER_DAY: '3',
        PROMPTS_PER_DAY: '5',
        AGENT_CONFIGS_PER_IP_PER_DAY: '2',
      },
    });
  });
  afterAll(() => server?.close());

  const generate = (ip: string) =>
    server.request('/api/generate-prompt?v=1', { method: 'POST', json: config, headers: { 'x-forwarded-for': ip } });

  it('caps prompt generation per /64 a day and for the site, saying when to come back; Diagnostics says the budget is spent', async () => {
    const { jar } = await signInAdmin(server, PASSWORD);
    const warnings = async (): Promise<string[]> =>
      (await (await send(server, jar, '/api/debug/environment')).json()).validation.warnings;
    const spent = spentAllowanceWarning('prompt generations', 'PROMPTS_PER_DAY', 5);
    expect(await warnings()).not.toContain(spent);
    for (let i = 1; i <= 3; i++) expect((await generate(`2001:db8:5:1::${i}`)).status).toBe(200);
    const fourth = await generate('2001:db8:5:1:abcd::9');
    expect(fourth.status).toBe(429);
    expect((await fourth.json()).error).toBe(
      "Your network has reached today's limit of 3 prompt generations. Please try again in 24 hours.",
    );
    for (let i = 1; i <= 2; i++) expect((await generate(`198.51.100.${i + 40}`)).status).toBe(200);
    const overBudget = await generate('198.51.100.77');
    expect(overBudget.status).toBe(429);
    expect((await overBudget.json()).error).toBe(
      "This service has reached today's limit of prompt generations. Please try again in 24 hours.",
    );
    expect(await warnings()).toContain(spent);
    expect((await warnings()).some((w) => w.includes('website analyses'))).toBe(false);
  });

  it('caps saved agent configurations per network a day', async () => {
    const save = () =>
      server.request('/api/save-agent-config', {
        method: 'POST',
        json: sampleConfig(),
        headers: { 'x-forwarded-for': '203.0.113.50' },
      });
    expect((await save()).status).toBe(200);
    expect((await save()).status).toBe(200);
    expect((await save()).status).toBe(429);
  });
});
