import { ZScrapeWebsiteResponse } from '../../src/common/wizard/schemas';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { websiteAnalyses } from '../../src/server/db/schema';
import { startFakeOpenAi, type FakeChatRequest, type FakeOpenAi } from '../fakes/openai';
import { fixtureSiteDir, startStaticSite, type StaticSite } from '../support/static-site';
import { startTestServer, type TestServer } from '../support/test-server';
import { send, signInAdmin } from '../support/session';

const ADMIN_PASSWORD = 'llm-analysis-admin-pw-3310';

// GET /api/scrape-website with an OpenAI key: the model (the fake, speaking OpenAI's wire format
// to the official SDK) reads the cleaned page text; every failure falls back to the offline reader
// and the response says which one answered. Evidence is stored with the analysis, never sent.

const scrapePath = (url: string) => `/api/scrape-website?url=${encodeURIComponent(url)}&t=${Date.now()}`;

describe('GET /api/scrape-website with a language model', () => {
  let site: StaticSite;
  let server: TestServer;
  let openai: FakeOpenAi;
  let run = 0;
  const analyse = async () => {
    const res = await server.request(scrapePath(`${site.url}/?run=${++run}`));
    expect(res.status).toBe(200);
    return (await res.json()) as Record<string, unknown>;
  };
  const modelAnswer = (req: FakeChatRequest) => {
    const page = String(req.messages?.[1]?.content ?? '').match(/\[(http[^\]]+)\]/)?.[1] ?? '';
    const v = (value: string, sentence: string) => [{ value, url: page, sentence }];
    return JSON.stringify({
      businessSpecialties: v('Emergency repairs', 'We specialize in emergency repairs and drain cleaning.'),
      businessTone: v('Honest and upfront', 'with upfront, honest pricing'),
      topServices: v('Drain cleaning', 'Drain cleaning & hydro jetting'),
      customerTypes: v('Landlords', 'We work for homeowners, landlords and property managers'),
      testimonialTraits: v('Punctual', 'They were punctual, friendly and fixed our burst pipe in an hour.'),
    });
  };

  beforeAll(async () => {
    site = await startStaticSite(fixtureSiteDir('riverside-plumbing'));
    openai = await startFakeOpenAi();
    server = await startTestServer({
      env: {
        FETCH_ALLOW_HOSTS: '127.0.0.1',
        SCRAPE_RATE_LIMIT_PER_MINUTE: '1000',
        OPENAI_API_KEY: openai.apiKey,
        OPENAI_BASE_URL: openai.baseUrl,
        ADMIN_PASSWORD,
      },
    });
  });
  afterAll(async () => {
    await server?.close();
    await openai?.close();
    await site?.close();
  });
  beforeEach(() => openai.reset());

  it('answers the model’s reading and stores each value’s page and sentence as evidence', async () => {
    openai.set({ content: modelAnswer });
    const body = await analyse();
    expect(body).toMatchObject({
      extractor: 'llm',
      topServices: 'Drain cleaning',
      customerTypes: 'Landlords',
      testimonialTraits: 'Punctual',
    });
    // The Preview step shows each value's sentence and page: they come in the response, typed by ZAnalysisEvidence.
    expect(ZScrapeWebsiteResponse.parse(body).evidence.customerTypes).toEqual([
      {
        value: 'Landlords',
        url: `${site.url}/?run=${run}`,
        sentence: 'We work for homeowners, landlords and property managers',
      },
    ]);

    const [req] = openai.requests;
    expect(req.body.response_format).toMatchObject({
      type: 'json_schema',
      json_schema: { name: 'website_profile', strict: true },
    });
    const text = String(req.body.messages?.[1]?.content);
    expect(text).toContain('Water heater installation');
    expect(text).not.toMatch(/IGNORE ME|Privacy policy/); // scripts and the footer are not sent

    const rows = await server.ctx.db.select().from(websiteAnalyses);
    const stored = rows.find((r) => r.normalizedUrl.includes(`run=${run}`))!.data as {
      extractor: string;
      evidence: { llm: Record<string, { url: string; sentence: string }[]> };
    };
    expect(stored.extractor).toBe('llm');
    expect(stored.evidence.llm.customerTypes[0]).toEqual({
      value: 'Landlords',
      url: `${site.url}/?run=${run}`,
      sentence: 'We work for homeowners, landlords and property managers',
    });
  });

  it.each([
    ['malformed output', { behaviour: 'malformed' as const }],
    ['a refusal', { behaviour: 'refusal' as const }],
    ['a truncated answer', { behaviour: 'truncated' as const }],
    ['a 429 rate limit', { behaviour: 'rate-limited' as const, shouldRetry: false }],
    ['a 429 insufficient_quota', { behaviour: 'insufficient-quota' as const }],
  ])('falls back to the offline reader on %s and says so', async (_name, behaviour) => {
    openai.set(behaviour);
    const body = await analyse();
    expect(body.extractor).toBe('offline');
    expect(body.topServices).toBe(
      'Emergency plumbing repairs, Drain cleaning & hydro jetting, Water heater installation, Sewer line inspection, Leak detection',
    );
    const rows = await server.ctx.db.select().from(websiteAnalyses);
    const stored = rows.find((r) => r.normalizedUrl.includes(`run=${run}`))!.data as {
      extractor: string;
      evidence: { llmError: string };
    };
    expect(stored.extractor).toBe('offline');
    expect(stored.evidence.llmError).toMatch(/^(PROVIDER_ERROR|RATE_LIMITED): /);
  });

  it('shows an OpenAI billing fault (429 insufficient_quota) on the Diagnostics network test until a call succeeds', async () => {
    const { jar } = await signInAdmin(server, ADMIN_PASSWORD);
    const account = async () => {
      const body = (await (await send(server, jar, '/api/debug/network-test')).json()) as {
        tests: { name: string; success: boolean; error?: string }[];
      };
      return body.tests.find((t) => t.name === 'LLM (openai): account');
    };
    openai.set({ behaviour: 'insufficient-quota' });
    await analyse();
    expect(openai.requests).toHaveLength(1); // a billing fault is not retried
    expect(await account()).toMatchObject({ success: false, error: expect.stringContaining('insufficient_quota') });
    openai.set({ behaviour: 'ok', content: modelAnswer });
    await analyse();
    expect(await account()).toBeUndefined();
  });
});
