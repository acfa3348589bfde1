import { readFileSync } from 'node:fs';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZScrapeWebsiteResponse, type TAnalysisEvidence } from '../../src/common/wizard/schemas';
import { capturedPages, websiteAnalyses } from '../../src/server/db/schema';
import { analyzeWebsite } from '../../src/server/features/web-analysis/analyze-website';
import { startFakeFirecrawl, type FakeFirecrawl } from '../fakes/firecrawl';
import { fixtureSiteDir, startStaticSite, type StaticSite } from '../support/static-site';
import { startTestServer, type TestServer } from '../support/test-server';

// GET /api/scrape-website against a fixture website on 127.0.0.1 (allowed by the test-only
// FETCH_ALLOW_HOSTS), through the real server and a real database.

const PLUMBING = {
  businessSpecialties: 'Emergency repairs and drain cleaning',
  businessTone: 'Fast, friendly and local',
  topServices:
    'Emergency plumbing repairs, Drain cleaning & hydro jetting, Water heater installation, Sewer line inspection, Leak detection',
  customerTypes: 'Homeowners, Landlords, Property managers, Small businesses',
  testimonialTraits: 'Friendly, Punctual, Honest',
  extractor: 'offline',
};

const scrapePath = (url: string) => `/api/scrape-website?url=${encodeURIComponent(url)}&t=${Date.now()}`;

