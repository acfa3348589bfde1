import { and, eq, lt, notInArray, sql } from 'drizzle-orm';
import type { TImportStatus } from '@common/campaigns/import-status';
import { campaignImports } from '../../db/schema';
import type { DbOrTx } from '../../db/tx';

// An import's progress row (`campaign_imports`): what GET …/imports/{id} answers, from any process.

const FINISHED = ['done', 'failed'] as const;

export async function insertImport(
  db: DbOrTx,
  id: string,
  createdBy: string | null,
  position: number | null = null,
): Promise<void> {
  await db.insert(campaignImports).values({ id, createdBy, position }).onConflictDoNothing();
}

export type ImportPatch = Partial<Pick<TImportStatus, 'state' | 'position' | 'read' | 'written' | 'total'>> & {
  campaignId?: string;
};

/** Updates an unfinished import only: a late progress write never undoes "done" or "failed". */
export async function updateImport(db: DbOrTx, id: string, patch: ImportPatch): Promise<void> {
  await db
    .update(campaignImports)
    .set(patch)
    .where(and(eq(campaignImports.id, id), notInArray(campaignImports.state, [...FINISHED])));
}

/** The import's status (a place in line only while waiting). */
export async function findImport(db: DbOrTx, id: string): Promise<TImportStatus | null> {
  const [row] = await db
    .select({
      state: campaignImports.state,
      read: campaignImports.read,
      written: campaignImports.written,
      total: campaignImports.total,
      position: sql<number | null>`case when ${campaignImports.state} = 'waiting' then ${campaignImports.position} end`,
    })
    .from(campaignImports)
    .where(eq(campaignImports.id, id))
    .limit(1);
  return row ?? null;
}

/** Unfinished imports whose process has not written for a while: it died with them. */
export async function findAbandonedImports(
  db: DbOrTx,
  before: Date,
): Promise<Array<{ id: string; campaignId: string | null }>> {
  return db
    .select({ id: campaignImports.id, campaignId: campaignImports.campaignId })
    .from(campaignImports)
    .where(and(notInArray(campaignImports.state, [...FINISHED]), lt(campaignImports.updatedAt, before)));
}

/** Finished imports' rows are kept for the last polls, then dropped. */
export async function deleteFinishedImports(db: DbOrTx, before: Date): Promise<number> {
  const rows = await db
    .delete(campaignImports)
    .where(and(sql`${campaignImports.state} in ('done', 'failed')`, lt(campaignImports.updatedAt, before)))
    .returning({ id: campaignImports.id });
  return rows.length;
}
