import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { TImportStatus } from '@common/campaigns/import-status';
import type { DbOrTx } from '../../db/tx';
import { campaignImports, campaigns, leads } from '../../db/schema';

// Imports in the database: their progress rows (what GET …/imports/{id} answers, from any process)
// and the hidden 'importing' campaigns they write into, which the sweeper removes when no process
// is writing them any more.

/** Creates or updates the import's row (the first call creates it; later ones move it on). */
export async function saveImportStatus(
  db: DbOrTx,
  id: string,
  patch: Partial<TImportStatus> & { campaignId?: string },
): Promise<void> {
  const set = { ...patch, updatedAt: sql`now()` };
  await db
    .insert(campaignImports)
    .values({ id, state: 'waiting', ...patch })
    .onConflictDoUpdate({ target: campaignImports.id, set });
}

export async function findImportStatus(db: DbOrTx, id: string): Promise<TImportStatus | null> {
  const [row] = await db
    .select({
      state: campaignImports.state,
      position: campaignImports.position,
      read: campaignImports.read,
      written: campaignImports.written,
      total: campaignImports.total,
    })
    .from(campaignImports)
    .where(eq(campaignImports.id, id))
    .limit(1);
  return row ?? null;
}

/** The hidden campaign an import writes its leads into (a draft only once every lead is in). */
export async function insertImportingCampaign(
  db: DbOrTx,
  campaign: { name: string; source: string; createdBy: string | null },
): Promise<string> {
  const [row] = await db
    .insert(campaigns)
    .values({ ...campaign, status: 'importing' })
    .returning({ id: campaigns.id });
  return row.id;
}

/** Leads deleted per statement when an import is undone, so the embedded database is never held long. */
const DELETE_BATCH = 5_000;

/** Deletes an importing campaign and its leads, a batch at a time (a campaign that is no longer importing is kept). */
export async function deleteImportingCampaign(db: DbOrTx, id: string): Promise<boolean> {
  const importing = and(eq(campaigns.id, id), eq(campaigns.status, 'importing'));
  const [row] = await db.select({ id: campaigns.id }).from(campaigns).where(importing).limit(1);
  if (!row) return false;
  for (;;) {
    const batch = db.select({ id: leads.id }).from(leads).where(eq(leads.campaignId, id)).limit(DELETE_BATCH);
    const gone = await db.delete(leads).where(inArray(leads.id, batch)).returning({ id: leads.id });
    if (gone.length < DELETE_BATCH) break;
  }
  const rows = await db.delete(campaigns).where(importing).returning({ id: campaigns.id });
  return rows.length > 0;
}

/**
 * Importing campaigns no process is writing: every one (`staleBefore` null: at the start of the
 * only process that can open the embedded database) or those whose import row has not moved since
 * `staleBefore` (several processes share PostgreSQL: another one may be importing right now).
 */
export async function findAbandonedImports(db: DbOrTx, staleBefore: Date | null): Promise<string[]> {
  const rows = await db
    .select({ id: campaigns.id })
    .from(campaigns)
    .where(
      staleBefore === null
        ? eq(campaigns.status, 'importing')
        : and(
            eq(campaigns.status, 'importing'),
            lt(campaigns.createdAt, staleBefore),
            sql`not exists (select 1 from ${campaignImports} i where i.campaign_id = ${campaigns.id}
              and i.updated_at >= ${staleBefore.toISOString()}::timestamptz)`,
          ),
    );
  return rows.map((r) => r.id);
}

/** Imports left unfinished by a process that died are failed; finished ones are forgotten after a while. */
export async function tidyImportRows(db: DbOrTx, staleBefore: Date, forgetBefore: Date): Promise<void> {
  await db
    .update(campaignImports)
    .set({ state: 'failed', updatedAt: sql`now()` })
    .where(and(inArray(campaignImports.state, ['reading', 'writing']), lt(campaignImports.updatedAt, staleBefore)));
  await db.delete(campaignImports).where(lt(campaignImports.updatedAt, forgetBefore));
}
