import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { fixtureSiteDir, startStaticSite } from '../tests/support/static-site';
import { withTestTemplate } from './lib/test-template';
import { startTestServer } from '../tests/support/test-server';
import type { BenchResult } from './run';
import { round, runLoad } from './lib/load';

// GET /api/scrape-website end to end against the plumbing fixture site on 127.0.0.1 (allowed by
// the test-only FETCH_ALLOW_HOSTS): the real server, SSRF-checked fetches of the page and its
// about and reviews pages, extraction, rules, captured-pages upserts and the cache write, on a
// fresh embedded database. Cold = a cache miss (a new query string per run, so a new cache key);
// cached = the same URL again, under concurrent clients.

const COLD_RUNS = 40;
const COLD_CONCURRENCY = 4;
const CACHED_REQUESTS = 2_000;
const CACHED_CONCURRENCY = 20;
const TIME_BUDGET_MS = 20_000;

const load = (
  total: number,
  concurrency: number,
  send: (i: number) => Promise<Response>,
  ok: (body: { cached?: boolean }) => boolean,
) =>
  runLoad({
    total,
    concurrency,
    timeBudgetMs: TIME_BUDGET_MS,
    send,
    check: async (res) => res.status === 200 && ok((await res.json()) as { cached?: boolean }),
  });

export default function bench(): Promise<BenchResult> {
  return withTestTemplate(measure);
}

async function measure(): Promise<BenchResult> {
  const site = await startStaticSite(fixtureSiteDir('riverside-plumbing'));
  const server = await startTestServer({
    env: { FETCH_ALLOW_HOSTS: '127.0.0.1', SCRAPE_RATE_LIMIT_PER_MINUTE: '1000000', RUN_WORKERS: 'false' },
  });
  try {
    const scrape = (url: string) =>
      fetch(`${server.url}/api/scrape-website?url=${encodeURIComponent(url)}&t=${Date.now()}`);
    const first = await (await scrape(`${site.url}/?run=warmup`)).json();
    if (first.cached !== false || first.pagesAnalyzed !== 3 || !first.topServices)
      throw new Error(`unexpected answer: ${JSON.stringify(first).slice(0, 300)}`);

    const siteRequestsBefore = site.requests.length;
    const cold = await load(
      COLD_RUNS,
      COLD_CONCURRENCY,
      (i) => scrape(`${site.url}/?run=${i}`),
      (b) => b.cached === false,
    );
    const fetchesPerCold = round((site.requests.length - siteRequestsBefore) / Math.max(cold.requests, 1));
    const cachedUrl = `${site.url}/?run=0`;
    const siteBeforeCached = site.requests.length;
    const cached = await load(
      CACHED_REQUESTS,
      CACHED_CONCURRENCY,
      () => scrape(cachedUrl),
      (b) => b.cached === true,
    );
    return {
      name: 'scrape',
      metrics: {
        cold_runs: cold.requests,
        cold_concurrency: COLD_CONCURRENCY,
        cold_errors: cold.errors,
        cold_p50_ms: cold.p50,
        cold_p95_ms: cold.p95,
        cold_max_ms: cold.max,
        cold_analyses_per_s: cold.rps,
        site_fetches_per_cold_analysis: fetchesPerCold,
        cached_requests: cached.requests,
        cached_concurrency: CACHED_CONCURRENCY,
        cached_errors: cached.errors,
        cached_rps: cached.rps,
        cached_p50_ms: cached.p50,
        cached_p95_ms: cached.p95,
        cached_max_ms: cached.max,
        site_fetches_during_cached: site.requests.length - siteBeforeCached,
      },
      notes: `Fixture site on 127.0.0.1 (3 pages read per analysis); ${COLD_RUNS} cold analyses ${COLD_CONCURRENCY} at a time, then at most ${CACHED_REQUESTS} cached answers from ${CACHED_CONCURRENCY} clients; embedded PGlite (one connection). Excludes internet latency: a real site adds its own response times (10 s deadline per page).`,
    };
  } finally {
    await server.close();
    await site.close();
  }
}

// Standalone: npx tsx bench/scrape.bench.ts (npm run bench scrape also writes bench/results).
if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const result = await bench();
  console.table(result.metrics);
}
