import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { bulkWriteStarted, noteDatabaseProgress } from '../../db/busy';
import type { Database } from '../../db/client';
import type { LeadToInsert } from './campaigns.repo';

// Writing a campaign and its leads in one transaction, as fast as each database allows:
// PostgreSQL through COPY FROM STDIN on a dedicated pooled connection; the embedded database
// (PGlite, one connection, running in this process's thread) by COPY of small batches with the
// event loop freed between them, so requests keep being answered while a 100k import writes.

export interface CampaignToWrite {
  name: string;
  source: string;
  createdBy: string | null;
}

/** Leads to write, produced a batch at a time (the caller normalises phones per batch, not all up front). */
export type LeadBatches = AsyncIterable<LeadToInsert[]> | Iterable<LeadToInsert[]>;

// Every column the import fills, in the order copyLines writes them: a column left out here is lost
// on import (the callee's state, ZIP and consent columns included). Exported for the
// import benchmark's floor, a bare COPY of the same rows (bench/campaign-import.bench.ts).
export const COLUMNS =
  'campaign_id, row_number, email, first_name, last_name, phone_number, phone_e164, company_name, website, industry, timezone, region, postal_code, consent, consent_date, consent_source, phone_column, hubspot_record_id';

/** COPY text format: backslash, tab, newline and carriage return escaped; NULL as \N. */
const copyText = (v: string | number | null): string =>
  v === null
    ? '\\N'
    : String(v).replace(/[\\\t\n\r]/g, (c) => (c === '\\' ? '\\\\' : c === '\t' ? '\\t' : c === '\n' ? '\\n' : '\\r'));

export function copyLines(campaignId: string, rows: LeadToInsert[]): string {
  let out = '';
  for (const r of rows) {
    out +=
      `${campaignId}\t${r.rowNumber}\t${copyText(r.email)}\t${copyText(r.firstName)}\t${copyText(r.lastName)}\t${copyText(r.phoneNumber)}\t${copyText(r.phoneE164)}\t${copyText(r.companyName)}\t${copyText(r.website)}\t${copyText(r.industry)}\t${copyText(r.timezone)}` +
      `\t${copyText(r.region)}\t${copyText(r.postalCode)}\t${copyText(r.consent)}\t${copyText(r.consentDate)}\t${copyText(r.consentSource)}\t${copyText(r.phoneColumn)}\t${copyText(r.hubspotRecordId ?? null)}\n`;
  }
  return out;
}

async function writeWithCopy(
  pool: pg.Pool,
  campaign: CampaignToWrite,
  batches: LeadBatches,
): Promise<{ campaignId: string; leadCount: number }> {
  const client = await pool.connect();
  let broken: Error | undefined;
  // A connection killed mid-COPY also emits 'error' on the client (a write after the reset); a
  // checked-out client has no pool listener, so without this one the process would die of it.
  const onError = (e: Error) => (broken = e);
  client.on('error', onError);
  try {
    await client.query('begin');
    const { rows } = await client.query<{ id: string }>(
      'insert into campaigns (name, source, created_by) values ($1, $2, $3) returning id',
      [campaign.name, campaign.source, campaign.createdBy],
    );
    const campaignId = rows[0].id;
    let leadCount = 0;
    async function* text() {
      for await (const batch of batches) {
        leadCount += batch.length;
        yield copyLines(campaignId, batch);
      }
    }
    await pipeline(Readable.from(text()), client.query(copyFrom(`copy leads (${COLUMNS}) from stdin`)));
    await client.query('commit');
    return { campaignId, leadCount };
  } catch (err) {
    // A connection killed mid-COPY can't roll back; PostgreSQL drops its transaction with it.
    await client.query('rollback').catch((e: Error) => (broken = e));
    throw err;
  } finally {
    client.off('error', onError);
    client.release(broken);
  }
}

const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

async function writeWithBlobCopy(
  pglite: PGlite,
  campaign: CampaignToWrite,
  batches: LeadBatches,
): Promise<{ campaignId: string; leadCount: number }> {
  let failure: unknown = null;
  const ended = bulkWriteStarted();
  try {
    return await pglite.transaction(async (tx) => {
      try {
        const { rows } = await tx.query<{ id: string }>(
          'insert into campaigns (name, source, created_by) values ($1, $2, $3) returning id',
          [campaign.name, campaign.source, campaign.createdBy],
        );
        const campaignId = rows[0].id;
        let leadCount = 0;
        for await (const batch of batches) {
          await tx.query(`copy leads (${COLUMNS}) from '/dev/blob'`, [], {
            blob: new Blob([copyLines(campaignId, batch)]),
          });
          leadCount += batch.length;
          noteDatabaseProgress();
          await yieldToEventLoop();
        }
        return { campaignId, leadCount };
      } catch (err) {
        failure = err;
        throw err;
      }
    });
  } catch (err) {
    // After a write that failed for a full disk, PGlite 0.5's ROLLBACK can fail too (its session
    // broke; db/pglite-reopen.ts reopens it). The statement's own error says what happened.
    throw failure ?? err;
  } finally {
    ended();
  }
}

/** The campaign and every lead, or nothing (one transaction on either database). */
export function writeCampaignWithLeads(
  database: Database,
  campaign: CampaignToWrite,
  batches: LeadBatches,
): Promise<{ campaignId: string; leadCount: number }> {
  if (database.pool) return writeWithCopy(database.pool, campaign, batches);
  if (database.pglite) return writeWithBlobCopy(database.pglite, campaign, batches);
  throw new Error('writeCampaignWithLeads: the database exposes neither a pool nor a PGlite instance');
}
