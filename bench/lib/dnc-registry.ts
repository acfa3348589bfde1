import { zipSync } from 'fflate';
import pg from 'pg';
import type { AppContext } from '../../src/server/context';
import { openDatabase, runMigrations, type Database } from '../../src/server/db/client';
import { importDncRegistry } from '../../src/server/features/dispatch/import-dnc-registry';

// Shared by the registry benches: a registry download shaped like the real one (a zip of one flat
// file per area code, "area code,number" lines) and fresh databases of both kinds.

/** `n` distinct numbers over 100 area codes (2xx–9xx), 10k… per file, as "201,5550123" lines. */
export function registryZip(n: number): { zip: Uint8Array; sample: number[] } {
  const perFile = Math.ceil(n / 100);
  const files: Record<string, Uint8Array> = {};
  const sample: number[] = [];
  const enc = new TextEncoder();
  let made = 0;
  for (let f = 0; f < 100 && made < n; f++) {
    const npa = 201 + f * 7;
    const lines: string[] = [];
    for (let i = 0; i < perFile && made < n; i++, made++) {
      // Spread over the exchange range so neighbours are not consecutive.
      const local = 2_000_000 + ((i * 7_919) % 7_999_999);
      lines.push(`${npa},${local}`);
      if (i % 997 === 0) sample.push(npa * 10_000_000 + local);
    }
    files[`${npa}.txt`] = enc.encode(lines.join('\n') + '\n');
  }
  return { zip: zipSync(files, { level: 6 }), sample };
}

/** The import refuses download dates after tomorrow, so the benches' context needs a clock. */
const clock = { now: () => new Date() };

export interface BenchDb {
  database: Database;
  ctx: AppContext;
  close(): Promise<void>;
}

/** The embedded database (in memory), migrated. */
export async function pgliteDb(): Promise<BenchDb> {
  const database = await openDatabase({});
  await runMigrations(database);
  return {
    database,
    ctx: { database, db: database.db, clock } as unknown as AppContext,
    close: () => database.close(),
  };
}

/** A fresh PostgreSQL database of its own on the TEST_DATABASE_URL server (dropped after), or null. */
export async function postgresDb(name: string): Promise<BenchDb | null> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return null;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`drop database if exists ${name}`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const dbUrl = url.replace(/\/[^/]*$/, `/${name}`);
  const database = await openDatabase({ databaseUrl: dbUrl, poolMax: 4 });
  await runMigrations(database);
  return {
    database,
    ctx: { database, db: database.db, clock } as unknown as AppContext,
    async close() {
      await database.close();
      const a = new pg.Client({ connectionString: url });
      await a.connect();
      await a.query(`drop database if exists ${name}`);
      await a.end();
    },
  };
}

export async function importFull(b: BenchDb, zip: Uint8Array): Promise<{ ms: number; numbers: number }> {
  const t0 = performance.now();
  const r = await importDncRegistry(b.ctx, {
    kind: 'full',
    fileName: 'bench.zip',
    downloadDate: '2026-11-20',
    body: zip,
    importedBy: null,
  });
  return { ms: performance.now() - t0, numbers: r.changed };
}
