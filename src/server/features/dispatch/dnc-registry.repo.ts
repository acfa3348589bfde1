// The national do-not-call registry copy and the campaigns' consent attestations (issue 25): both
// owned by the dispatch feature, read by the preview and checked before a real-phone dispatch.
import { desc, eq, max, sql } from 'drizzle-orm';
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

/** Loads one file's numbers (text, one 10-digit number a line) by COPY and applies them; answers rows changed. */
export async function applyRegistryNumbers(database: Database, kind: RegistryKind, lines: Uint8Array): Promise<number> {
  return database.sql.copyIn({ before: STAGE, target: 'dnc_stage (number)', data: lines, after: APPLY[kind] });
}

export async function recordRegistryFile(db: DbOrTx, v: typeof dncRegistryFiles.$inferInsert): Promise<void> {
  await db.insert(dncRegistryFiles).values(v);
}

/** The copy's date: the newest download applied (YYYY-MM-DD), or null before the first import. */
export async function latestRegistryDate(db: DbOrTx): Promise<string | null> {
  const [latest] = await db.select({ date: max(dncRegistryFiles.downloadDate) }).from(dncRegistryFiles);
  return latest?.date ?? null;
}

/** The copy's date (the newest download applied), how many numbers it holds, the last files. */
export async function registryStatus(db: DbOrTx) {
  const [latest] = await db.select({ date: max(dncRegistryFiles.downloadDate) }).from(dncRegistryFiles);
  // An index-only count: tens of milliseconds at a million numbers, and only the admin page asks.
  const [row] = await db.select({ n: sql<number>`count(*)` }).from(dncRegistry);
  const numbers = Number(row?.n ?? 0);
  const files = await db.select().from(dncRegistryFiles).orderBy(desc(dncRegistryFiles.createdAt)).limit(10);
  return { downloadDate: latest?.date ?? null, numbers, files };
}

/** The dial-time check: one primary-key probe. */
export async function isOnRegistry(db: DbOrTx, tenDigits: number): Promise<boolean> {
  const rows = await db
    .select({ n: dncRegistry.number })
    .from(dncRegistry)
    .where(sql`${dncRegistry.number} = ${tenDigits}`)
    .limit(1);
  return rows.length > 0;
}

/** The registry key of an E.164 number: its 10 digits for +1 numbers, else null (the registry is US-only). */
export const registryKey = (e164: string | null): number | null =>
  e164 && /^\+1\d{10}$/.test(e164) ? Number(e164.slice(2)) : null;

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