describe('GET /api/scrape-website (direct fetch)', () => {
  let site: StaticSite;
  let server: TestServer;
  let firstEvidence: TAnalysisEvidence | undefined;
  beforeAll(async () => {
    site = await startStaticSite(fixtureSiteDir('riverside-plumbing'), {
      '/data.json': (_req, res) => void res.writeHead(200, { 'content-type': 'application/json' }).end('{}'),
      '/blank': (_req, res) =>
        void res
          .writeHead(200, { 'content-type': 'text/html' })
          .end('<div id="root"></div><script src="/app.js"></script>'),
    });
    server = await startTestServer({ env: { FETCH_ALLOW_HOSTS: '127.0.0.1', SCRAPE_RATE_LIMIT_PER_MINUTE: '1000' } });
  });
  afterAll(async () => {
    await server?.close();
    await site?.close();
  });

  it('analyses the site: the five fields, from the page and its about and reviews pages', async () => {
    const res = await server.request(scrapePath(`${site.url}/`));
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('no-store');
    expect(res.headers.get('pragma')).toBe('no-cache');
    const { evidence, ...fields } = ZScrapeWebsiteResponse.parse(await res.json());
    expect(fields).toEqual({ ...PLUMBING, source: 'direct-fetch', pagesAnalyzed: 3, cached: false });
    // Each value with the sentence and page the offline reader read it from (the Preview shows them).
    expect(evidence.topServices[1]).toEqual({
      value: 'Drain cleaning & hydro jetting',
      sentence: expect.stringContaining('Drain cleaning & hydro jetting'),
      url: `${site.url}/`,
    });
    expect(evidence.testimonialTraits.map((e) => e.value)).toEqual(['Friendly', 'Punctual', 'Honest']);
    expect(evidence.testimonialTraits[1].sentence).toMatch(/punctual/i);
    firstEvidence = evidence;
    // The fact sheet also reads the contact page (hours, phone, address).
    expect([...site.requests].sort()).toEqual(['/', '/about.html', '/contact.html', '/testimonials.html']);
  });

  it('answers the second call from the cache without touching the site', async () => {
    const before = site.requests.length;
    const res = await server.request(scrapePath(`${site.url}`)); // same page, written without the slash
    const { evidence, ...fields } = ZScrapeWebsiteResponse.parse(await res.json());
    expect(fields).toEqual({ ...PLUMBING, source: 'direct-fetch', pagesAnalyzed: 3, cached: true });
    expect(evidence).toEqual(firstEvidence); // kept with the cached analysis
    expect(site.requests.length).toBe(before);
  });

  it('keeps every page read in captured_pages, marked as read for a visitor, which Lead Scout research never reads', async () => {
    const rows = await server.ctx.db
      .select({
        url: capturedPages.url,
        title: capturedPages.title,
        text: capturedPages.text,
        fetchedFor: capturedPages.fetchedFor,
      })
      .from(capturedPages);
    expect(rows.map((r) => r.url).sort()).toEqual([
      `${site.url}/`,
      `${site.url}/about.html`,
      `${site.url}/testimonials.html`,
    ]);
    expect(rows.find((r) => r.url.endsWith('about.html'))?.text).toContain(
      'founded in 1998 by master plumber Joe Rivera',
    );
    expect(new Set(rows.map((r) => r.fetchedFor))).toEqual(new Set(['visitor']));

    // An anonymous visitor's scrape must not plant results in an admin's research.
    const research = server.ctx.providers.research;
    expect(research).toMatchObject({ mode: 'sandbox' });
    expect(await research.search('"water heater" tidy', 5)).toEqual([]);
    expect(await research.search('plumber', 5)).toEqual([]);
  });

  it('pages read for admin work are what the research sandbox finds; a later visitor read does not take them back', async () => {
    const later = { now: () => new Date(Date.now() + 25 * 60 * 60 * 1000) };
    await analyzeWebsite({ ...server.ctx, clock: later }, `${site.url}/`, 'admin');
    const evenLater = { now: () => new Date(Date.now() + 50 * 60 * 60 * 1000) };
    await analyzeWebsite({ ...server.ctx, clock: evenLater }, `${site.url}/`, 'visitor');
    const research = server.ctx.providers.research;
    const hits = await research.search('"water heater" tidy', 5);
    expect(hits.map((h) => h.url)).toEqual([`${site.url}/testimonials.html`]);
    expect(hits[0].snippet).toMatch(/\*\*water\*\* \*\*heater\*\*/i);
    expect((await research.search('plumber -sewer', 5)).map((h) => h.url)).toEqual([`${site.url}/about.html`]);
    expect(await research.search('quantum chromodynamics', 5)).toEqual([]);
  });

  it('re-reads the site once the cached analysis has expired, replacing the captured text', async () => {
    const [{ n: before }] = await server.ctx.db.select({ n: count() }).from(capturedPages);
    const result = await analyzeWebsite(
      { ...server.ctx, clock: { now: () => new Date(Date.now() + 75 * 60 * 60 * 1000) } },
      `${site.url}/`,
      'admin',
    );
    expect(result.cached).toBe(false);
    const [{ n: after }] = await server.ctx.db.select({ n: count() }).from(capturedPages);
    expect(after).toBe(before);
    const [{ n: analyses }] = await server.ctx.db.select({ n: count() }).from(websiteAnalyses);
    expect(analyses).toBe(1);
  });

  it('shares one analysis between simultaneous requests for the same site', async () => {
    const before = site.requests.length;
    const url = `${site.url}/about.html`;
    const [a, b] = await Promise.all([server.request(scrapePath(url)), server.request(scrapePath(url))]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(site.requests.slice(before).filter((p) => p === '/about.html')).toHaveLength(1);
  });

  it('takes an address typed without a scheme: https first, then http when the site has no https', async () => {
    const res = await server.request(scrapePath(`127.0.0.1:${site.port}/about.html`));
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ source: 'direct-fetch', cached: false });
  });

  it('refuses private addresses with a clear 400', async () => {
    for (const [url, message] of [
      ['http://10.0.0.1/', "That address points to a private network and can't be analysed."],
      [
        'http://169.254.169.254/latest/meta-data/',
        "That address points to a cloud metadata service and can't be analysed.",
      ],
      ['file:///etc/passwd', 'Only http:// and https:// web addresses can be analysed.'],
    ]) {
      const res = await server.request(scrapePath(url));
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ code: 'BAD_REQUEST', error: message });
    }
  });

  it('reports sites that cannot be analysed with the spec prefix', async () => {
    const json = await server.request(scrapePath(`${site.url}/data.json`));
    expect(json.status).toBe(422);
    expect((await json.json()).error).toBe(
      'Failed to scrape website: that address is not a web page (application/json).',
    );
    const blank = await server.request(scrapePath(`${site.url}/blank`));
    expect(blank.status).toBe(422);
    expect((await blank.json()).error).toBe(
      'Failed to scrape website: the page has no readable text (it may need JavaScript to show its content).',
    );
    expect(blank.headers.get('cache-control')).toContain('no-store');
  });

  it('needs a url', async () => {
    const res = await server.request('/api/scrape-website?t=1');
    expect(res.status).toBe(400);
    expect((await res.json()).code).toBe('VALIDATION');
  });

  it('is documented in the OpenAPI document', async () => {
    const doc = await (await server.request('/api/docs/json')).json();
    expect(doc.paths['/api/scrape-website'].get).toBeDefined();
  });
});

