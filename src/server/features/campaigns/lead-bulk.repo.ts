import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { campaignImports, campaigns } from '../../db/schema';
import type { DbOrTx } from '../../db/tx';
import type { LeadToInsert } from './campaigns.repo';

// Writing an imported campaign: its row first, in the hidden `importing` state, then its leads
// appended by COPY a batch at a time (Database.appendRows), then the state owner makes it a draft.
// No transaction spans the whole file, so the embedded database's one connection is free between
// batches; all-or-nothing is the `importing` state's (a failed import deletes its campaign).

export interface CampaignToWrite {
  name: string;
  source: string;
  createdBy: string | null;
}

/** Leads to write, produced a batch at a time (the caller normalises phones per batch, not all up front). */
export type LeadBatches = AsyncIterable<LeadToInsert[]>;

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

/** The hidden campaign an import writes into; with an import id, its progress row names it. */
export async function insertImportingCampaign(
  db: DbOrTx,
  campaign: CampaignToWrite,
  importId: string | null,
): Promise<string> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(campaigns)
      .values({ name: campaign.name, source: campaign.source, createdBy: campaign.createdBy, status: 'importing' })
      .returning({ id: campaigns.id });
    if (importId) await tx.update(campaignImports).set({ campaignId: row.id }).where(eq(campaignImports.id, importId));
    return row.id;
  });
}

/** Appends the leads to the campaign; answers how many were written. */
export async function appendLeads(database: Database, campaignId: string, batches: LeadBatches): Promise<number> {
  let leadCount = 0;
  async function* pieces() {
    for await (const batch of batches) {
      leadCount += batch.length;
      yield copyLines(campaignId, batch);
    }
  }
  await database.sql.appendRows(`leads (${COLUMNS})`, pieces());
  return leadCount;
}

/** Deletes a campaign that is still importing, leads and all; false when there is none. */
export async function deleteImportingCampaign(db: DbOrTx, campaignId: string): Promise<boolean> {
  const rows = await db
    .delete(campaigns)
    .where(and(eq(campaigns.id, campaignId), eq(campaigns.status, 'importing')))
    .returning({ id: campaigns.id });
  return rows.length > 0;
}

/**
 * Campaigns still importing, created before `before`, that no unfinished import has written for
 * since then: their process died (or failed to clean up) with them.
 */
export async function findAbandonedImportingCampaigns(db: DbOrTx, before: Date): Promise<string[]> {
  const rows = await db
    .select({ id: campaigns.id })
    .from(campaigns)
    .where(
      and(
        eq(campaigns.status, 'importing'),
        lt(campaigns.createdAt, before),
        sql`not exists (select 1 from campaign_imports i where i.campaign_id = ${campaigns.id}
          and i.state not in ('done', 'failed') and i.updated_at >= ${before.toISOString()})`,
      ),
    );
  return rows.map((r) => r.id);
}

/**
 * After a bulk write, what autovacuum would do later (and the embedded database never does: PGlite
 * runs no background workers): the search index's pending entries merged into it (a search scans
 * every pending entry one by one), the visibility map set for the new pages (a `?page=N` jump then
 * skips its rows by reading the sort's index alone), and fresh statistics (without them the planner
 * takes the campaign for a few hundred rows and sorts all of it for one page). Three statements, so
 * the embedded database's thread is free between them.
 */
export async function settleLeadsTable(database: Database): Promise<void> {
  await database.sql.query(`select gin_clean_pending_list('leads_search_trgm_idx'::regclass)`);
  await database.sql.query('vacuum (index_cleanup off) leads');
  await database.sql.query('analyze leads');
}
