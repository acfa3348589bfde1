import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '@common/errors';
import { startFakeFirecrawl, type FakeFirecrawl } from '../../../../tests/fakes/firecrawl';
import { fixtureSiteDir } from '../../../../tests/support/static-site';
import { createFirecrawlResearchProvider, createFirecrawlWebProvider } from './firecrawl';

// Contract tests: the real Firecrawl adapters against the fake that speaks Firecrawl's v1 wire format.

const SITE = 'https://sunrise-bakery.example/';
const md = (file: string) => readFileSync(`${fixtureSiteDir('sunrise-bakery-markdown')}${file}`, 'utf8');

describe('Firecrawl adapters against the fake', () => {
  let fake: FakeFirecrawl;
  beforeAll(async () => {
    fake = await startFakeFirecrawl();
    fake.pages.set(SITE, { markdown: md('index.md'), title: 'Sunrise Bakery', description: 'Fresh bread daily', links: [`${SITE}about`, `${SITE}reviews`, 'https://instagram.example/sunrise'] });
    fake.pages.set(`${SITE}gone`, { markdown: '# Not found', statusCode: 404 });
  });
  afterAll(() => fake?.close());
  const web = () => createFirecrawlWebProvider({ apiKey: fake.apiKey, apiUrl: fake.baseUrl });

  it('scrapes with a Bearer key, markdown + links, main content only', async () => {
    const page = await web().scrape(SITE);
    const sent = fake.requests.at(-1);
    expect(sent).toMatchObject({ method: 'POST', path: '/v1/scrape', authorization: `Bearer ${fake.apiKey}` });
    expect(sent?.body).toEqual({ url: SITE, formats: ['markdown', 'links'], onlyMainContent: true, timeout: 20_000 });
    expect(page).toMatchObject({ url: SITE, finalUrl: SITE, title: 'Sunrise Bakery', description: 'Fresh bread daily', markdown: md('index.md') });
    expect(page.blocks).toContainEqual({ kind: 'item', text: 'Sourdough bread' });
    expect(page.links.map((l) => l.url)).toEqual([`${SITE}about`, `${SITE}reviews`]);
    expect(page.text).not.toContain('](');
  });

  it('turns a 429 into RATE_LIMITED carrying Retry-After', async () => {
    fake.rateLimitedFor = 7;
    try {
      const err = await web().scrape(SITE).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(AppError);
      expect(err).toMatchObject({ code: 'RATE_LIMITED', status: 429, message: 'Firecrawl is rate-limiting requests; retry after 7 s.', details: { retryAfterSeconds: 7 } });
      const research = createFirecrawlResearchProvider({ apiKey: fake.apiKey, apiUrl: fake.baseUrl });
      await expect(research.search('bread', 3)).rejects.toMatchObject({ code: 'RATE_LIMITED' });
    } finally {
      fake.rateLimitedFor = null;
    }
  });

  it('a site Firecrawl could not read is a scrape failure with the spec prefix', async () => {
    const err = await web().scrape('https://down.example/').catch((e: unknown) => e);
    expect(err).toMatchObject({ code: 'UNPROCESSABLE', details: { reason: 'unreachable' } });
    expect((err as Error).message).toMatch(/^Failed to scrape website: the site could not be read \(All scraping engines failed!/);
  });

  it('a page the site answered 404 for is a scrape failure too', async () => {
    await expect(web().scrape(`${SITE}gone`)).rejects.toMatchObject({ code: 'UNPROCESSABLE', message: 'Failed to scrape website: the site answered 404.' });
  });

  it('a wrong key is a provider error naming Firecrawl (our configuration, not the visitor’s site)', async () => {
    const wrong = createFirecrawlWebProvider({ apiKey: 'fc-wrong', apiUrl: fake.baseUrl });
    await expect(wrong.scrape(SITE)).rejects.toMatchObject({ code: 'PROVIDER_ERROR', message: 'Firecrawl answered 401: Unauthorized: Invalid token' });
  });

  it('refuses non-web schemes and plainly private addresses before calling Firecrawl', async () => {
    const before = fake.requests.length;
    await expect(web().scrape('file:///etc/passwd')).rejects.toMatchObject({ code: 'BAD_REQUEST', details: { reason: 'scheme' } });
    await expect(web().scrape('http://10.0.0.1/')).rejects.toMatchObject({ code: 'BAD_REQUEST', details: { reason: 'private' } });
    await expect(web().scrape('http://localhost:8080/')).rejects.toMatchObject({ code: 'BAD_REQUEST', details: { reason: 'loopback' } });
    expect(fake.requests.length).toBe(before);
  });

  it('searches with page content and maps results', async () => {
    const research = createFirecrawlResearchProvider({ apiKey: fake.apiKey, apiUrl: fake.baseUrl });
    const results = await research.search('sourdough', 5);
    expect(fake.requests.at(-1)?.body).toEqual({ query: 'sourdough', limit: 5, scrapeOptions: { formats: ['markdown'], onlyMainContent: true } });
    expect(results).toEqual([{ url: SITE, title: 'Sunrise Bakery', snippet: 'Fresh bread daily', text: md('index.md') }]);
    expect(research).toMatchObject({ mode: 'live', adapter: 'firecrawl' });
  });

  it('an unreachable Firecrawl is PROVIDER_UNAVAILABLE', async () => {
    const down = createFirecrawlWebProvider({ apiKey: 'k', apiUrl: 'http://127.0.0.1:1', timeoutMs: 2000 });
    await expect(down.scrape(SITE)).rejects.toMatchObject({ code: 'PROVIDER_UNAVAILABLE' });
  });
});
