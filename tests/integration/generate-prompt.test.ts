import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MAX_PROMPT_CHARS } from '../../src/common/wizard/options';
import { countEvents } from '../../src/server/features/analytics/analytics.repo';
import { startFakeOpenAi, type FakeOpenAi } from '../fakes/openai';
import { send, signInAdmin, signUpAndSignIn } from '../support/session';
import { startTestServer, type TestServer } from '../support/test-server';

const ADMIN_PASSWORD = 'prompt-admin-password';

const config = {
  industry: 'hospitality',
  industryCustom: '',
  gender: 'female',
  age: '20s',
  energyStyle: 'playful',
  toneBooster: ['Warm', 'Enthusiastic'],
  hometown: 'Atlanta, GA',
  name: 'Sunny',
  backstory: 'Worked summers at a beach resort front desk.',
  websiteUrl: 'https://www.seaside-inn.com',
  scrapedData: {
    businessSpecialties: 'Boutique beachfront hotel',
    topServices: ['Ocean-view rooms', 'Weddings'],
    customerTypes: 'Couples, families',
    businessTone: 'Relaxed',
    testimonialTraits: 'Attentive staff',
  },
};
const post = (server: TestServer, body: unknown, path = '/api/generate-prompt?v=1700000000000') =>
  server.request(path, { method: 'POST', json: body });

describe('POST /api/generate-prompt (sandbox llm)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { ADMIN_PASSWORD } });
  });
  afterAll(() => server?.close());

  it('fills the template with the name, industry, hometown and website analysis, under 2,000 characters', async () => {
    const res = await post(server, config);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('no-store');
    const body = await res.json();
    expect(body.mode).toBe('sandbox');
    expect(body.prompt).toContain('You are Sunny');
    expect(body.prompt).toContain('phoning Seaside Inn (Hospitality)');
    expect(body.prompt).toContain("You're from Atlanta, GA (Southern US)");
    expect(body.prompt).toContain('Weddings');
    expect(body.prompt).toContain('Attentive staff');
    expect(body.prompt).toContain('beach resort front desk');
    expect(body.prompt).not.toMatch(/\{\{/);
    expect(body.prompt.length).toBeLessThan(MAX_PROMPT_CHARS);
    expect(await countEvents(server.ctx.db, 'prompt_generated')).toBe(1);
  });

  it('keeps a prompt with a huge website analysis under the limit', async () => {
    const long = Array.from({ length: 300 }, (_, i) => `Service ${i}`);
    const body = await (
      await post(server, { ...config, scrapedData: { ...config.scrapedData, topServices: long } })
    ).json();
    expect(body.prompt.length).toBeLessThan(MAX_PROMPT_CHARS);
    expect(body.prompt).toContain('Service 0');
    expect(body.prompt).toContain('end the call.');
  });

  it("answers 400 'Configuration incomplete: …' listing each missing item", async () => {
    const res = await post(server, { ...config, name: '  ', toneBooster: [], hometown: '' });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.code).toBe('VALIDATION');
    expect(body.error).toBe(
      'Configuration incomplete: Agent name is required, At least one tone booster is required, Hometown is required',
    );
  });

  it("answers 400 'Missing required fields: …' naming the empty core fields", async () => {
    const res = await post(server, { ...config, industry: ' ', energyStyle: '' });
    expect(res.status).toBe(400);
    expect((await res.json()).error).toBe('Missing required fields: industry, energyStyle');
  });

  it('applies the send defaults when fields are absent', async () => {
    const body = await (await post(server, { name: 'Dana' })).json();
    expect(body.prompt).toContain('(Technology)');
    expect(body.prompt).toContain('Chicago, IL');
    expect(body.prompt).toContain('Analytical');
  });

  it('is described in the OpenAPI document', async () => {
    const doc = await (await server.request('/api/docs/json')).json();
    expect(doc.paths['/api/generate-prompt'].post.requestBody).toBeDefined();
    expect(doc.paths['/api/generate-agent-prompt'].post.requestBody).toBeDefined();
    expect(doc.paths['/api/admin/prompt-template'].put).toBeDefined();
  });

  it('refuses a fourth tone booster through the schema', async () => {
    const res = await post(server, { ...config, toneBooster: ['Warm', 'Serious', 'Quirky', 'Confident'] });
    expect(res.status).toBe(400);
  });

  const lead = {
    leadData: {
      firstName: 'Ron',
      lastName: 'Diaz',
      companyName: 'Diaz Auto Repair',
      enrichment: { businessDescription: 'Family-run garage', services: ['Brakes', 'Tyres'] },
    },
    agentConfig: { industry: 'Automotive', gender: 'male', age: '40s', energyStyle: 'direct' },
  };

  it('POST /api/generate-agent-prompt is admin-only: 401 without a session, 403 for a signed-in non-admin', async () => {
    expect((await post(server, lead, '/api/generate-agent-prompt')).status).toBe(401);
    const { jar } = await signUpAndSignIn(server, 'not-an-admin@outside.test');
    expect((await send(server, jar, '/api/generate-agent-prompt', { method: 'POST', json: lead })).status).toBe(403);
  });

  it('POST /api/generate-agent-prompt builds a lead prompt from company and enrichment (admin)', async () => {
    const { jar } = await signInAdmin(server, ADMIN_PASSWORD);
    const res = await send(server, jar, '/api/generate-agent-prompt', { method: 'POST', json: lead });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ mode: 'sandbox' });
    expect(body.prompt).toContain('phoning Diaz Auto Repair (Automotive)');
    expect(body.prompt).toContain('- Contact: Ron Diaz');
    expect(body.prompt).toContain('Brakes, Tyres');
    expect(body.prompt).toContain('You are Max');
  });
});

