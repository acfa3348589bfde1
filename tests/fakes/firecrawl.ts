import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// A fake Firecrawl speaking the v2 wire format (the official SDK's, and our adapter's) (../shared/design/providers.md §2):
// `Authorization: Bearer <key>` or 401 `{success:false, error:'Unauthorized: Invalid token'}`;
// POST /v2/scrape → `{success, data:{markdown, links?, metadata{title, description, sourceURL, statusCode}}}`;
// POST /v2/search → `{success, data:{web:[{url, title, description, markdown?, metadata?}]}}`;
// 429 `Rate limit exceeded…` (like the real service, without Retry-After unless a test asks for it);
// failures as `{success:false, error}`; 400 `{success:false, code:'BAD_REQUEST', error:'Bad Request', details}`.

export interface FakePage {
  markdown: string;
  title?: string;
  description?: string;
  links?: string[];
  /** The status the site itself answered (Firecrawl reports it in metadata). */
  statusCode?: number;
}

export interface FakeFirecrawl {
  baseUrl: string;
  apiKey: string;
  /** Pages the fake "scrapes", by exact URL. Unknown URLs fail like an unreachable site. */
  pages: Map<string, FakePage>;
  /** Answers for /v2/search; null: every page whose markdown contains a query word (case-insensitive). */
  searchResults: Array<{ url: string; title: string; description: string; markdown?: string }> | null;
  /** Every request with its parsed body. */
  requests: Array<{
    method: string;
    path: string;
    authorization: string | undefined;
    body: Record<string, unknown> | null;
  }>;
  /**
   * While set, requests answer 429: `times` of them (null: all), with a Retry-After header only
   * when `retryAfter` (seconds) is given; the real service usually sends none.
   */
  rateLimit: { times: number | null; retryAfter?: number } | null;
  /** While set, every request answers this status with `{success:false, error}`. */
  failWith: { status: number; error: string } | null;
  close(): Promise<void>;
}

function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

async function readJson(req: IncomingMessage): Promise<Record<string, unknown> | null> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
  } catch {
    return null;
  }
}

export async function startFakeFirecrawl(opts: { apiKey?: string } = {}): Promise<FakeFirecrawl> {
  const fake: Omit<FakeFirecrawl, 'baseUrl' | 'close'> = {
    apiKey: opts.apiKey ?? `fc-${randomUUID().replace(/-/g, '')}`,
    pages: new Map(),
    searchResults: null,
    requests: [],
    rateLimit: null,
    failWith: null,
  };

  const scrape = (res: ServerResponse, body: Record<string, unknown>) => {
    const url = typeof body.url === 'string' ? body.url : '';
    if (!url)
      return send(res, 400, {
        success: false,
        code: 'BAD_REQUEST',
        error: 'Bad Request',
        details: [{ path: ['url'], message: 'Required' }],
      });
    const page = fake.pages.get(url);
    if (!page)
      return send(res, 500, {
        success: false,
        error: `All scraping engines failed! -- Double check the URL to make sure it's not broken. (${url})`,
      });
    const formats = Array.isArray(body.formats) ? body.formats : ['markdown'];
    const data: Record<string, unknown> = {
      metadata: {
        title: page.title ?? '',
        description: page.description ?? '',
        language: 'en',
        sourceURL: url,
        url,
        statusCode: page.statusCode ?? 200,
        error: null,
      },
    };
    if (formats.includes('markdown')) data.markdown = page.markdown;
    if (formats.includes('links')) data.links = page.links ?? [];
    send(res, 200, { success: true, data });
  };

  const search = (res: ServerResponse, body: Record<string, unknown>) => {
    const query = typeof body.query === 'string' ? body.query.trim() : '';
    if (!query)
      return send(res, 400, {
        success: false,
        code: 'BAD_REQUEST',
        error: 'Bad Request',
        details: [{ path: ['query'], message: 'Required' }],
      });
    const limit = typeof body.limit === 'number' ? body.limit : 5;
    const withContent = Array.isArray((body.scrapeOptions as { formats?: unknown } | undefined)?.formats);
    const words = query
      .toLowerCase()
      .split(/\s+/)
      .filter((w) => w.length > 2 && w !== 'or');
    const found =
      fake.searchResults ??
      [...fake.pages.entries()]
        .filter(([, p]) => words.some((w) => p.markdown.toLowerCase().includes(w)))
        .map(([url, p]) => ({ url, title: p.title ?? url, description: p.description ?? '', markdown: p.markdown }));
    // With content, a result is a scraped document (markdown + metadata) as well as a search hit.
    const web = found.slice(0, limit).map(({ markdown, ...r }) =>
      withContent && markdown
        ? {
            ...r,
            markdown,
            metadata: { title: r.title, description: r.description, sourceURL: r.url, url: r.url, statusCode: 200 },
          }
        : r,
    );
    send(res, 200, { success: true, data: { web } });
  };

  const server = createServer(async (req, res) => {
    const path = new URL(req.url ?? '/', 'http://fake').pathname;
    const body = req.method === 'POST' ? await readJson(req) : null;
    fake.requests.push({ method: req.method ?? 'GET', path, authorization: req.headers.authorization, body });
    if (req.headers.authorization !== `Bearer ${fake.apiKey}`)
      return send(res, 401, { success: false, error: 'Unauthorized: Invalid token' });
    const limited = fake.rateLimit;
    if (limited && (limited.times === null || limited.times > 0)) {
      if (limited.times !== null) limited.times -= 1;
      const wait = limited.retryAfter ?? 60;
      return send(
        res,
        429,
        {
          success: false,
          error: `Rate limit exceeded. Consumed (req/min): 11, Remaining (req/min): 0. Upgrade your plan at https://firecrawl.dev/pricing for increased rate limits or please retry after ${wait}s, resets at ${new Date(Date.now() + wait * 1000).toISOString()}`,
        },
        limited.retryAfter !== undefined ? { 'retry-after': String(limited.retryAfter) } : {},
      );
    }
    if (fake.failWith) return send(res, fake.failWith.status, { success: false, error: fake.failWith.error });
    if (req.method === 'POST' && body === null)
      return send(res, 400, { success: false, error: 'Bad Request: invalid JSON' });
    if (req.method === 'POST' && path === '/v2/scrape') return scrape(res, body ?? {});
    if (req.method === 'POST' && path === '/v2/search') return search(res, body ?? {});
    send(res, 404, { success: false, error: `Cannot ${req.method} ${path}` });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return Object.assign(fake, {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
