import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { extractProfile } from '../src/server/features/web-analysis/extract-profile';
import { extractWithLlm } from '../src/server/features/web-analysis/llm-extract';
import { normalizeWebsiteUrl } from '../src/server/features/web-analysis/normalize-website-url';
import { readSitePages } from '../src/server/features/web-analysis/read-site';
import { createLogger } from '../src/server/logger';
import { createOpenAiLlm } from '../src/server/providers/llm/openai';
import type { LlmProvider } from '../src/server/providers/llm/types';
import { createDirectWebProvider } from '../src/server/providers/web/direct';
import { startFakeOpenAi } from '../tests/fakes/openai';
import { loadRealCorpus, realSitesDir, scoreReal, serveRealSite, type RealFieldScore } from './lib/real-corpus';
import type { BenchResult } from './run';

// The website reader on real small-business sites nobody here wrote (bench/real-sites.json,
// rebuilt by scripts/build-real-corpus.mjs). Each site is served on 127.0.0.1 with
// REAL_SITE_LATENCY_MS (default 150) before every answer and read the way GET /api/scrape-website
// reads it (home page, then the pages its links point to); each field is scored against what a
// person reading the site wrote down. Targets: >= 75 % of fields, no junk, every site <= 2 s.
// With OPENAI_API_KEY the LLM extraction is scored on the same pages too; BENCH_LLM=fake runs that
// path against tests/fakes/openai.ts (a wiring check: the fake's answers are not a reading).

const TARGET_PCT = 75;
const TARGET_SITE_MS = 2000;

async function llmFor(): Promise<{ llm: LlmProvider; label: string; close(): Promise<void> } | null> {
  const logger = createLogger('silent');
  if (process.env.OPENAI_API_KEY) {
    const llm = createOpenAiLlm({
      apiKey: process.env.OPENAI_API_KEY,
      baseUrl: process.env.OPENAI_BASE_URL ?? 'https://api.openai.com/v1',
      model: process.env.OPENAI_MODEL ?? 'gpt-4o-mini',
      logger,
    });
    return { llm, label: 'openai', close: async () => {} };
  }
  if (process.env.BENCH_LLM === 'fake') {
    const fake = await startFakeOpenAi();
    return {
      llm: createOpenAiLlm({ apiKey: fake.apiKey, baseUrl: fake.baseUrl, model: 'gpt-4o-mini', logger }),
      label: 'openai-fake',
      close: () => fake.close(),
    };
  }
  return null;
}

const pct = (n: number, d: number) => (d ? Math.round((n / d) * 1000) / 10 : 0);

export default async function bench(): Promise<BenchResult> {
  const { sites, missing } = loadRealCorpus();
  if (sites.length === 0) {
    return {
      name: 'extractor-real',
      metrics: { sites: 0, built: false },
      notes: `No real-site corpus in ${realSitesDir()}. Build it: node scripts/build-real-corpus.mjs (it says which repository mirrors to fetch first; REAL_SITES_DIR / REAL_SITES_MIRRORS move the folders).`,
    };
  }
  const latency = Number(process.env.REAL_SITE_LATENCY_MS ?? 150);
  const web = createDirectWebProvider({ allowHosts: ['127.0.0.1'] });
  const llm = await llmFor();
  const failures: string[] = [];
  const leaks: string[] = [];
  const slow: string[] = [];
  const llmFailures: string[] = [];
  let passed = 0;
  let total = 0;
  let llmPassed = 0;
  let llmTotal = 0;
  let maxMs = 0;
  const times: number[] = [];
  try {
    for (const site of sites) {
      const server = await serveRealSite(site, latency);
      let scores: RealFieldScore[];
      let pages;
      const started = performance.now();
      try {
        ({ pages } = await readSitePages(web, normalizeWebsiteUrl(`${server.url}/`)));
        scores = scoreReal(extractProfile(pages).profile, site);
      } finally {
        await server.close();
      }
      const ms = Math.round(performance.now() - started);
      times.push(ms);
      maxMs = Math.max(maxMs, ms);
      if (ms > TARGET_SITE_MS) slow.push(`${site.id} ${ms} ms`);
      for (const s of scores) {
        total++;
        if (s.pass) passed++;
        else failures.push(`${site.id}.${s.field} = "${s.output}"`);
        for (const j of s.junk) leaks.push(`${site.id}.${s.field} has "${j}" in "${s.output}"`);
      }
      if (llm) {
        try {
          const out = await extractWithLlm(llm.llm, pages);
          for (const s of scoreReal(out.profile, site)) {
            llmTotal++;
            if (s.pass) llmPassed++;
            else llmFailures.push(`${site.id}.${s.field} = "${s.output}"`);
          }
        } catch (err) {
          llmTotal += 5;
          llmFailures.push(`${site.id}: ${(err as Error).message}`);
        }
      }
    }
  } finally {
    await llm?.close();
  }
  if (process.env.BENCH_VERBOSE)
    for (const line of [...failures, ...leaks, ...llmFailures.map((l) => `llm ${l}`)]) console.log(line);
  const passPct = pct(passed, total);
  return {
    name: 'extractor-real',
    metrics: {
      sites: sites.length,
      sites_missing: missing,
      latency_per_request_ms: latency,
      fields_total: total,
      fields_passing: passed,
      fields_passing_pct: passPct,
      fields_passing_target_pct: TARGET_PCT,
      fields_passing_meets_target: passPct >= TARGET_PCT,
      junk_leaks: leaks.length,
      site_ms_max: maxMs,
      site_ms_median: times.sort((a, b) => a - b)[Math.floor(times.length / 2)] ?? 0,
      site_ms_target: TARGET_SITE_MS,
      sites_over_time_target: slow,
      ...(llm
        ? { llm_reader: llm.label, llm_fields_passing: llmPassed, llm_fields_passing_pct: pct(llmPassed, llmTotal) }
        : { llm_reader: 'not run (no OPENAI_API_KEY; BENCH_LLM=fake runs the wiring against the fake)' }),
      failing_fields: failures,
      junk_leak_details: leaks,
      ...(llm ? { llm_failing_fields: llmFailures } : {}),
    },
    notes: `Offline reader on ${sites.length} real small-business sites (bench/real-sites.json), ${latency} ms per request; targets: fields_passing_pct >= ${TARGET_PCT}, junk_leaks = 0, site_ms_max <= ${TARGET_SITE_MS}. BENCH_VERBOSE=1 prints each failure.`,
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const result = await bench();
  console.log(result.metrics);
}
