import { availableParallelism } from 'node:os';
import { Agent } from 'undici';
import { adminCookie, benchDatabases, load1, withBenchServer, type DbKind } from './lib/bench-databases';
import { uploadCsv } from './lib/import-upload';
import { leadCsv } from './lib/lead-csv';
import { round } from './lib/load';
import type { ServerProcess } from './lib/server-process';
import type { BenchResult } from './run';

// An import never stalls the site. Three ~10 MB imports (100,000 leads each,
// every phone different) sent at once to the server process, twice, while GET /api/health is sent
// every 50 ms whether or not the last one has answered (a stalled server shows as a pile of slow
// answers, not as fewer samples). The server's resident memory (read from /proc, so a busy event
// loop cannot delay it) at the start, at its peak, and one minute after the last import ends.
// Targets: every health answer ≤ 250 ms; memory a minute after within 20 % of the start.
// On both databases (PostgreSQL with BENCH_DATABASE_URL).

const ROWS = 100_000;
const IMPORTS = 3;
const ROUNDS = Number(process.env.BENCH_STALL_ROUNDS ?? 2);
const POLL_MS = 50;
const SETTLE_MS = 60_000;
const PASSWORD = 'bench-admin-pw';
const TARGET_HEALTH_MS = 250;
const TARGET_RSS_GROWTH = 0.2;

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export default async function bench(): Promise<BenchResult[]> {
  const csv = leadCsv(ROWS, 'distinct');
  const results: BenchResult[] = [];
  for (const kind of benchDatabases())
    results.push(
      await withBenchServer(
        kind,
        {
          ADMIN_PASSWORD: PASSWORD,
          RUN_WORKERS: 'false',
          ...(process.env.IMPORT_CONCURRENCY ? { IMPORT_CONCURRENCY: process.env.IMPORT_CONCURRENCY } : {}),
        },
        (s) => measure(kind, s, csv),
        // Memory is the figure here: the embedded database keeps its files on disk, as in production.
        { embeddedOnDisk: true },
      ),
    );
  return results;
}

async function measure(kind: DbKind, server: ServerProcess, csv: string): Promise<BenchResult> {
  const cookie = await adminCookie(server, PASSWORD);
  // A small import first, so the start figure includes the import's code, not its first load.
  await uploadCsv(server.url, cookie, 'Warm-up', leadCsv(100), 100);
  await sleep(2_000);
  const rssStart = server.rssMb();
  let rssPeak = rssStart;
  const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, server.rssMb())), 200);

  const latencies: number[] = [];
  let failures = 0;
  const pollAgent = new Agent({ connections: 64 });
  let polling = true;
  const inFlight = new Set<Promise<void>>();
  const poller = (async () => {
    while (polling) {
      const t0 = performance.now();
      const p = fetch(`${server.url}/api/health`, { dispatcher: pollAgent } as RequestInit)
        .then(async (res) => {
          await res.arrayBuffer();
          if (res.status !== 200) failures++;
        })
        .catch(() => void failures++)
        .finally(() => {
          latencies.push(performance.now() - t0);
          inFlight.delete(p);
        });
      inFlight.add(p);
      await sleep(POLL_MS);
    }
  })();

  await server.loopDelay('reset');
  const importMs: number[] = [];
  const roundLoads: number[] = [];
  const t0 = performance.now();
  for (let r = 0; r < ROUNDS; r++) {
    const done = await Promise.all(
      Array.from({ length: IMPORTS }, (_, i) => uploadCsv(server.url, cookie, `Stall ${r}.${i}`, csv, ROWS)),
    );
    importMs.push(...done.map((d) => round(d.ms)));
    roundLoads.push(load1());
  }
  const importsWallMs = round(performance.now() - t0);
  const loopDelay = await server.loopDelay('read');
  polling = false;
  await poller;
  await Promise.all(inFlight);
  const rssAtEnd = server.rssMb();
  await sleep(SETTLE_MS);
  clearInterval(sampler);
  const rssAfter = server.rssMb();
  await pollAgent.close();

  latencies.sort((a, b) => a - b);
  const maxMs = round(latencies.at(-1) ?? 0);
  const growth = (rssAfter - rssStart) / rssStart;
  return {
    name: `import-stall-${kind}`,
    metrics: {
      database: kind,
      imports_at_once: IMPORTS,
      rounds: ROUNDS,
      rows_per_import: ROWS,
      csv_mb: round(Buffer.byteLength(csv) / 1024 / 1024),
      imports_wall_ms: importsWallMs,
      import_ms_each: importMs.map(String),
      health_samples: latencies.length,
      health_failures: failures,
      health_p50_ms: round(pct(latencies, 50)),
      health_p99_ms: round(pct(latencies, 99)),
      health_max_ms: maxMs,
      health_over_250ms: latencies.filter((l) => l > TARGET_HEALTH_MS).length,
      health_met: maxMs <= TARGET_HEALTH_MS && failures === 0,
      // The server's own thread: a health answer slower than this waited on the database or a CPU.
      server_event_loop_max_ms: round(loopDelay.maxMs),
      server_event_loop_p99_ms: round(loopDelay.p99Ms),
      import_concurrency:
        process.env.IMPORT_CONCURRENCY ?? `default (${Math.max(1, Math.floor(availableParallelism() / 2))})`,
      rss_start_mb: rssStart,
      rss_peak_mb: rssPeak,
      rss_at_end_mb: rssAtEnd,
      rss_1min_after_mb: rssAfter,
      rss_growth_after_1min: round(growth),
      rss_met: growth <= TARGET_RSS_GROWTH,
      load_average_1m_per_round: roundLoads.map(String),
      load_average_1m_at_end: load1(),
    },
    notes: `${kind === 'embedded' ? 'embedded PGlite with its files on disk (a temporary DATA_DIR)' : 'PostgreSQL, a database made for this run'}; ${IMPORTS} imports at once × ${ROUNDS} rounds (IMPORT_CONCURRENCY, default one per two cores: the rest wait in line); health sent every ${POLL_MS} ms from the bench process during the imports; RSS of the server process from /proc; the machine is shared, load averages beside`,
  };
}
