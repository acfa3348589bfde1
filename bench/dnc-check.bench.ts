import { loadavg } from 'node:os';
import { PerformanceObserver } from 'node:perf_hooks';
import { checkDialTimeLists } from '../src/server/features/calls/dial-time-lists';
import { importFull, pgliteDb, postgresDb, registryZip, type BenchDb } from './lib/dnc-registry';
import { round } from './lib/load';
import type { BenchResult } from './run';

// The dial-time do-not-call check with 1,000,000 registry numbers stored. It measures the
// production function, calls/dial-time-lists.ts checkDialTimeLists (lead-calls.repo's ONE prepared
// statement probing the company list and the registry by primary key), which placeCall and every
// campaign batch call right before dialling. 1,000 numbers are on the company list too. WARM_UP lookups run first and
// are not timed (the connection's prepared statement, JIT and page cache warm up: the first few
// hundred are the process starting, not the steady state); then LOOKUPS are timed one after
// another, every one kept: half registered numbers, half not, a company-list hit every 50th.
// Target p99 ≤ 1 ms.

const N = 1_000_000;
const COMPANY_LIST = 1000;
const WARM_UP = 500;
const LOOKUPS = 20_000;
const pct = (s: number[], p: number) => s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
const e164 = (n: number) => `+1${n}`;

async function probe(b: BenchDb, sample: number[]) {
  const number = (i: number) => (i % 2 === 0 ? sample[i % sample.length] : 9_000_000_000 + i); // 900-area: not stored
  for (let i = 0; i < WARM_UP; i++) await checkDialTimeLists(b.ctx, e164(number(i + LOOKUPS)));
  const gcs: Array<{ start: number; end: number }> = [];
  const obs = new PerformanceObserver((l) => {
    for (const e of l.getEntries()) gcs.push({ start: e.startTime, end: e.startTime + e.duration });
  });
  obs.observe({ entryTypes: ['gc'] });
  const times: number[] = [];
  const starts: number[] = [];
  let registry = 0;
  let company = 0;
  for (let i = 0; i < LOOKUPS; i++) {
    const n = i % 50 === 1 ? 8_000_000_000 + (i % COMPANY_LIST) : number(i);
    const t0 = performance.now();
    const r = await checkDialTimeLists(b.ctx, e164(n));
    times.push(performance.now() - t0);
    starts.push(t0);
    if (r.registry) registry++;
    if (r.doNotCall) company++;
  }
  obs.disconnect();
  const expectCompany = Math.ceil((LOOKUPS - 1) / 50);
  if (registry !== LOOKUPS / 2 || company !== expectCompany)
    throw new Error(
      `expected ${LOOKUPS / 2} registry and ${expectCompany} company hits, got ${registry} and ${company}`,
    );
  const slow = times.flatMap((t, i) => (t > 1 ? [i] : []));
  const slowInGc = slow.filter((i) => gcs.some((g) => g.start < starts[i] + times[i] && g.end > starts[i])).length;
  const sorted = [...times].sort((a, b) => a - b);
  return {
    p50: round(pct(sorted, 50)),
    p99: round(pct(sorted, 99)),
    max: round(sorted[sorted.length - 1]),
    over1ms: slow.length,
    over1msDuringGc: slowInGc,
  };
}

async function seedCompanyList(b: BenchDb) {
  const values = Array.from({ length: COMPANY_LIST }, (_, i) => `('+1${8_000_000_000 + i}', 'csv')`).join(',');
  await b.database.sql.query(`insert into do_not_call (phone_e164, source) values ${values}`);
}

export default async function bench(): Promise<BenchResult> {
  const load0 = loadavg()[0];
  const { zip, sample } = registryZip(N);
  const metrics: BenchResult['metrics'] = {
    numbersStored: N,
    companyListNumbers: COMPANY_LIST,
    warmUpLookups: WARM_UP,
    lookups: LOOKUPS,
    targetP99Ms: 1,
  };
  const pgl = await pgliteDb();
  try {
    await importFull(pgl, zip);
    await seedCompanyList(pgl);
    const r = await probe(pgl, sample);
    Object.assign(metrics, {
      pgliteP50Ms: r.p50,
      pgliteP99Ms: r.p99,
      pgliteMaxMs: r.max,
      pgliteOver1ms: r.over1ms,
      pgliteOver1msDuringGc: r.over1msDuringGc,
      pgliteWithinTarget: r.p99 <= 1,
      loadAvgAfterPglite: round(loadavg()[0]),
    });
  } finally {
    await pgl.close();
  }
  const pgdb = await postgresDb('bench_wt25_dnc_check');
  if (pgdb) {
    try {
      await importFull(pgdb, zip);
      await seedCompanyList(pgdb);
      await pgdb.database.sql.query('analyze dnc_registry');
      await pgdb.database.sql.query('analyze do_not_call');
      const r = await probe(pgdb, sample);
      Object.assign(metrics, {
        postgresP50Ms: r.p50,
        postgresP99Ms: r.p99,
        postgresMaxMs: r.max,
        postgresOver1ms: r.over1ms,
        postgresOver1msDuringGc: r.over1msDuringGc,
        postgresWithinTarget: r.p99 <= 1,
      });
    } finally {
      await pgdb.close();
    }
  } else metrics.postgres = 'skipped: TEST_DATABASE_URL not set';
  return {
    name: 'dnc-check',
    metrics: { ...metrics, loadAvgAtStart: round(load0), loadAvgAtEnd: round(loadavg()[0]) },
    notes:
      'Each lookup is checkDialTimeLists (calls/dial-time-lists.ts), the function placeCall and the dispatch call before dialling: one prepared statement, both lists by primary key, timed in the process one at a time, every timed sample kept; a 500-lookup warm-up is not timed. PostgreSQL over a local TCP socket (pool of 4, LIFO reuse).',
  };
}
