import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCOUT_MSG, type TFiresearchResponse } from '../../src/common/scout/schemas';
import { NOTHING_CAPTURED } from '../../src/server/features/scout/run-scout-research';
import { startFakeFirecrawl, type FakeFirecrawl } from '../fakes/firecrawl';
import { startFakeOpenAi, type FakeOpenAi } from '../fakes/openai';
import { CookieJar, send, signInAdmin } from '../support/session';
import { fixtureSiteDir, startStaticSite, type StaticSite } from '../support/static-site';
import { startTestServer, type TestServer } from '../support/test-server';

const PASSWORD = 'scout-admin-pw';

describe('Lead Scout in sandbox: full-text search over captured pages', () => {
  let server: TestServer;
  let admin: CookieJar;
  let sites: StaticSite[] = [];
  beforeAll(async () => {
    sites = await Promise.all(
      ['riverside-plumbing', 'summit-heating-plumbing'].map((s) => startStaticSite(fixtureSiteDir(s))),
    );
    server = await startTestServer({ env: { ADMIN_PASSWORD: PASSWORD, FETCH_ALLOW_HOSTS: '127.0.0.1' } });
    admin = (await signInAdmin(server, PASSWORD)).jar;
  });
  afterAll(async () => {
    await server?.close();
    await Promise.all(sites.map((s) => s.close()));
  });
  const research = (body: unknown) => send(server, admin, '/api/admin/firesearch', { method: 'POST', json: body });

  it('with nothing captured yet, says so and what to do', async () => {
    const res = await research({ topic: 'plumbing', limit: 10, focusArea: 'business-prospects' });
    expect(res.status).toBe(422);
    expect((await res.json()).error).toBe(NOTHING_CAPTURED);
  });

  it('refuses a blank topic with the spec message, and an unknown limit', async () => {
    const blank = await research({ topic: '   ' });
    expect(blank.status).toBe(400);
    expect((await blank.json()).error).toContain(SCOUT_MSG.topicRequired);
    expect((await research({ topic: 'plumbing', limit: 7 })).status).toBe(400);
    expect(
      (await send(server, new CookieJar(), '/api/admin/firesearch', { method: 'POST', json: { topic: 'x' } })).status,
    ).toBe(401);
  });

  it('after two sites are analysed, finds both for a matching topic, scored, each with its source page', async () => {
    // A visitor's wizard analysis of the sites gives research nothing…
    for (const s of sites)
      expect((await server.request(`/api/scrape-website?url=${encodeURIComponent(`${s.url}/`)}`)).status).toBe(200);
    expect((await research({ topic: 'plumbing Springfield' })).status).toBe(422);
    // …an admin's analysis of them (the web-enrichment test page) does.
    for (const s of sites)
      expect(
        (
          await send(server, admin, '/api/admin/test-firecrawl', {
            method: 'POST',
            json: { companyName: 'Fixture', domain: `${s.url}/` },
          })
        ).status,
      ).toBe(200);
    const res = await research({ topic: 'plumbing Springfield' });
    expect(res.status).toBe(200);
    const body = (await res.json()) as TFiresearchResponse;
    const { data } = body;
    expect(data.searchMetadata).toMatchObject({
      searchQuery: 'plumbing Springfield',
      mode: 'sandbox',
      focusArea: 'business-prospects',
    });
    expect(data.searchMetadata.queries.length).toBeGreaterThan(1);
    const names = data.potentialLeads.map((l) => l.companyName).sort();
    expect(names).toEqual(['Riverside Plumbing & Drain', 'Summit Heating & Plumbing']);
    for (const lead of data.potentialLeads) {
      expect(lead.leadScore).toBeGreaterThanOrEqual(0);
      expect(lead.leadScore).toBeLessThanOrEqual(100);
      expect(data.sources.map((s) => s.url)).toContain(lead.sourceUrl);
      expect(['Plumbing', 'HVAC']).toContain(lead.industry);
      expect(lead.contactOpportunity).toMatch(/^Phone number listed on the site: \(555\) 555-01/);
    }
    expect(data.summary).toContain('Sandbox');
    expect(data.keyFindings.length).toBeGreaterThan(0);
    expect(data.fullText).toContain('Riverside');

    const list = await (await send(server, admin, '/api/admin/scout-runs')).json();
    expect(list[0]).toMatchObject({
      id: body.runId,
      topic: 'plumbing Springfield',
      leadCount: 2,
      mode: 'sandbox',
      createdBy: 'admin',
    });
    const reopened = await (await send(server, admin, `/api/admin/scout-runs/${body.runId}`)).json();
    expect(reopened.data).toEqual(data);
  });

  it('a topic nothing matches answers no leads and says so', async () => {
    const { data } = (await (await research({ topic: 'quantum chromodynamics' })).json()) as TFiresearchResponse;
    expect(data.potentialLeads).toEqual([]);
    expect(data.summary).toMatch(/^No pages in the captured pages \(Sandbox\) matched/);
  });

  it('generates a campaign framework from a result', async () => {
    const { data } = (await (await research({ topic: 'plumbing', limit: 5 })).json()) as TFiresearchResponse;
    const res = await send(server, admin, '/api/admin/generate-prospecting-campaign', {
      method: 'POST',
      json: { scoutResult: data, campaignObjective: 'Book demos' },
    });
    expect(res.status).toBe(200);
    const { campaign, mode } = await res.json();
    expect(mode).toBe('sandbox');
    expect(campaign.campaignName).toContain('Plumbing');
    expect(campaign.targetSegments[0]).toContain('Plumbing');
    expect(campaign.messagingFramework).toContain('Objective: Book demos');
    expect(campaign.outreachSequence.length).toBeGreaterThan(2);
    expect(campaign.keyTalkingPoints.length).toBeGreaterThan(0);
  });

  it('selected leads become a real campaign (source scout) with their email, phone, company and website', async () => {
    const { runId, data } = (await (await research({ topic: 'plumbing Springfield' })).json()) as TFiresearchResponse;
    const res = await send(server, admin, `/api/admin/scout-runs/${runId}/campaign`, {
      method: 'POST',
      json: { leadIndexes: [0, 1] },
    });
    expect(res.status).toBe(200);
    const { campaignId, leadCount } = await res.json();
    expect(leadCount).toBe(2);
    const campaign = await (await send(server, admin, `/api/admin/campaigns/${campaignId}`)).json();
    expect(campaign).toMatchObject({ name: 'Lead Scout: plumbing Springfield', status: 'draft', totalLeads: 2 });
    const leadsRes = await (await send(server, admin, `/api/admin/campaigns/${campaignId}/leads`)).json();
    const leads = leadsRes.items as { email: string; companyName: string; phoneNumber: string }[];
    expect(leads.map((l) => l.email).sort()).toEqual([
      'hello@riverside-plumbing.example',
      'office@summit-heating.example',
    ]);
    expect(leads.map((l) => l.companyName).sort()).toEqual(data.potentialLeads.map((l) => l.companyName).sort());
    expect(leads.every((l) => l.phoneNumber)).toBe(true);
  });

  it('refuses an empty selection, an index outside the run, and leads without an email', async () => {
    const { runId } = (await (await research({ topic: 'plumbing' })).json()) as TFiresearchResponse;
    expect(
      (
        await send(server, admin, `/api/admin/scout-runs/${runId}/campaign`, {
          method: 'POST',
          json: { leadIndexes: [] },
        })
      ).status,
    ).toBe(400);
    const outside = await send(server, admin, `/api/admin/scout-runs/${runId}/campaign`, {
      method: 'POST',
      json: { leadIndexes: [9] },
    });
    expect(outside.status).toBe(400);
    expect((await outside.json()).error).toBe('A selected lead is not part of this run');
  });

  it('an unknown run is 404, a malformed id 400', async () => {
    expect((await send(server, admin, '/api/admin/scout-runs/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await send(server, admin, '/api/admin/scout-runs/nope')).status).toBe(400);
  });
});

describe('Lead Scout live: Firecrawl search + OpenAI structured extraction (fakes)', () => {
  let firecrawl: FakeFirecrawl;
  let openai: FakeOpenAi;
  let server: TestServer;
  let admin: CookieJar;
  const SITE = 'https://sunrise-bakery.example/';
  const md = readFileSync(`${fixtureSiteDir('sunrise-bakery-markdown')}index.md`, 'utf8');
  const lead = (sourceUrl: string, companyName: string) => ({
    companyName,
    industry: 'Bakery',
    description: 'Sourdough bakery',
    keyServices: ['Sourdough bread'],
    potentialPainPoints: ['Phone orders'],
    contactOpportunity: 'Order line',
    reasoning: 'Takes orders by phone',
    leadScore: 88,
    sourceUrl,
    website: SITE,
    contactEmail: '',
    contactPhone: '',
  });
  beforeAll(async () => {
    [firecrawl, openai] = await Promise.all([startFakeFirecrawl(), startFakeOpenAi()]);
    firecrawl.pages.set(SITE, { markdown: md, title: 'Sunrise Bakery', description: 'Fresh bread daily' });
    server = await startTestServer({
      env: {
        ADMIN_PASSWORD: PASSWORD,
        FIRECRAWL_API_KEY: firecrawl.apiKey,
        FIRECRAWL_API_URL: firecrawl.baseUrl,
        OPENAI_API_KEY: openai.apiKey,
        OPENAI_BASE_URL: openai.baseUrl,
      },
    });
    admin = (await signInAdmin(server, PASSWORD)).jar;
  });
  afterAll(async () => {
    await server?.close();
    await Promise.all([firecrawl?.close(), openai?.close()]);
  });
  const research = () =>
    send(server, admin, '/api/admin/firesearch', { method: 'POST', json: { topic: 'sourdough bakery', limit: 5 } });

  it('valid: splits the topic, searches, and keeps only leads whose source is a page it read', async () => {
    openai.set({
      content: () =>
        JSON.stringify({
          summary: 'One bakery.',
          keyFindings: ['Bakeries take phone orders'],
          potentialLeads: [lead(SITE, 'Sunrise Bakery'), lead('https://invented.example/', 'Invented Co')],
        }),
    });
    const res = await research();
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as TFiresearchResponse;
    const searches = firecrawl.requests.filter((r) => r.path === '/v2/search');
    expect(searches.map((r) => r.body?.query)).toEqual(data.searchMetadata.queries);
    expect(searches.every((r) => r.body?.limit === 5)).toBe(true);
    expect(data.searchMetadata.mode).toBe('live');
    expect(data.potentialLeads.map((l) => l.companyName)).toEqual(['Sunrise Bakery']);
    const sent = openai.requests.at(-1)!.body;
    expect(sent.response_format).toMatchObject({
      type: 'json_schema',
      json_schema: { name: 'scout_leads', strict: true },
    });
    expect(String(sent.messages?.[1].content)).toContain(`URL: ${SITE}`);
  });

  it.each([
    ['malformed', 502, /malformed output/],
    ['refusal', 502, /declined/],
    ['rate-limited', 429, /rate limited/],
  ] as const)('%s model answer: %s with a clear message, and no run stored', async (behaviour, status, message) => {
    const before = (await (await send(server, admin, '/api/admin/scout-runs')).json()).length;
    openai.set({ behaviour, times: null, shouldRetry: false, content: null });
    try {
      const res = await research();
      expect(res.status).toBe(status);
      expect((await res.json()).error).toMatch(message);
    } finally {
      openai.reset();
    }
    expect((await (await send(server, admin, '/api/admin/scout-runs')).json()).length).toBe(before);
  });
});
