import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { noteDatabaseProgress } from '../../db/busy';
import type { Database } from '../../db/client';
import { bulkInsertLeads, insertCampaign, type LeadToInsert } from './campaigns.repo';

// Writing a campaign and its leads in one transaction, as fast as each database allows (issue 27):
// PostgreSQL through COPY FROM STDIN on a dedicated pooled connection; the embedded database
// (PGlite, one connection, running in this process's thread) in small unnest batches with the
// event loop freed between them, so requests keep being answered while a 100k import writes.

export interface CampaignToWrite {
  name: string;
  source: string;
  createdBy: string | null;
}

/** Leads to write, produced a batch at a time (the caller normalises phones per batch, not all up front). */
export type LeadBatches = AsyncIterable<LeadToInsert[]> | Iterable<LeadToInsert[]>;

const COLUMNS = 'campaign_id, row_number, email, first_name, last_name, phone_number, phone_e164, company_name, website, industry, timezone';

/** COPY text format: backslash, tab, newline and carriage return escaped; NULL as \N. */
const copyText = (v: string | number | null): string => (v === null ? '\\N' : String(v).replace(/[\\\t\n\r]/g, (c) => (c === '\\' ? '\\\\' : c === '\t' ? '\\t' : c === '\n' ? '\\n' : '\\r')));

function copyLines(campaignId: string, rows: LeadToInsert[]): string {
  let out = '';
  for (const r of rows) {
    out += `${campaignId}\t${r.rowNumber}\t${copyText(r.email)}\t${copyText(r.firstName)}\t${copyText(r.lastName)}\t${copyText(r.phoneNumber)}\t${copyText(r.phoneE164)}\t${copyText(r.companyName)}\t${copyText(r.website)}\t${copyText(r.industry)}\t${copyText(r.timezone)}\n`;
  }
  return out;
}

async function writeWithCopy(pool: pg.Pool, campaign: CampaignToWrite, batches: LeadBatches): Promise<{ campaignId: string; leadCount: number }> {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    await client.query('begin');
    const { rows } = await client.query<{ id: string }>('insert into campaigns (name, source, created_by) values ($1, $2, $3) returning id', [campaign.name, campaign.source, campaign.createdBy]);
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
    client.release(broken);
  }
}

const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

async function writeInBatches(database: Database, campaign: CampaignToWrite, batches: LeadBatches): Promise<{ campaignId: string; leadCount: number }> {
  return database.db.transaction(async (tx) => {
    const campaignId = await insertCampaign(tx, campaign);
    let leadCount = 0;
    for await (const batch of batches) {
      leadCount += await bulkInsertLeads(tx, campaignId, batch);
      noteDatabaseProgress();
      await yieldToEventLoop();
    }
    return { campaignId, leadCount };
  });
}

/** The campaign and every lead, or nothing (one transaction on either database). */
export function writeCampaignWithLeads(database: Database, campaign: CampaignToWrite, batches: LeadBatches): Promise<{ campaignId: string; leadCount: number }> {
  return database.pool ? writeWithCopy(database.pool, campaign, batches) : writeInBatches(database, campaign, batches);
}
