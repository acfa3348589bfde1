import { CsvLeadCollector } from '../src/common/campaigns/csv-leads';
import { COLUMNS, copyLines } from '../src/server/features/campaigns/lead-bulk.repo';
import { toLeadRow } from '../src/server/features/campaigns/save-campaign';
import { adminCookie, benchDatabases, load1, withBenchServer, type DbKind } from './lib/bench-databases';
import { uploadCsv } from './lib/import-upload';
import { leadCsv } from './lib/lead-csv';
import { round } from './lib/load';
import type { ServerProcess } from './lib/server-process';
import type { BenchResult } from './run';
import Papa from 'papaparse';

// A generated 100,000-row CSV (9.2 MB, every phone different; under the 10 MB limit) imported through
// POST /api/admin/campaigns/import (multipart upload, streaming parse, the CSV rules, phones to
// E.164, committed batches into a hidden campaign), on the embedded database and, with
// BENCH_DATABASE_URL, on PostgreSQL.
// The floor, in the same run and database: a bare COPY of the same rows (the very text the import
// writes, phones already normalised) into the same leads table with all its indexes, one
// transaction, timed inside the server process. Runs alternate floor / import after a warm-up.
// Targets: ≤ 1.5 × the floor on PostgreSQL; ≤ 5 s embedded.

const ROWS = 100_000;
const RUNS = Number(process.env.BENCH_IMPORT_RUNS ?? 3);
const PASSWORD = 'bench-admin-pw';
const CAMPAIGN_ID_MARK = '00000000-0000-4000-8000-000000000000';

const median = (xs: number[]) => round([...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]);

/** The text the import's COPY writes for this CSV, with a placeholder for the campaign id. */
function floorText(csv: string): string {
  const collector = new CsvLeadCollector();
  for (const cells of Papa.parse<string[]>(csv, { skipEmptyLines: false }).data) collector.addRecord(cells);
  const { leads } = collector.finish();
  if (leads.length !== ROWS) throw new Error(`floor: ${leads.length} leads, expected ${ROWS}`);
  return copyLines(CAMPAIGN_ID_MARK, leads.map(toLeadRow));
}

export default async function bench(): Promise<BenchResult[]> {
  const csv = leadCsv(ROWS, 'distinct');
  const text = floorText(csv);
  const results: BenchResult[] = [];
  for (const kind of benchDatabases())
    results.push(
      await withBenchServer(kind, { ADMIN_PASSWORD: PASSWORD, RUN_WORKERS: 'false' }, (s) =>
        measure(kind, s, csv, text),
      ),
    );
  return results;
}

async function measure(kind: DbKind, server: ServerProcess, csv: string, text: string): Promise<BenchResult> {
  const cookie = await adminCookie(server, PASSWORD);
  const floorOnce = async (i: number) => {
    const [{ id }] = (
      await server.query<{ id: string }>(`insert into campaigns (name) values ($1) returning id`, [`Floor ${i}`])
    ).rows;
    return (await server.copyIn(`leads (${COLUMNS})`, text.replaceAll(CAMPAIGN_ID_MARK, id))).ms;
  };
  await uploadCsv(server.url, cookie, 'Warm-up', csv, ROWS); // JIT, first multipart, first transaction
  const imports: Array<{ ms: number; load: number }> = [];
  const floors: Array<{ ms: number; load: number }> = [];
  for (let i = 0; i < RUNS; i++) {
    floors.push({ ms: await floorOnce(i), load: load1() });
    imports.push({ ms: (await uploadCsv(server.url, cookie, `Bench ${i}`, csv, ROWS)).ms, load: load1() });
  }
  const [{ n }] = (await server.query<{ n: number }>(`select count(*)::int as n from leads`)).rows;
  if (n !== ROWS * (2 * RUNS + 1)) throw new Error(`expected ${ROWS * (2 * RUNS + 1)} leads, found ${n}`);
  const importMs = median(imports.map((r) => r.ms));
  const floorMs = median(floors.map((r) => r.ms));
  const ratio = round(importMs / floorMs);
  const met = kind === 'postgres' ? ratio <= 1.5 : importMs <= 5_000;
  return {
    name: `campaign-import-${kind}`,
    metrics: {
      database: kind,
      rows: ROWS,
      csv_mb: round(Buffer.byteLength(csv) / 1024 / 1024),
      distinct_phones: ROWS,
      runs: RUNS,
      import_median_ms: importMs,
      import_runs_ms: imports.map((r) => String(round(r.ms))),
      floor_copy_median_ms: floorMs,
      floor_copy_runs_ms: floors.map((r) => String(round(r.ms))),
      import_over_floor: ratio,
      target: kind === 'postgres' ? 'import ≤ 1.5 × COPY' : 'import ≤ 5000 ms',
      met,
      load_average_1m_per_run: imports.map((r, i) => `${floors[i].load}/${r.load}`),
    },
    notes: `median of ${RUNS} runs after one warm-up import, floor and import alternating; floor = one COPY of the text the import writes (same columns, phones already in E.164) into the same leads table with its indexes, in one transaction, timed in the server process; load averages are floor/import per run (machine shared)`,
  };
}
