import { encodeCursor } from '../src/server/features/campaigns/lead-cursor';
import { adminCookie, benchDatabases, load1, withBenchServer, type DbKind } from './lib/bench-databases';
import { uploadCsv } from './lib/import-upload';
import { leadListCsv } from './lib/lead-list-csv';
import { round } from './lib/load';
import type { ServerProcess } from './lib/server-process';
import type { BenchResult } from './run';

// One campaign of 100,000 leads, imported through the real server (a child process) on the
// embedded database and, with BENCH_DATABASE_URL, on PostgreSQL in a database made for the run and
// dropped after it. One request at a time, as a person paging and typing: page 1, a deep page by
// cursor (what the table sends as it scrolls) and by `?page=N` (a jump), and searches by name,
// company fragment and phone as typed. Target: each median ≤ 30 ms on PostgreSQL, ≤ 60 ms embedded.
// Nothing is remembered between requests; every answer is a query.

const LEADS = 100_000;
const PASSWORD = 'bench-admin-pw';
const PAGE_SIZE = 50;
const DEEP_PAGE = 1_000;
const RUNS = Number(process.env.BENCH_RUNS ?? 21);
const TARGET_MS: Record<DbKind, number> = { postgres: 30, embedded: 60 };

/** Deep pages measured: the sorts a person scrolls most, each key as lead-list.repo.ts orders by it. */
const DEEP_SORTS = [
  ['row', 'row_number'],
  ['companyName', 'company_name'],
  ['lastName', 'last_name'],
  ['email', 'lower(email)'],
  ['createdAt', 'created_at'],
] as const;

/** Searches as typed into the box, and how the bench checks the total (SQL over the raw columns). */
const SEARCHES = [
  ['name', 'Kowalski', `last_name ilike '%kowalski%'`],
  ['full_name', 'Zoe Baker', `first_name || ' ' || last_name ilike 'zoe baker'`],
  ['company_fragment', 'ridge plumbing st', `company_name ilike '%ridge plumbing st%'`],
  ['phone_parens', '(646) 555-01', `phone_e164 like '+164655501%'`],
  ['phone_dashes', '646-555', `phone_e164 like '+1646555%'`],
  ['phone_e164', '+1646555', `phone_e164 like '+1646555%'`],
] as const;

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return round(s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)]);
};

export default async function bench(): Promise<BenchResult[]> {
  const results: BenchResult[] = [];
  for (const kind of benchDatabases())
    results.push(
      await withBenchServer(kind, { ADMIN_PASSWORD: PASSWORD, RUN_WORKERS: 'false' }, (s) => measure(kind, s)),
    );
  return results;
}

interface Page {
  items: Array<{ id: string }>;
  total: number;
  totalCapped: boolean;
  nextCursor: string | null;
}

async function measure(kind: DbKind, server: ServerProcess): Promise<BenchResult> {
  const cookie = await adminCookie(server, PASSWORD);
  const { campaignId, ms: importMs } = await uploadCsv(server.url, cookie, 'Lead list 100k', leadListCsv(LEADS), LEADS);
  const get = async (query: string): Promise<Page> => {
    const res = await fetch(`${server.url}/api/admin/campaigns/${campaignId}/leads?pageSize=${PAGE_SIZE}&${query}`, {
      headers: { cookie },
    });
    const body = (await res.json()) as Page;
    if (res.status !== 200 || !body.items) throw new Error(`${query}: ${res.status} ${JSON.stringify(body)}`);
    return body;
  };
  const metrics: BenchResult['metrics'] = { database: kind, leads: LEADS, import_ms: round(importMs), runs: RUNS };
  const target = TARGET_MS[kind];
  const misses: string[] = [];
  // Two warm-ups, then RUNS requests one after another: median and p95, and the load beside them.
  const time = async (name: string, query: string) => {
    await get(query);
    await get(query);
    const ms: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const t0 = performance.now();
      await get(query);
      ms.push(performance.now() - t0);
    }
    metrics[`${name}_median_ms`] = pct(ms, 50);
    metrics[`${name}_p95_ms`] = pct(ms, 95);
    metrics[`${name}_load`] = load1();
    if (pct(ms, 50) > target) misses.push(name);
  };

  const first = await get('page=1');
  if (first.total !== LEADS || first.items.length !== PAGE_SIZE)
    throw new Error(`page 1: total ${first.total}, ${first.items.length} items`);
  await time('page1', 'page=1');

  for (const [sort, key] of DEEP_SORTS) {
    // The cursor the table holds after scrolling through DEEP_PAGE - 1 pages of this sort.
    const [at] = (
      await server.query<{ v: string | null; id: string }>(
        `select (${key})::text as v, id from leads where campaign_id = $1
         order by ${key}, id offset ${(DEEP_PAGE - 1) * PAGE_SIZE - 1} limit 1`,
        [campaignId],
      )
    ).rows;
    const cursor = encodeCursor({ sort, value: at.v, id: at.id });
    const byCursor = await get(`sort=${sort}&cursor=${cursor}`);
    const byPage = await get(`sort=${sort}&page=${DEEP_PAGE}`);
    if (byPage.items.map((l) => l.id).join() !== byCursor.items.map((l) => l.id).join())
      throw new Error(`sort ${sort}: page ${DEEP_PAGE} by number differs from the page after its cursor`);
    await time(`deep_cursor_${sort}`, `sort=${sort}&cursor=${cursor}`);
    await time(`deep_page_${sort}`, `sort=${sort}&page=${DEEP_PAGE}`);
  }
  // The last page by number, sorted by company descending: the far end of the jump.
  await time('last_page_-companyName', `sort=-companyName&page=${LEADS / PAGE_SIZE}`);

  for (const [name, q, truth] of SEARCHES) {
    const [{ n }] = (
      await server.query<{ n: number }>(`select count(*)::int as n from leads where campaign_id = $1 and ${truth}`, [
        campaignId,
      ])
    ).rows;
    const body = await get(`q=${encodeURIComponent(q)}`);
    const expected = Math.min(n, 1_000);
    if (n === 0 || body.total !== expected || body.totalCapped !== n > 1_000)
      throw new Error(`search "${q}": total ${body.total} (capped ${body.totalCapped}), the leads hold ${n}`);
    metrics[`search_${name}_matches`] = n;
    await time(`search_${name}`, `q=${encodeURIComponent(q)}`);
  }
  metrics.target_ms = target;
  metrics.misses = misses;
  metrics.met = misses.length === 0;
  return {
    name: `lead-list-${kind}`,
    metrics,
    notes:
      `${kind === 'embedded' ? 'embedded PGlite in memory' : 'PostgreSQL, a database made for this run'}; ` +
      `one campaign of ${LEADS} leads imported through the server (a child process); *_median_ms / *_p95_ms of ` +
      `${RUNS} single requests after two warm-ups; *_load = 1-minute load average then (the machine is shared); ` +
      `deep = page ${DEEP_PAGE} (offset ${(DEEP_PAGE - 1) * PAGE_SIZE}) by cursor and by page number`,
  };
}
