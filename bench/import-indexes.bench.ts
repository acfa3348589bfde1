import Papa from 'papaparse';
import { CsvLeadCollector } from '../src/common/campaigns/csv-leads';
import { createPgliteClient, runMigrations, wrapPglite } from '../src/server/db/client';
import { COLUMNS, copyLines } from '../src/server/features/campaigns/lead-bulk.repo';
import { toLeadRow } from '../src/server/features/campaigns/save-campaign';
import { leadCsv } from './lib/lead-csv';
import { load1 } from './lib/bench-databases';
import { round } from './lib/load';
import type { BenchResult } from './run';

// The embedded import's target (≤ 5 s for 100,000 rows) against what PGlite itself can do:
// the same 100,000 rows COPYed as the import does (250-row batches, one transaction) into a fresh
// in-memory database, with the leads table as migrated and with parts of it removed, so the cost
// of each part is visible. Not the import (no upload, no parsing): its floor. Each variant gets
// its own database and RUNS imports (the table grows by 100,000 each); the median is printed.

const ROWS = 100_000;
const BATCH = 250;
const RUNS = Number(process.env.BENCH_INDEX_RUNS ?? 3);
const SORT_INDEXES = [
  'leads_campaign_row_idx',
  'leads_campaign_enrichment_idx',
  'leads_campaign_call_idx',
  'leads_campaign_first_name_idx',
  'leads_campaign_last_name_idx',
  'leads_campaign_company_idx',
  'leads_campaign_created_idx',
];

interface Variant {
  name: string;
  /** Run once on the new database, before the imports. */
  setup?: string;
  /** Run at the start of each import's transaction. */
  inTransaction?: string;
  /** Run at the end of each import's transaction, timed apart. */
  atEnd?: string;
}

const VARIANTS: Variant[] = [
  { name: 'as_migrated' },
  { name: 'without_trigram', setup: 'drop index leads_search_trgm_idx' },
  {
    name: 'without_trigram_and_sort_indexes',
    setup: ['drop index leads_search_trgm_idx', ...SORT_INDEXES.map((i) => `drop index ${i}`)].join(';'),
  },
  // Skips the per-row foreign-key check (superuser only).
  { name: 'triggers_off', inTransaction: 'set local session_replication_role = replica' },
  {
    name: 'gin_pending_list_1gb',
    inTransaction: `set local gin_pending_list_limit = '1GB'`,
    atEnd: `select gin_clean_pending_list('leads_search_trgm_idx')`,
  },
];

function rowsToCopy() {
  const collector = new CsvLeadCollector();
  for (const cells of Papa.parse<string[]>(leadCsv(ROWS, 'distinct'), { skipEmptyLines: false }).data)
    collector.addRecord(cells);
  return collector.finish().leads.map(toLeadRow);
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

export default async function bench(): Promise<BenchResult> {
  const rows = rowsToCopy();
  const metrics: BenchResult['metrics'] = { rows: ROWS, batch: BATCH, runs: RUNS, target_embedded_import_ms: 5000 };
  for (const v of VARIANTS) {
    const pg = await createPgliteClient();
    await runMigrations(wrapPglite(pg, 'memory'));
    if (v.setup) await pg.exec(v.setup);
    const totals: number[] = [];
    const ends: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const t0 = performance.now();
      await pg.transaction(async (tx) => {
        if (v.inTransaction) await tx.exec(v.inTransaction);
        const [{ id }] = (
          await tx.query<{ id: string }>('insert into campaigns (name) values ($1) returning id', [`Run ${run}`])
        ).rows;
        for (let i = 0; i < rows.length; i += BATCH)
          await tx.query(`copy leads (${COLUMNS}) from '/dev/blob'`, [], {
            blob: new Blob([copyLines(id, rows.slice(i, i + BATCH))]),
          });
        if (v.atEnd) {
          const t1 = performance.now();
          await tx.exec(v.atEnd);
          ends.push(performance.now() - t1);
        }
      });
      totals.push(performance.now() - t0);
    }
    await pg.close();
    metrics[`${v.name}_ms`] = round(median(totals));
    metrics[`${v.name}_runs_ms`] = totals.map((t) => String(Math.round(t)));
    if (ends.length) metrics[`${v.name}_end_step_ms`] = round(median(ends));
    metrics[`${v.name}_load`] = load1();
  }
  return {
    name: 'import-indexes',
    metrics,
    notes:
      'PGlite in memory; each variant a fresh database with RUNS imports of the same 100,000 rows in 250-row COPY batches, one transaction each (the table grows run by run); *_ms = median; end_step = the timed statement at the end of the transaction (GIN pending-list cleanup); *_load = 1-minute load average after the variant',
  };
}
