import { readFileSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '@common/errors';
import { startFakeFirecrawl, type FakeFirecrawl } from '../../../../tests/fakes/firecrawl';
import { fixtureSiteDir } from '../../../../tests/support/static-site';
import { createFirecrawlResearchProvider, createFirecrawlWebProvider, type FirecrawlOptions } from './firecrawl';

// Contract tests: the adapters (fetch, no SDK) against the fake that speaks Firecrawl's v2
// wire format. Waits are recorded through an injected sleep, so backoff is checked without time.

const SITE = 'https://sunrise-bakery.example/';
const md = (file: string) => readFileSync(`${fixtureSiteDir('sunrise-bakery-markdown')}${file}`, 'utf8');

describe('Firecrawl adapters against the fake', () => {
  let fake: FakeFirecrawl;
  let waits: number[] = [];
  beforeAll(async () => {
    fake = await startFakeFirecrawl();
    fake.pages.set(SITE, {
      markdown: md('index.md'),
      title: 'Sunrise Bakery',
      description: 'Fresh bread daily',
      links: [`${SITE}about`, `${SITE}reviews`, 'https://instagram.example/sunrise'],
    });
    fake.pages.set(`${SITE}gone`, { markdown: '# Not found', statusCode: 404 });
  });
  afterEach(() => {
    fake.rateLimit = null;
    fake.failWith = null;
    fake.searchResults = null;
    waits = [];
  });
  afterAll(() => fake?.close());
  const opts = (over: Partial<FirecrawlOptions> = {}): FirecrawlOptions => ({
    apiKey: fake.apiKey,
    apiUrl: fake.baseUrl,
    sleep: async (ms) => void waits.push(ms),
    random: () => 0.5,
    ...over,
  });
  const web = (over?: Partial<FirecrawlOptions>) => createFirecrawlWebProvider(opts(over));
  const research = (over?: Partial<FirecrawlOptions>) => createFirecrawlResearchProvider(opts(over));

  it('scrape: what we send (Bearer key, v2 path, markdown + links, main content) and what we make of it', async () => {
    const page = await web().scrape(SITE);
    const sent = fake.requests.at(-1);
    expect(sent).toMatchObject({ method: 'POST', path: '/v2/scrape', authorization: `Bearer ${fake.apiKey}` });
    expect(sent?.body).toMatchObject({
      url: SITE,
      formats: ['markdown', 'links'],
      onlyMainContent: true,
      timeout: 20_000,
    });
    expect(page).toMatchObject({
      url: SITE,
      finalUrl: SITE,
      title: 'Sunrise Bakery',
      description: 'Fresh bread daily',
      markdown: md('index.md'),
    });
    expect(page.blocks).toContainEqual({ kind: 'item', text: 'Sourdough bread' });
    expect(page.links.map((l) => l.url)).toEqual([`${SITE}about`, `${SITE}reviews`]);
    expect(page.text).not.toContain('](');
  });

  it('search: results with page content, ranked in Firecrawl’s order, with their site', async () => {
    const results = await research().search('sourdough', 5);
    expect(fake.requests.at(-1)).toMatchObject({
      path: '/v2/search',
      body: { query: 'sourdough', limit: 5, scrapeOptions: { formats: ['markdown'], onlyMainContent: true } },
    });
    expect(results).toEqual([
      {
        url: SITE,
        siteUrl: 'https://sunrise-bakery.example',
        title: 'Sunrise Bakery',
        snippet: 'Fresh bread daily',
        text: md('index.md'),
        rank: 1,
      },
    ]);
    expect(research()).toMatchObject({ mode: 'live', adapter: 'firecrawl' });
  });

  it('search: nothing found is an empty list', async () => {
    expect(await research().search('zzzz-no-such-thing', 5)).toEqual([]);
  });

  it('429 with Retry-After: waits exactly that long, then succeeds', async () => {
    fake.rateLimit = { times: 1, retryAfter: 3 };
    const before = fake.requests.length;
    expect(await research().search('sourdough', 5)).toHaveLength(1);
    expect(waits).toEqual([3_000]);
    expect(fake.requests.length - before).toBe(2);
  });

  it('429 without Retry-After (the usual case): exponential backoff with jitter, then succeeds', async () => {
    fake.rateLimit = { times: 2 };
    const page = await web({ retryBaseMs: 1_000, random: () => 0.5 }).scrape(SITE);
    expect(page.title).toBe('Sunrise Bakery');
    // base · 2^attempt · (0.5 + random/2): 750 then 1,500 with random = 0.5.
    expect(waits).toEqual([750, 1_500]);
  });

  it('jitter spreads the waits between half and the whole step', async () => {
    fake.rateLimit = { times: 1 };
    await research({ random: () => 0 }).search('sourdough', 1);
    fake.rateLimit = { times: 1 };
    await research({ random: () => 0.999999 }).search('sourdough', 1);
    expect(waits[0]).toBe(500);
    expect(waits[1]).toBeGreaterThan(999);
    expect(waits[1]).toBeLessThanOrEqual(1_000);
  });

  it('429 that persists: RATE_LIMITED after the retries; a Retry-After too long is not waited for', async () => {
    fake.rateLimit = { times: null };
    const err = await research({ maxRetries: 2 })
      .search('sourdough', 5)
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect(err).toMatchObject({ code: 'RATE_LIMITED', status: 429, message: 'Firecrawl is rate-limiting requests.' });
    expect(waits).toHaveLength(2);

    waits = [];
    fake.rateLimit = { times: null, retryAfter: 30 };
    const long = await web()
      .scrape(SITE)
      .catch((e: unknown) => e);
    expect(long).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'Firecrawl is rate-limiting requests; retry after 30 s.',
      details: { retryAfterSeconds: 30 },
    });
    expect(waits).toEqual([]);
  });

  it('search failure: a provider error naming Firecrawl and its message', async () => {
    fake.failWith = { status: 500, error: 'Internal server error' };
    await expect(research().search('sourdough', 5)).rejects.toMatchObject({
      code: 'PROVIDER_ERROR',
      message: 'Firecrawl answered 500: Internal server error',
    });
  });

  it('cancelling a search stops waiting for it', async () => {
    const ac = new AbortController();
    ac.abort(new Error('cancelled by the admin'));
    await expect(research().search('sourdough', 5, { signal: ac.signal })).rejects.toThrow('cancelled by the admin');
  });

  it('a site Firecrawl could not read is a scrape failure with the spec prefix', async () => {
    const err = await web()
      .scrape('https://down.example/')
      .catch((e: unknown) => e);
    expect(err).toMatchObject({ code: 'UNPROCESSABLE', details: { reason: 'unreachable' } });
    expect((err as Error).message).toMatch(
      /^Failed to scrape website: the site could not be read \(All scraping engines failed!/,
    );
  });

  it('a page the site answered 404 for is a scrape failure too', async () => {
    await expect(web().scrape(`${SITE}gone`)).rejects.toMatchObject({
      code: 'UNPROCESSABLE',
      message: 'Failed to scrape website: the site answered 404.',
    });
  });

  it('a wrong key is a provider error naming Firecrawl (our configuration, not the visitor’s site)', async () => {
    await expect(web({ apiKey: 'fc-wrong' }).scrape(SITE)).rejects.toMatchObject({
      code: 'PROVIDER_ERROR',
      message: 'Firecrawl answered 401: Unauthorized: Invalid token',
    });
  });

  it('refuses non-web schemes and plainly private addresses before calling Firecrawl', async () => {
    const before = fake.requests.length;
    await expect(web().scrape('file:///etc/passwd')).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      details: { reason: 'scheme' },
    });
    await expect(web().scrape('http://10.0.0.1/')).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      details: { reason: 'private' },
    });
    await expect(web().scrape('http://localhost:8080/')).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      details: { reason: 'loopback' },
    });
    expect(fake.requests.length).toBe(before);
  });

  it('an unreachable Firecrawl is PROVIDER_UNAVAILABLE', async () => {
    const down = createFirecrawlWebProvider({ apiKey: 'k', apiUrl: 'http://127.0.0.1:1', timeoutMs: 2000 });
    await expect(down.scrape(SITE)).rejects.toMatchObject({ code: 'PROVIDER_UNAVAILABLE' });
  });
});
