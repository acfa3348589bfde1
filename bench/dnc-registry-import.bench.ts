import { loadavg } from 'node:os';
import { importFull, pgliteDb, postgresDb, registryZip } from './lib/dnc-registry';
import { round } from './lib/load';
import type { BenchResult } from './run';

// A 1,000,000-number national do-not-call registry download (a zip of 100 area-code
// files, "area code,number" lines) imported into an empty copy: unzip, parse, sort, then chunks
// (2,500 numbers a transaction on the embedded database, 100,000 on PostgreSQL), each a COPY into
// a temp table and an INSERT into the registry (bigint primary key), the file's record last. Targets: ≤ 10 s on PostgreSQL
// (TEST_DATABASE_URL; skipped without it), ≤ 30 s on the embedded database.

const N = 1_000_000;

export default async function bench(): Promise<BenchResult> {
  const load0 = loadavg()[0];
  const t0 = performance.now();
  const { zip } = registryZip(N);
  const buildMs = performance.now() - t0;
  const metrics: BenchResult['metrics'] = {
    numbers: N,
    zipMb: round(zip.length / 1024 / 1024),
    buildZipMs: Math.round(buildMs),
  };

  const pgl = await pgliteDb();
  try {
    const r = await importFull(pgl, zip);
    if (r.numbers !== N) throw new Error(`PGlite imported ${r.numbers} of ${N}`);
    Object.assign(metrics, {
      pgliteImportMs: Math.round(r.ms),
      pgliteTargetMs: 30_000,
      pgliteWithinTarget: r.ms <= 30_000,
    });
  } finally {
    await pgl.close();
  }

  const pgdb = await postgresDb('bench_wt25_dnc_import');
  if (pgdb) {
    try {
      const r = await importFull(pgdb, zip);
      if (r.numbers !== N) throw new Error(`PostgreSQL imported ${r.numbers} of ${N}`);
      Object.assign(metrics, {
        postgresImportMs: Math.round(r.ms),
        postgresTargetMs: 10_000,
        postgresWithinTarget: r.ms <= 10_000,
      });
    } finally {
      await pgdb.close();
    }
  } else metrics.postgres = 'skipped: TEST_DATABASE_URL not set';

  return {
    name: 'dnc-registry-import',
    metrics: { ...metrics, loadAvgAtStart: round(load0), loadAvgAtEnd: round(loadavg()[0]) },
    notes:
      'Timed from the zip bytes to the committed registry (unzip + parse + sort + chunked COPY + INSERT … ON CONFLICT DO NOTHING into the bigint primary key) and the file record in the last chunk.',
  };
}