describe('GET /api/scrape-website rate limit', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  it('answers 429 after SCRAPE_RATE_LIMIT_PER_MINUTE (default 10) analyses a minute from one address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await server.request(scrapePath(`http://10.0.0.${i + 1}/`))).status);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(400));
    expect(statuses[10]).toBe(429);
  });
});

describe('GET /api/scrape-website through Firecrawl', () => {
  let fake: FakeFirecrawl;
  let server: TestServer;
  const SITE = 'https://sunrise-bakery.example/';
  const md = (f: string) => readFileSync(`${fixtureSiteDir('sunrise-bakery-markdown')}${f}`, 'utf8');
  beforeAll(async () => {
    fake = await startFakeFirecrawl();
    fake.pages.set(SITE, {
      markdown: md('index.md'),
      title: 'Sunrise Bakery',
      links: [`${SITE}about`, `${SITE}reviews`],
    });
    fake.pages.set(`${SITE}about`, { markdown: md('about.md'), title: 'Our story' });
    fake.pages.set(`${SITE}reviews`, { markdown: md('reviews.md'), title: 'Reviews' });
    server = await startTestServer({ env: { FIRECRAWL_API_KEY: fake.apiKey, FIRECRAWL_API_URL: fake.baseUrl } });
  });
  afterAll(async () => {
    await server?.close();
    await fake?.close();
  });

  it('runs the same rules on Firecrawl’s markdown when a key is set', async () => {
    const res = await server.request(scrapePath('sunrise-bakery.example'));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      // No word recurs across the bakery's three reviews: the reader leaves that field empty rather
      // than guessing. It never says what it is like ("is a family bakery"), so its tone is the
      // manner words it repeats about itself.
      businessSpecialties: 'Naturally leavened sourdough and custom wedding cakes',
      businessTone: 'Local and fresh',
      topServices:
        'Sourdough bread, Croissants & pastries, Custom celebration cakes, Gluten-free treats, Wedding cakes',
      customerTypes: 'Families, Local cafés, Restaurants, Couples',
      testimonialTraits: '',
      extractor: 'offline',
      evidence: expect.any(Object),
      source: 'firecrawl',
      pagesAnalyzed: 3,
      cached: false,
    });
    expect(fake.requests.filter((r) => r.path === '/v2/scrape').map((r) => r.body?.url)).toEqual([
      SITE,
      `${SITE}reviews`,
      `${SITE}about`,
    ]);
    expect(server.ctx.providers.research).toMatchObject({ mode: 'live', adapter: 'firecrawl' });
  });

  it('answers a Firecrawl rate limit with 429', async () => {
    fake.rateLimit = { times: null, retryAfter: 30 };
    try {
      const res = await server.request(scrapePath('https://another-bakery.example/'));
      expect(res.status).toBe(429);
      expect((await res.json()).code).toBe('RATE_LIMITED');
    } finally {
      fake.rateLimit = null;
    }
  });
});
