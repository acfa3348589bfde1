import { isIP } from 'node:net';
import { cleanPage } from './clean-page';
import { AppError } from '@common/errors';
import { fetchFailed, refused } from './fetch-errors';
import { parseMarkdownDocument } from './markdown-document';
import { classifyAddress } from './address-policy';
import { bareHostname, checkUrlShape } from './safe-target';
import type { ResearchProvider, ScrapedPage, SearchOptions, SearchResult, WebProvider } from './types';

// Firecrawl's v2 API over fetch: POST /v2/scrape and /v2/search (facts: ../shared/design/providers.md
// §2). Two calls did not need the official SDK (it wants Node 22 and brings axios). apiUrl comes
// from FIRECRAWL_API_URL so tests point it at tests/fakes/firecrawl.ts. Rate limits are handled
// here: Retry-After when Firecrawl sends it (usually it doesn't), otherwise exponential backoff
// with jitter, a bounded number of times.

export interface FirecrawlOptions {
  apiKey: string;
  /** https://api.firecrawl.dev in production; a fake server in tests. */
  apiUrl: string;
  timeoutMs?: number;
  /** Retries after a 429 (default 2). */
  maxRetries?: number;
  /** First backoff step without Retry-After (default 1 s; doubles each retry, with jitter). */
  retryBaseMs?: number;
  /** A Retry-After longer than this is not waited for: the caller gets RATE_LIMITED at once. */
  maxRetryAfterMs?: number;
  /** Injected by tests to see the waits without waiting. */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  random?: () => number;
}

const VENDOR = 'Firecrawl';

interface FirecrawlMetadata {
  title?: string;
  description?: string;
  sourceURL?: string;
  url?: string;
  statusCode?: number;
}
interface FirecrawlDocument {
  url?: string;
  title?: string;
  description?: string;
  markdown?: string;
  links?: string[];
  metadata?: FirecrawlMetadata;
}

const sleepFor = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const t = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => (clearTimeout(t), reject(signal.reason)), { once: true });
  });