describe('prompt rate limit', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { PROMPT_RATE_LIMIT_PER_MINUTE: '2' } });
  });
  afterAll(() => server?.close());

  it('answers 429 with the spec message once the per-minute limit is used', async () => {
    expect((await post(server, config)).status).toBe(200);
    expect((await post(server, config)).status).toBe(200);
    const res = await post(server, config);
    expect(res.status).toBe(429);
    const body = await res.json();
    expect(body.error).toBe('Too many requests. Please wait a moment before trying again.');
    expect(body.code).toBe('RATE_LIMITED');
  });
});

describe('POST /api/generate-prompt with OpenAI (fake)', () => {
  let fake: FakeOpenAi;
  let server: TestServer;
  beforeAll(async () => {
    fake = await startFakeOpenAi();
    server = await startTestServer({
      env: { OPENAI_API_KEY: fake.apiKey, OPENAI_BASE_URL: fake.baseUrl, OPENAI_MODEL: 'gpt-3.5-turbo' },
    });
  });
  afterAll(async () => {
    await server?.close();
    await fake?.close();
  });
  beforeEach(() => fake.reset());

  it('returns the refined prompt; the request carried temperature 1, the configured model and the filled template', async () => {
    fake.set({
      content: () =>
        JSON.stringify({ prompt: 'You are Sunny, a bright candidate calling Seaside Inn. Keep it short.' }),
    });
    const res = await post(server, config);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      prompt: 'You are Sunny, a bright candidate calling Seaside Inn. Keep it short.',
      mode: 'live',
    });
    expect(fake.requests).toHaveLength(1);
    const sent = fake.requests[0].body;
    expect(sent.temperature).toBe(1);
    expect(sent.model).toBe('gpt-3.5-turbo');
    expect(sent.response_format?.json_schema?.name).toBe('agent_prompt');
    expect(sent.messages?.[0].content).toContain('under 2,000 characters');
    expect(sent.messages?.[1].content).toContain('You are Sunny');
    expect(sent.messages?.[1].content).toContain('Atlanta, GA');
  });

  it('cuts an over-long refined prompt at a sentence, under the limit', async () => {
    fake.set({ content: () => JSON.stringify({ prompt: 'You are Sunny. '.repeat(400) }) });
    // Each test asks with its own answers: identical requests are served from the prompt cache.
    const body = await (await post(server, { ...config, name: 'Sunny Long' })).json();
    expect(body.prompt.length).toBeLessThan(MAX_PROMPT_CHARS);
    expect(body.prompt.endsWith('You are Sunny.')).toBe(true);
  });

  it('answers malformed model output with a clear 502, not the garbage', async () => {
    fake.set({ behaviour: 'malformed' });
    const res = await post(server, { ...config, name: 'Sunny Malformed' });
    expect(res.status).toBe(502);
    const body = await res.json();
    expect(body.code).toBe('PROVIDER_ERROR');
    expect(body.error).toBe('The language model returned malformed output (not valid JSON)');
  });

  it('passes an OpenAI rate limit on as a 429', async () => {
    fake.set({ behaviour: 'rate-limited', shouldRetry: false });
    const res = await post(server, { ...config, name: 'Sunny Limited' });
    expect(res.status).toBe(429);
    expect((await res.json()).code).toBe('RATE_LIMITED');
  });

  it('answers an identical request from the cache (one model call); other answers, or a failed call, ask again', async () => {
    fake.set({ content: () => JSON.stringify({ prompt: 'You are Sunny from the cache test.' }) });
    const first = await (await post(server, { ...config, name: 'Sunny Cached' })).json();
    const again = await (await post(server, { ...config, name: 'Sunny Cached' })).json();
    expect(again).toEqual(first);
    expect(fake.requests).toHaveLength(1);
    await post(server, { ...config, name: 'Sunny Other' });
    expect(fake.requests).toHaveLength(2);
    // The malformed answer above was not kept: the same request now reaches the model.
    await post(server, { ...config, name: 'Sunny Malformed' });
    expect(fake.requests).toHaveLength(3);
  });

  it('does not call the model when the configuration is incomplete', async () => {
    const res = await post(server, { ...config, name: '' });
    expect(res.status).toBe(400);
    expect(fake.requests).toHaveLength(0);
  });
});
