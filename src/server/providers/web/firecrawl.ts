import { isIP } from 'node:net';
import { cleanPage } from './clean-page';
import { AppError } from '@common/errors';
import { VendorHttpError, vendorFetch, vendorJson } from '../http';
import { fetchFailed, refused } from './fetch-errors';
import { parseMarkdownDocument } from './markdown-document';
import { classifyAddress } from './address-policy';
import { bareHostname, checkUrlShape } from './safe-target';
import type { ResearchProvider, ScrapedPage, SearchResult, WebProvider } from './types';

// Firecrawl v1 over plain fetch (facts: ../shared/design/providers.md §2). The SDK is not used
// because the base URL must point at tests/fakes/firecrawl.ts in tests, and v1's SDK constructor
// refuses a keyless cloud host in ways that would hide configuration mistakes.

export interface FirecrawlOptions {
  apiKey: string;
  /** https://api.firecrawl.dev in production; a fake server in tests. */
  apiUrl: string;
  timeoutMs?: number;
}

const VENDOR = 'Firecrawl';

interface FirecrawlMetadata {
  title?: string;
  description?: string;
  sourceURL?: string;
  url?: string;
  statusCode?: number;
  error?: string | null;
}
interface ScrapeAnswer {
  success: boolean;
  error?: string;
  data?: { markdown?: string; links?: string[]; metadata?: FirecrawlMetadata };
}
interface SearchAnswer {
  success: boolean;
  error?: string;
  data?: Array<{ url: string; title?: string; description?: string; markdown?: string; metadata?: FirecrawlMetadata }>;
}

const describeError = (body: unknown): string | undefined => {
  const b = body as { error?: unknown } | null;
  if (b && typeof b.error === 'string') return b.error;
  return typeof body === 'string' && body ? body.slice(0, 200) : undefined;
};

export function createFirecrawlClient(opts: FirecrawlOptions) {
  const base = opts.apiUrl.replace(/\/+$/, '');
  const post = async <T extends { success: boolean; error?: string }>(path: string, body: unknown, timeoutMs: number): Promise<T> => {
    const res = await vendorFetch(`${base}${path}`, {
      vendor: VENDOR,
      method: 'POST',
      timeoutMs: opts.timeoutMs ?? timeoutMs,
      headers: { authorization: `Bearer ${opts.apiKey}`, 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
    });
    if (res.status === 429) {
      // Retry-After is in seconds "when available"; callers (batch enrichment) back off by it.
      const retryAfter = Number(res.headers.get('retry-after'));
      await res.body?.cancel();
      const seconds = Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined;
      throw new AppError('RATE_LIMITED', `${VENDOR} is rate-limiting requests${seconds ? `; retry after ${seconds} s` : ''}.`, { vendor: VENDOR, status: 429, ...(seconds ? { retryAfterSeconds: seconds } : {}) });
    }
    const answer = await vendorJson<T>(res, VENDOR, describeError);
    if (!answer || answer.success !== true) throw new AppError('PROVIDER_ERROR', `${VENDOR} failed: ${answer?.error ?? 'no result'}`, { vendor: VENDOR });
    return answer;
  };

  return {
    /** POST /v1/scrape: the page's main content as markdown, plus its links for page discovery. */
    scrape: (url: string) => post<ScrapeAnswer>('/v1/scrape', { url, formats: ['markdown', 'links'], onlyMainContent: true, timeout: 20_000 }, 30_000),
    /** POST /v1/search with each result's page content as markdown. */
    search: (query: string, limit: number) =>
      post<SearchAnswer>('/v1/search', { query, limit, scrapeOptions: { formats: ['markdown'], onlyMainContent: true } }, 60_000),
  };
}

/**
 * Firecrawl answers 408 when the site was too slow and 500 / success:false when it could not read
 * it: those are the visitor's site failing, told as scrape failures. 401/402 (our key or credits)
 * and 429 stay vendor errors.
 */
function asSiteFailure(err: unknown): unknown {
  if (err instanceof VendorHttpError && err.httpStatus === 408) return fetchFailed('timeout', 'the site took too long to answer.', { vendor: VENDOR });
  if (err instanceof VendorHttpError && err.httpStatus === 500)
    return fetchFailed('unreachable', `the site could not be read (${describeError(err.body) ?? 'no detail'}).`, { vendor: VENDOR });
  if (err instanceof AppError && err.code === 'PROVIDER_ERROR' && err.message.startsWith(`${VENDOR} failed:`))
    return fetchFailed('unreachable', `the site could not be read (${err.message.slice(VENDOR.length + 9)}).`, { vendor: VENDOR });
  return err;
}

export function createFirecrawlWebProvider(opts: FirecrawlOptions): WebProvider {
  const client = createFirecrawlClient(opts);
  return {
    mode: 'live',
    adapter: 'firecrawl',
    async scrape(url: string): Promise<ScrapedPage> {
      // Firecrawl fetches from its own network, so no DNS check here; an address that is plainly
      // not public still gets the same clear refusal as with a direct fetch.
      const host = bareHostname(checkUrlShape(url));
      const cls = isIP(host) ? classifyAddress(host) : host === 'localhost' || host.endsWith('.localhost') ? 'loopback' : 'public';
      if (cls !== 'public') throw refused(cls, url);
      let answer: ScrapeAnswer;
      try {
        answer = await client.scrape(url);
      } catch (err) {
        throw asSiteFailure(err);
      }
      const data = answer.data ?? {};
      const meta = data.metadata ?? {};
      if (meta.statusCode && meta.statusCode >= 400) throw fetchFailed('http-status', `the site answered ${meta.statusCode}.`, { status: meta.statusCode });
      const finalUrl = meta.sourceURL ?? meta.url ?? url;
      const markdown = data.markdown ?? '';
      const doc = parseMarkdownDocument(markdown, finalUrl, data.links ?? []);
      const title = meta.title ?? doc.blocks.find((b) => b.kind === 'heading')?.text ?? '';
      return cleanPage({ url, finalUrl, title, description: meta.description ?? '', text: doc.text, blocks: doc.blocks, links: doc.links, markdown });
    },
  };
}

export function createFirecrawlResearchProvider(opts: FirecrawlOptions): ResearchProvider {
  const client = createFirecrawlClient(opts);
  return {
    mode: 'live',
    adapter: 'firecrawl',
    async search(query: string, limit: number): Promise<SearchResult[]> {
      const answer = await client.search(query, Math.min(Math.max(limit, 1), 100));
      return (answer.data ?? []).map((r) => cleanPage({
        url: r.url,
        title: r.title ?? r.metadata?.title ?? r.url,
        snippet: r.description ?? r.metadata?.description ?? '',
        ...(r.markdown ? { text: r.markdown } : {}),
      }));
    },
  };
}
