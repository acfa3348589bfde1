import { desc, eq, sql } from 'drizzle-orm';
import type { TScoutResult } from '@common/scout/schemas';
import type { DbOrTx } from '../../db/tx';
import { capturedPages, scoutRuns } from '../../db/schema';

export interface ScoutRunRow {
  id: string;
  topic: string;
  focusArea: string;
  resultLimit: number;
  mode: string;
  createdBy: string | null;
  createdAt: Date;
  result: TScoutResult;
}

/** Answers the new id only: reading the (large) result back would cost a second copy. */
export async function insertScoutRun(
  db: DbOrTx,
  run: Omit<ScoutRunRow, 'id' | 'createdAt'>,
  at: Date,
): Promise<{ id: string }> {
  const [row] = await db
    .insert(scoutRuns)
    .values({ ...run, result: run.result as unknown as Record<string, unknown>, createdAt: at })
    .returning({ id: scoutRuns.id });
  return row;
}

/** Newest first, without the (large) result; the lead count is read from inside it. */
export async function listScoutRuns(db: DbOrTx, limit: number) {
  const rows = await db
    .select({
      id: scoutRuns.id,
      topic: scoutRuns.topic,
      focusArea: scoutRuns.focusArea,
      resultLimit: scoutRuns.resultLimit,
      mode: scoutRuns.mode,
      createdBy: scoutRuns.createdBy,
      createdAt: scoutRuns.createdAt,
      leadCount: sql<number>`coalesce(jsonb_array_length(${scoutRuns.result}->'potentialLeads'), 0)::int`,
    })
    .from(scoutRuns)
    .orderBy(desc(scoutRuns.createdAt), desc(scoutRuns.id))
    .limit(limit);
  return rows.map((r) => ({ ...r, leadCount: Number(r.leadCount) }));
}

export async function findScoutRun(db: DbOrTx, id: string): Promise<ScoutRunRow | null> {
  const [row] = await db.select().from(scoutRuns).where(eq(scoutRuns.id, id)).limit(1);
  return row ? { ...row, result: row.result as unknown as TScoutResult } : null;
}

/** Whether anything has been captured at all (the sandbox says what to do when not). */
export async function hasCapturedPages(db: DbOrTx): Promise<boolean> {
  const rows = await db
    .select({ one: sql`1` })
    .from(capturedPages)
    // As the research sandbox searches: only pages read for admin work.
    .where(eq(capturedPages.fetchedFor, 'admin'))
    .limit(1);
  return rows.length > 0;
}
