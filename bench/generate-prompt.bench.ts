import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { withTestTemplate } from './lib/test-template';
import { startTestServer } from '../tests/support/test-server';
import type { BenchResult } from './run';
import { runLoad, type LoadPhase } from './lib/load';

// POST /api/generate-prompt (sandbox llm: template load + render + analytics insert) beside a bare
// GET /api/health, under 50 concurrent keep-alive clients, against the real server on an
// ephemeral 127.0.0.1 port with a fresh embedded database. Bounded by request count and time.

const CONCURRENCY = 50;
const REQUESTS = 3_000;
const TIME_BUDGET_MS = 20_000;
const WARMUP = 200;

const BODY = JSON.stringify({
  industry: 'hospitality',
  gender: 'female',
  age: '20s',
  energyStyle: 'friendly',
  toneBooster: ['Warm', 'Analytical'],
  hometown: 'Chicago, IL',
  name: 'Ava',
  backstory: 'Front-desk veteran.',
  websiteUrl: 'https://seaside-inn.com',
  scrapedData: {
    businessSpecialties: 'Boutique hotel',
    topServices: ['Rooms', 'Weddings'],
    customerTypes: 'Couples',
    businessTone: 'Relaxed',
    testimonialTraits: 'Attentive staff',
  },
});

type Phase = LoadPhase;
const load = (total: number, send: () => Promise<Response>): Promise<Phase> =>
  runLoad({ total, concurrency: CONCURRENCY, timeBudgetMs: TIME_BUDGET_MS, send });

export default function bench(): Promise<BenchResult> {
  return withTestTemplate(measure);
}

async function measure(): Promise<BenchResult> {
  const server = await startTestServer({ env: { PROMPT_RATE_LIMIT_PER_MINUTE: '1000000', RUN_WORKERS: 'false' } });
  try {
    const health = () => fetch(`${server.url}/api/health`);
    const prompt = () =>
      fetch(`${server.url}/api/generate-prompt?v=${Date.now()}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: BODY,
      });

    const sample = await (await prompt()).json();
    if (typeof sample.prompt !== 'string' || sample.mode !== 'sandbox')
      throw new Error(`unexpected answer: ${JSON.stringify(sample).slice(0, 200)}`);
    await load(WARMUP, health);
    await load(WARMUP, prompt);

    const h = await load(REQUESTS, health);
    const p = await load(REQUESTS, prompt);
    return {
      name: 'generate-prompt',
      metrics: {
        concurrency: CONCURRENCY,
        health_requests: h.requests,
        health_errors: h.errors,
        health_rps: h.rps,
        health_p50_ms: h.p50,
        health_p95_ms: h.p95,
        health_max_ms: h.max,
        prompt_requests: p.requests,
        prompt_errors: p.errors,
        prompt_rps: p.rps,
        prompt_p50_ms: p.p50,
        prompt_p95_ms: p.p95,
        prompt_max_ms: p.max,
        prompt_chars: sample.prompt.length,
      },
      notes: `${CONCURRENCY} keep-alive clients, at most ${REQUESTS} requests or ${TIME_BUDGET_MS / 1000} s per phase; sandbox llm; each prompt request reads the template row and inserts one analytics event (embedded PGlite, one connection).`,
    };
  } finally {
    await server.close();
  }
}

// Standalone: npx tsx bench/generate-prompt.bench.ts (npm run bench generate-prompt also writes bench/results).
if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const result = await bench();
  console.table(result.metrics);
}
