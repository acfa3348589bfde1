// The national do-not-call registry copy and the campaigns' consent attestations: both
// owned by the dispatch feature, read by the preview and checked before a real-phone dispatch.
import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { DbOrTx } from '../../db/tx';
import { consentAttestations, dncRegistry, dncRegistryFiles } from '../../db/schema';

export type RegistryKind = 'full' | 'additions' | 'deletions';

// Numbers are 10-digit US numbers stored as bigint; an area code's numbers are one key range.
const STAGE = 'create temp table dnc_stage (number bigint not null) on commit drop';
const APPLY: Record<RegistryKind, string[]> = {
  // A full list is the whole registry for the area codes it holds: their old numbers go first.
  full: [
    `delete from dnc_registry r using (select distinct number / 10000000 as npa from dnc_stage) a
      where r.number >= a.npa * 10000000 and r.number < (a.npa + 1) * 10000000`,
    'insert into dnc_registry (number) select number from dnc_stage on conflict do nothing',
  ],
  additions: ['insert into dnc_registry (number) select number from dnc_stage on conflict do nothing'],
  deletions: ['delete from dnc_registry r using dnc_stage s where r.number = s.number'],
};
const RECORD = `insert into dnc_registry_files (kind, file_name, download_date, numbers, changed, imported_by)
  values ($1, $2, $3, $4, $5, $6)`;

export type RegistryFileRecord = Omit<typeof dncRegistryFiles.$inferInsert, 'id' | 'changed' | 'createdAt'>;

/**
 * Loads one file's numbers (text, one 10-digit number a line) by COPY, applies them and records
 * the file (kind, name, download date, counts) in ONE transaction: the copy's date never claims
 * numbers that are not there, and numbers never arrive without their file's record. Answers the
 * rows changed.
 */
export async function applyRegistryFile(
  database: Database,
  kind: RegistryKind,
  lines: Uint8Array,
  file: RegistryFileRecord,
): Promise<number> {
  return database.sql.copyIn({
    before: STAGE,
    target: 'dnc_stage (number)',
    data: lines,
    after: async (query) => {
      let changed = 0;
      for (const q of APPLY[kind]) changed = (await query(q)).affected;
      await query(RECORD, [kind, file.fileName, file.downloadDate, file.numbers, changed, file.importedBy ?? null]);
      return changed;
    },
  });
}

/**
 * A file's freshness: the older of its download date and the day it was imported (UTC), so a date
 * typed in the future (or stored before such dates were refused) counts only from its import.
 */
const FILE_FRESHNESS = sql<string>`least(${dncRegistryFiles.downloadDate}, (${dncRegistryFiles.createdAt} at time zone 'UTC')::date)`;
const copyDate = () => sql<string | null>`max(${FILE_FRESHNESS})::text`;

/** The copy's date: the freshest download applied (YYYY-MM-DD), or null before the first import. */
export async function latestRegistryDate(db: DbOrTx): Promise<string | null> {
  const [latest] = await db.select({ date: copyDate() }).from(dncRegistryFiles);
  return latest?.date ?? null;
}

/** The copy's date (the freshest download applied), how many numbers it holds, the last files. */
export async function registryStatus(db: DbOrTx) {
  const [latest] = await db.select({ date: copyDate() }).from(dncRegistryFiles);
  // An index-only count: tens of milliseconds at a million numbers, and only the admin page asks.
  const [row] = await db.select({ n: sql<number>`count(*)` }).from(dncRegistry);
  const numbers = Number(row?.n ?? 0);
  const files = await db.select().from(dncRegistryFiles).orderBy(desc(dncRegistryFiles.createdAt)).limit(10);
  return { downloadDate: latest?.date ?? null, numbers, files };
}

export async function findAttestation(db: DbOrTx, campaignId: string) {
  const [row] = await db
    .select()
    .from(consentAttestations)
    .where(eq(consentAttestations.campaignId, campaignId))
    .limit(1);
  return row ?? null;
}

/** Records a campaign's attestation once: a second one keeps the first (who and when stay true). */
export async function insertAttestation(
  db: DbOrTx,
  v: { campaignId: string; attestedBy: string; text: string },
): Promise<void> {
  await db.insert(consentAttestations).values(v).onConflictDoNothing();
}
