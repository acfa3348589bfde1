import { loadavg } from 'node:os';
import { isOnRegistry } from '../src/server/features/dispatch/dnc-registry.repo';
import { importFull, pgliteDb, postgresDb, registryZip, type BenchDb } from './lib/dnc-registry';
import { round } from './lib/load';
import type { BenchResult } from './run';

// Issue 25: the dial-time national do-not-call check (one primary-key probe, dnc-registry.repo's
// isOnRegistry) with 1,000,000 numbers stored. 5,000 lookups one after another, half of them
// registered numbers, half not; p50 / p99 per lookup. Target p99 ≤ 1 ms.

const N = 1_000_000;
const LOOKUPS = 5000;
const pct = (s: number[], p: number) => s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];

async function probe(b: BenchDb, sample: number[]) {
  const times: number[] = [];
  let hits = 0;
  for (let i = 0; i < LOOKUPS; i++) {
    const n = i % 2 === 0 ? sample[i % sample.length] : 9_000_000_000 + i; // 900-area numbers are not in the file
    const t0 = performance.now();
    if (await isOnRegistry(b.database.db, n)) hits++;
    times.push(performance.now() - t0);
  }
  if (hits !== LOOKUPS / 2) throw new Error(`expected ${LOOKUPS / 2} hits, got ${hits}`);
  times.sort((a, b) => a - b);
  return { p50: round(pct(times, 50)), p99: round(pct(times, 99)) };
}

export default async function bench(): Promise<BenchResult> {
  const load0 = loadavg()[0];
  const { zip, sample } = registryZip(N);
  const metrics: BenchResult['metrics'] = { numbersStored: N, lookups: LOOKUPS, targetP99Ms: 1 };
  const pgl = await pgliteDb();
  try {
    await importFull(pgl, zip);
    const r = await probe(pgl, sample);
    Object.assign(metrics, { pgliteP50Ms: r.p50, pgliteP99Ms: r.p99, pgliteWithinTarget: r.p99 <= 1 });
  } finally {
    await pgl.close();
  }
  const pgdb = await postgresDb('bench_wt25_dnc_check');
  if (pgdb) {
    try {
      await importFull(pgdb, zip);
      await pgdb.database.sql.query('analyze dnc_registry');
      const r = await probe(pgdb, sample);
      Object.assign(metrics, { postgresP50Ms: r.p50, postgresP99Ms: r.p99, postgresWithinTarget: r.p99 <= 1 });
    } finally {
      await pgdb.close();
    }
  } else metrics.postgres = 'skipped: TEST_DATABASE_URL not set';
  return {
    name: 'dnc-check',
    metrics: { ...metrics, loadAvgAtStart: round(load0), loadAvgAtEnd: round(loadavg()[0]) },
    notes:
      'Each lookup is the dial-time query through drizzle (select … where number = $1 limit 1), timed in the process, one at a time; PostgreSQL over a local socket (pool of 4).',
  };
}
