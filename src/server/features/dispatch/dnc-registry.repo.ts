// The national do-not-call registry copy and the campaigns' consent attestations: both
// owned by the dispatch feature, read by the preview and checked before a real-phone dispatch.
import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { DbOrTx } from '../../db/tx';
import { consentAttestations, dncRegistry, dncRegistryFiles } from '../../db/schema';

export type RegistryKind = 'full' | 'additions' | 'deletions';

// Numbers are 10-digit US numbers stored as bigint; an area code's numbers are one key range.
const STAGE = 'create temp table dnc_stage (number bigint not null) on commit drop';
const INSERT = 'insert into dnc_registry (number) select number from dnc_stage on conflict do nothing';
const AREA = 10_000_000;
/**
 * A full list's delete of one chunk's range (after $1, up to and including $2) within the file's
 * area codes ($3): its numbers there that are not in the file go, the chunk's own are inserted in
 * the same transaction (a number in both is deleted and inserted again, so it never leaves).
 */
const FULL_RANGE = `delete from dnc_registry where number > $1 and number <= $2 and number / ${AREA} = any($3::bigint[])`;
/** After a full list's last chunk: what is left above its last number, in its area codes. */
const FULL_TAIL = `delete from dnc_registry where number > $1 and number / ${AREA} = any($2::bigint[])`;
const DELETE = 'delete from dnc_registry r using dnc_stage s where r.number = s.number';
const RECORD = `insert into dnc_registry_files (kind, file_name, download_date, numbers, changed, imported_by)
  values ($1, $2, $3, $4, $5, $6)`;

export type RegistryFileRecord = Omit<typeof dncRegistryFiles.$inferInsert, 'id' | 'changed' | 'createdAt'>;

/**
 * Numbers a transaction, measured (a million-number full list, two busy cores, health polled): on
 * the embedded database, which runs on the server's own thread, 2,500 kept health's slowest answer
 * at 140–240 ms; 5,000 gave 270–490 ms and 20,000 gave 810 ms, against the 250 ms it must answer
 * within; the whole import took no longer. On PostgreSQL the work is the server's, so larger
 * chunks only save round trips.
 */
const REGISTRY_CHUNK = { pglite: 2_500, postgres: 100_000 } as const;

const toEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/** A chunk's numbers as COPY text: ten digits and a newline each. */
function copyText(numbers: Float64Array): Uint8Array {
  const out = new Uint8Array(numbers.length * 11);
  for (let i = 0, o = 0; i < numbers.length; i++, o += 11) {
    let n = numbers[i];
    for (let d = 9; d >= 0; d--) {
      out[o + d] = 48 + (n % 10);
      n = Math.floor(n / 10);
    }
    out[o + 10] = 10;
  }
  return out;
}

/**
 * Applies one file's numbers (sorted ascending, distinct) in chunks, each its own short
 * transaction (COPY into a temporary table, then the insert or delete), returning to the event
 * loop between them: one transaction for a million numbers held the embedded database, and with
 * it the whole site, for half a minute.
 *
 * Every intermediate state is safe:
 * - a full list's chunk covering (previous, last] deletes the copy's numbers in that range and the
 *   file's area codes and inserts the chunk's in the same transaction, so at each commit a number
 *   is in its old state or its new one, never unblocked in between; the last transaction deletes
 *   what is left above the file's last number in its area codes;
 * - the file's record (which sets the copy's date) is written in the last transaction, so the
 *   copy's date never claims numbers not yet applied.
 * A failure midway leaves some chunks applied and no record: numbers have only moved towards the
 * file, the copy's date is unchanged, and importing the file again converges to the same copy as
 * one go would. Answers the rows changed (inserted, or deleted for a deletions list).
 */
export async function applyRegistryFile(
  database: Database,
  kind: RegistryKind,
  numbers: Float64Array,
  file: RegistryFileRecord,
  chunk: number = REGISTRY_CHUNK[database.driver],
): Promise<number> {
  const areas = kind === 'full' ? areaCodes(numbers) : [];
  let changed = 0;
  let prev = -1;
  for (let at = 0; at < numbers.length; at += chunk) {
    const part = numbers.subarray(at, at + chunk);
    const last = part[part.length - 1];
    const final = at + chunk >= numbers.length;
    changed += await database.sql.copyIn({
      before: STAGE,
      target: 'dnc_stage (number)',
      data: copyText(part),
      after: async (query) => {
        if (kind === 'full') await query(FULL_RANGE, [prev, last, areas]);
        const done = (await query(kind === 'deletions' ? DELETE : INSERT)).affected;
        if (final) {
          if (kind === 'full') await query(FULL_TAIL, [last, areas]);
          const record = [kind, file.fileName, file.downloadDate, file.numbers, changed + done, file.importedBy];
          await query(
            RECORD,
            record.map((v) => v ?? null),
          );
        }
        return done;
      },
    });
    prev = last;
    if (!final) await toEventLoop();
  }
  return changed;
}

/** The distinct area codes of sorted numbers. */
function areaCodes(numbers: Float64Array): number[] {
  const out: number[] = [];
  for (const n of numbers) {
    const a = Math.floor(n / AREA);
    if (out[out.length - 1] !== a) out.push(a);
  }
  return out;
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