/** A failed call: `status` undefined when Firecrawl could not be reached or did not answer in time. */
class FirecrawlError extends Error {
  constructor(
    message: string,
    readonly status?: number,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

export function createFirecrawlClient(opts: FirecrawlOptions) {
  const sleep = opts.sleep ?? sleepFor;
  const random = opts.random ?? Math.random;
  const maxRetries = opts.maxRetries ?? 2;
  const base = opts.retryBaseMs ?? 1_000;
  const maxRetryAfterMs = opts.maxRetryAfterMs ?? 10_000;
  const timeoutMs = opts.timeoutMs ?? 60_000;
  const apiUrl = opts.apiUrl.replace(/\/+$/, '');

  /** One POST; Firecrawl answers `{ success, data }` or `{ success: false, error }`. */
  async function post<T>(path: string, body: unknown, action: string, signal?: AbortSignal): Promise<T> {
    let res: Response;
    try {
      res = await fetch(`${apiUrl}${path}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${opts.apiKey}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal: signal ? AbortSignal.any([signal, AbortSignal.timeout(timeoutMs)]) : AbortSignal.timeout(timeoutMs),
      });
    } catch (err) {
      if (signal?.aborted) throw signal.reason;
      throw new FirecrawlError(err instanceof Error ? err.message : String(err));
    }
    const payload = (await res.json().catch(() => ({}))) as {
      success?: boolean;
      data?: T;
      error?: string;
      message?: string;
    };
    if (res.ok && payload.success) return payload.data as T;
    const seconds = Number(res.headers.get('retry-after') ?? NaN);
    throw new FirecrawlError(
      payload.error || payload.message || `Request failed (${res.status}) while trying to ${action}`,
      res.status,
      res.status === 429 && Number.isFinite(seconds) && seconds >= 0 ? seconds : undefined,
    );
  }

  async function call<T>(run: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    for (let attempt = 0; ; attempt++) {
      try {
        return await run();
      } catch (err) {
        if (!(err instanceof FirecrawlError) || err.status !== 429) throw toAppError(err);
        const retryAfter = err.retryAfterSeconds;
        const wait = retryAfter !== undefined ? retryAfter * 1000 : base * 2 ** attempt * (0.5 + random() / 2);
        if (attempt >= maxRetries || wait > maxRetryAfterMs) {
          throw new AppError(
            'RATE_LIMITED',
            `${VENDOR} is rate-limiting requests${retryAfter ? `; retry after ${retryAfter} s` : ''}.`,
            {
              vendor: VENDOR,
              status: 429,
              ...(retryAfter ? { retryAfterSeconds: retryAfter } : {}),
            },
          );
        }
        await sleep(wait, signal);
      }
    }
  }

  return {
    /** The page's main content as markdown, plus its links for page discovery. */
    scrape: (url: string) =>
      call(() =>
        post<FirecrawlDocument>(
          '/v2/scrape',
          { url: url.trim(), formats: ['markdown', 'links'], onlyMainContent: true, timeout: 20_000 },
          'scrape',
        ),
      ),
    /** Web search with each result's page content as markdown. */
    search: (query: string, limit: number, signal?: AbortSignal) =>
      call(
        async () =>
          (
            await post<{ web?: FirecrawlDocument[] }>(
              '/v2/search',
              { query, limit, scrapeOptions: { formats: ['markdown'], onlyMainContent: true } },
              'search',
              signal,
            )
          ).web ?? [],
        signal,
      ),
  };
}

/** Failed calls → AppErrors that name Firecrawl (our key or credits), never the visitor's site. */
function toAppError(err: unknown): unknown {
  if (err instanceof AppError) return err;
  if (err instanceof FirecrawlError) {
    if (err.status === undefined)
      return new AppError('PROVIDER_UNAVAILABLE', `${VENDOR} could not be reached`, { vendor: VENDOR });
    return new AppError('PROVIDER_ERROR', `${VENDOR} answered ${err.status}: ${err.message}`, {
      vendor: VENDOR,
      status: err.status,
    });
  }
  if (err instanceof Error && (err.name === 'AbortError' || err.name === 'TimeoutError')) return err;
  return new AppError(
    'PROVIDER_ERROR',
    `${VENDOR} request failed: ${err instanceof Error ? err.message : String(err)}`,
    { vendor: VENDOR },
  );
}

/**
 * Firecrawl answers 408 when the site was too slow and 500 / success:false when it could not read
 * it: those are the visitor's site failing, told as scrape failures. 401/402 (our key or credits)
 * and 429 stay vendor errors.
 */
function asSiteFailure(err: unknown): unknown {
  const status = err instanceof AppError ? err.details?.status : undefined;
  if (!(err instanceof AppError) || err.code !== 'PROVIDER_ERROR') return err;
  const detail = err.message.replace(/^Firecrawl answered \d+: /, '');
  if (status === 408) return fetchFailed('timeout', 'the site took too long to answer.', { vendor: VENDOR });
  if (status === 500 || status === 200)
    return fetchFailed('unreachable', `the site could not be read (${detail}).`, { vendor: VENDOR });
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
      const cls = isIP(host)
        ? classifyAddress(host)
        : host === 'localhost' || host.endsWith('.localhost')
          ? 'loopback'
          : 'public';
      if (cls !== 'public') throw refused(cls, url);
      let data: FirecrawlDocument;
      try {
        data = await client.scrape(url);
      } catch (err) {
        throw asSiteFailure(err);
      }
      const meta = data.metadata ?? {};
      if (meta.statusCode && meta.statusCode >= 400)
        throw fetchFailed('http-status', `the site answered ${meta.statusCode}.`, { status: meta.statusCode });
      const finalUrl = meta.sourceURL ?? meta.url ?? url;
      const markdown = data.markdown ?? '';
      const doc = parseMarkdownDocument(markdown, finalUrl, data.links ?? []);
      const title = meta.title ?? doc.blocks.find((b) => b.kind === 'heading')?.text ?? '';
      return cleanPage({
        url,
        finalUrl,
        title,
        description: meta.description ?? '',
        text: doc.text,
        blocks: doc.blocks,
        links: doc.links,
        markdown,
      });
    },
  };
}

const originOf = (url: string) => {
  try {
    return new URL(url).origin;
  } catch {
    return url;
  }
};

export function createFirecrawlResearchProvider(opts: FirecrawlOptions): ResearchProvider {
  const client = createFirecrawlClient(opts);
  return {
    mode: 'live',
    adapter: 'firecrawl',
    async search(query: string, limit: number, o: SearchOptions = {}): Promise<SearchResult[]> {
      const results = await client.search(query, Math.min(Math.max(limit, 1), 100), o.signal);
      return results.map((r, i) => {
        const url = r.url ?? r.metadata?.sourceURL ?? r.metadata?.url ?? '';
        return cleanPage({
          url,
          siteUrl: originOf(url),
          title: r.title ?? r.metadata?.title ?? url,
          snippet: r.description ?? r.metadata?.description ?? '',
          ...(r.markdown ? { text: r.markdown } : {}),
          // Search order is Firecrawl's relevance: the first result ranks highest.
          rank: 1 / (i + 1),
        });
      });
    },
  };
}
