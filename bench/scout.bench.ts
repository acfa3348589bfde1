import { loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import { signInAdmin } from '../tests/support/session';
import { startTestServer } from '../tests/support/test-server';
import { withTestTemplate } from './lib/test-template';
import { round } from './lib/load';
import type { BenchResult } from './run';

// Lead Scout's sandbox research (POST /api/admin/firesearch: three full-text sub-queries over
// captured_pages, deterministic extraction, the run stored) over 10,000 captured pages on the
// embedded database, end to end over HTTP. Printed beside a plain `SELECT count(*)` of the same
// table in the same run, so the figure can be read against what the machine does for a full scan.
// Target: under 300 ms.

const PAGES = 10_000;
const RUNS_PER_TOPIC = 15;
const PASSWORD = 'bench-scout-admin';

const TRADES = [
  [
    'Plumbing',
    ['drain cleaning', 'water heater installation', 'leak detection', 'burst pipe repair', 'sewer line inspection'],
  ],
  ['Bakery', ['sourdough bread', 'wedding cakes', 'croissants', 'gluten-free treats', 'catering platters']],
  ['Dental', ['teeth whitening', 'dental implants', 'emergency dentist', 'orthodontics', 'family check-ups']],
  ['HVAC', ['furnace repair', 'air conditioning service', 'boiler installation', 'duct cleaning', 'heat pumps']],
  ['Salon', ['haircuts and colour', 'nail care', 'bridal styling', 'spa treatments', 'beard trims']],
  ['Landscaping', ['lawn care', 'garden design', 'tree trimming', 'irrigation systems', 'snow removal']],
  ['Legal', ['estate planning', 'family law', 'personal injury', 'business contracts', 'real estate closings']],
  ['Auto repair', ['brake service', 'oil changes', 'tyre rotation', 'engine diagnostics', 'transmission repair']],
] as const;
const CITIES = [
  'Springfield',
  'Riverton',
  'Lakeside',
  'Fairview',
  'Greenville',
  'Madison',
  'Oakdale',
  'Brookfield',
  'Clinton',
  'Georgetown',
];

function pageText(i: number) {
  const [trade, services] = TRADES[i % TRADES.length];
  const city = CITIES[Math.floor(i / TRADES.length) % CITIES.length];
  const name = `${city} ${trade} Co ${i}`;
  const text = [
    `${name}`,
    `Trusted ${trade.toLowerCase()} professionals serving ${city} homeowners and small businesses since ${1980 + (i % 40)}.`,
    'Our Services',
    ...services,
    `We answer calls 24/7 and book appointments the same week. Call (555) ${String(100 + (i % 900)).padStart(3, '0')}-${String(i % 10_000).padStart(4, '0')} for a free estimate.`,
    `Customers in ${city} say we are friendly, punctual and fairly priced. Family-owned and licensed, with ${5 + (i % 30)} staff.`,
    'Lorem ipsum is not used here: each page has its own mix of words so the index is realistic. '.repeat(6),
  ].join('\n');
  return {
    url: `https://site-${i}.example/${i % 3 === 0 ? '' : 'about'}`,
    siteUrl: `https://site-${i}.example`,
    title: `${name} | ${trade} in ${city}`,
    text,
  };
}

export default function bench(): Promise<BenchResult> {
  return withTestTemplate(measure);
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * 0.95))];

async function measure(): Promise<BenchResult> {
  const server = await startTestServer({ env: { ADMIN_PASSWORD: PASSWORD, RUN_WORKERS: 'false' } });
  try {
    const pages = Array.from({ length: PAGES }, (_, i) => pageText(i));
    const t0 = performance.now();
    for (let i = 0; i < PAGES; i += 2_000) {
      const batch = pages.slice(i, i + 2_000);
      await server.ctx.db.execute(sql`
        insert into captured_pages (url, site_url, title, text)
        select * from unnest(${sql.param(batch.map((p) => p.url))}::text[], ${sql.param(batch.map((p) => p.siteUrl))}::text[], ${sql.param(batch.map((p) => p.title))}::text[], ${sql.param(batch.map((p) => p.text))}::text[])`);
    }
    const seedMs = performance.now() - t0;
    await server.ctx.db.execute(sql`analyze captured_pages`);

    const countMs: number[] = [];
    let rows = 0;
    for (let i = 0; i < RUNS_PER_TOPIC; i++) {
      const c0 = performance.now();
      const r = await server.ctx.db.execute(sql`select count(*)::int as n from captured_pages`);
      countMs.push(performance.now() - c0);
      rows = Number((r as unknown as { rows: { n: number }[] }).rows[0].n);
    }
    if (rows !== PAGES) throw new Error(`expected ${PAGES} pages, found ${rows}`);

    const { jar } = await signInAdmin(server, PASSWORD);
    // A trade (1 in 8 pages), a trade in a city (1 in 80), a phrase nothing contains.
    const topics = ['plumbing companies', 'bakery Springfield', 'submarine welding'];
    const byTopic: Record<string, number[]> = {};
    const all: number[] = [];
    let leads = 0;
    for (const topic of topics) {
      byTopic[topic] = [];
      for (let i = 0; i < RUNS_PER_TOPIC; i++) {
        const r0 = performance.now();
        const res = await fetch(`${server.url}/api/admin/firesearch`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie: jar.header() },
          body: JSON.stringify({ topic, limit: 20 }),
        });
        const body = (await res.json()) as { data?: { potentialLeads: unknown[] } };
        const ms = performance.now() - r0;
        if (res.status !== 200)
          throw new Error(`firesearch answered ${res.status}: ${JSON.stringify(body).slice(0, 200)}`);
        if (i === 0 && topic === topics[0]) leads = body.data?.potentialLeads.length ?? 0;
        byTopic[topic].push(ms);
        all.push(ms);
      }
    }
    return {
      name: 'scout',
      metrics: {
        captured_pages: rows,
        seed_ms: round(seedMs),
        select_count_p50_ms: round(median(countMs)),
        research_runs: all.length,
        research_p50_ms: round(median(all)),
        research_p95_ms: round(p95(all)),
        research_max_ms: round(Math.max(...all)),
        ...Object.fromEntries(
          topics.map((t) => [`research_p50_ms_${t.replace(/\W+/g, '_')}`, round(median(byTopic[t]))]),
        ),
        leads_for_first_topic: leads,
        research_p50_over_select_count_p50: round(median(all) / median(countMs)),
        load_average_1m: round(loadavg()[0]),
        target_ms: 300,
        under_target: p95(all) < 300,
      },
      notes: `${PAGES} synthetic captured pages (8 trades × 10 cities, ~1 KB each) on the embedded PGlite; ${RUNS_PER_TOPIC} sequential POST /api/admin/firesearch per topic (limit 20; 3 sub-queries each, extraction, run stored), over HTTP on 127.0.0.1 with an admin session. select_count is a plain SELECT count(*) of the same table in the same run.`,
    };
  } finally {
    await server.close();
  }
}
