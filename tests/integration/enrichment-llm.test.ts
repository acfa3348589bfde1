import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeOpenAi, type FakeOpenAi } from '../fakes/openai';
import { insertCampaignWithLeads, readJobEvents } from '../support/campaign-leads';
import { CookieJar, send, signInAdmin } from '../support/session';
import { fixtureSiteDir, startStaticSite, type StaticSite } from '../support/static-site';
import { startTestServer, type TestServer } from '../support/test-server';

// Enrichment with an OpenAI key, against the fake speaking the chat-completions wire format: the
// analysis is the model's structured output; malformed output, refusals and rate limits that
// outlast the retries fail the lead (with the reason in its notes) and the batch goes on.

const PASSWORD = 'enrichment-llm-password';
const ANALYSIS = {
  businessDescription: 'Riverside Plumbing fixes leaks and drains for homes in the valley.',
  keyServices: ['Leak repair', 'Drain cleaning'],
  targetAudience: 'Homeowners',
  painPoints: ['Missed emergency calls at night'],
  communicationStyle: 'Warm and direct',
  callScript: 'Hi Dana, quick question about your after-hours calls.',
  industry: 'Plumbing',
  keyPoints: ['24/7 emergency service'],
};

describe('lead enrichment with the OpenAI adapter (fake)', () => {
  let fake: FakeOpenAi;
  let site: StaticSite;
  let server: TestServer;
  let jar: CookieJar;
  const admin = (path: string, init: RequestInit & { json?: unknown } = {}) => send(server, jar, path, init);

  async function enrichOne(company = 'Riverside Plumbing') {
    const { leadIds } = await insertCampaignWithLeads(server.ctx.db, company, [
      { companyName: company, firstName: 'Dana', website: `${site.url}/` },
    ]);
    const { jobId } = await (await admin(`/api/admin/leads/${leadIds[0]}/enrich`, { method: 'POST' })).json();
    await readJobEvents(await admin(`/api/jobs/${jobId}/events`));
    return (await admin(`/api/admin/leads/${leadIds[0]}/enrichment`)).json();
  }

  beforeAll(async () => {
    fake = await startFakeOpenAi();
    site = await startStaticSite(fixtureSiteDir('riverside-plumbing'));
    server = await startTestServer({
      env: {
        ADMIN_PASSWORD: PASSWORD,
        FETCH_ALLOW_HOSTS: '127.0.0.1',
        OPENAI_API_KEY: fake.apiKey,
        OPENAI_BASE_URL: fake.baseUrl,
      },
    });
    jar = (await signInAdmin(server, PASSWORD)).jar;
  });
  beforeEach(() => fake.reset());
  afterAll(async () => {
    await server?.close();
    await site?.close();
    await fake?.close();
  });

  it("stores the model's structured analysis, labelled live, built from the page text", async () => {
    fake.set({ content: () => JSON.stringify(ANALYSIS) });
    const body = await enrichOne();
    expect(body.enrichmentStatus).toBe('enriched');
    const { industry, keyPoints, ...gpt } = ANALYSIS;
    expect(body.enrichment).toMatchObject({
      mode: 'live',
      basis: 'website',
      industry,
      gptAnalysis: gpt,
      firecrawlData: { success: true, businessInsights: { services: gpt.keyServices, keyPoints, industry } },
    });
    expect(body.enrichment.note).toBe('AI analysis of the website');
    const req = fake.requests.at(-1)!.body;
    expect(req.response_format?.json_schema?.name).toBe('business_analysis');
    expect(req.messages?.at(-1)?.content).toContain('Emergency plumbing repairs');
  });

  it('fails the lead on malformed output, with the reason in its notes', async () => {
    fake.set({ behaviour: 'malformed' });
    const body = await enrichOne('Malformed Co');
    expect(body.enrichmentStatus).toBe('failed');
    expect(body.enrichment).toBeNull();
    expect(body.notes).toMatch(/^Enrichment failed: /);
  });

  it('fails the lead when the model refuses', async () => {
    fake.set({ behaviour: 'refusal' });
    const body = await enrichOne('Refused Co');
    expect(body.enrichmentStatus).toBe('failed');
    expect(body.notes).toBe('Enrichment failed: The language model declined to answer this request');
  });

  it('retries a 429 and enriches; a 429 that persists fails the lead', async () => {
    fake.set({ behaviour: 'rate-limited', times: 1, shouldRetry: true, content: () => JSON.stringify(ANALYSIS) });
    const retried = await enrichOne('Retry Co');
    expect(retried.enrichmentStatus).toBe('enriched');
    expect(fake.requests.filter((r) => r.path === '/v1/chat/completions')).toHaveLength(2);

    fake.set({ behaviour: 'rate-limited', times: null, shouldRetry: false });
    const limited = await enrichOne('Limited Co');
    expect(limited.enrichmentStatus).toBe('failed');
    expect(limited.notes).toMatch(/^Enrichment failed: /);
  });

  it('a failing lead does not stop the batch', async () => {
    let n = 0;
    fake.set({ content: () => (++n === 2 ? '{"cut off' : JSON.stringify(ANALYSIS)) });
    const { campaignId } = await insertCampaignWithLeads(server.ctx.db, 'Mixed', [
      { companyName: 'A' },
      { companyName: 'B' },
      { companyName: 'C' },
    ]);
    const { jobId } = await (
      await admin(`/api/admin/campaigns/${campaignId}/enrich`, { method: 'POST', json: {} })
    ).json();
    const events = await readJobEvents(await admin(`/api/jobs/${jobId}/events`));
    expect(events.at(-1)).toMatchObject({ state: 'completed', done: 3, total: 3, result: { enriched: 2, failed: 1 } });
    // The failed lead keeps an error note and a fallback prompt built from its CSV fields.
    const rows = await (await admin(`/api/admin/campaigns/${campaignId}/enriched-leads`)).json();
    const failed = rows.find((r: { status: string }) => r.status === 'failed');
    expect(failed.notes).toMatch(/^Enrichment failed: /);
    expect(failed.agent_prompt).toContain(failed.company);
  });
});
