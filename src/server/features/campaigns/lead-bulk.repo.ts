import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { Database } from '../../db/client';
import type { LeadToInsert } from './campaigns.repo';

// Writing a campaign's leads as fast as each database allows, one committed batch at a time:
// PostgreSQL through COPY FROM STDIN on a pooled connection; the embedded database (PGlite, one
// connection, running in this process's thread) by COPY from a blob. Between batches the
// connection and the event loop are free, so requests keep being answered while 100k leads write.

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

/** One batch by COPY FROM STDIN on a pooled connection: one statement, so one committed transaction. */
async function copyWithPool(pool: pg.Pool, text: string): Promise<void> {
  const client = await pool.connect();
  let broken: Error | undefined;
  // A connection killed mid-COPY also emits 'error' on the client (a write after the reset); a
  // checked-out client has no pool listener, so without this one the process would die of it.
  const onError = (e: Error) => (broken = e);
  client.on('error', onError);
  try {
    await pipeline(Readable.from([text]), client.query(copyFrom(`copy leads (${COLUMNS}) from stdin`)));
  } catch (err) {
    broken ??= err as Error;
    throw err;
  } finally {
    client.off('error', onError);
    client.release(broken);
  }
}

/**
 * Writes one batch of a campaign's leads, committed on its own: the connection (on the embedded
 * database, the only one) is free again as soon as it returns. All-or-nothing is not this
 * statement's job: the campaign stays 'importing', hidden, until its last batch is in.
 */
export async function copyLeadBatch(database: Database, campaignId: string, rows: LeadToInsert[]): Promise<void> {
  const text = copyLines(campaignId, rows);
  if (database.pool) await copyWithPool(database.pool, text);
  else if (database.pglite)
    await database.pglite.query(`copy leads (${COLUMNS}) from '/dev/blob'`, [], { blob: new Blob([text]) });
  else throw new Error('copyLeadBatch: the database exposes neither a pool nor a PGlite instance');
}
