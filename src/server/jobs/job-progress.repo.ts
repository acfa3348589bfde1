import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/tx';
import { jobProgress } from '../db/schema';

export type JobProgressRow = typeof jobProgress.$inferSelect;

/** True when this call made the row (false: the job already had one). */
export async function insertQueued(db: DbOrTx, jobId: string, queue: string): Promise<boolean> {
  const made = await db
    .insert(jobProgress)
    .values({ jobId, queue })
    .onConflictDoNothing()
    .returning({ id: jobProgress.jobId });
  return made.length > 0;
}

export async function deleteProgress(db: DbOrTx, jobId: string): Promise<void> {
  await db.delete(jobProgress).where(eq(jobProgress.jobId, jobId));
}

export async function updateProgress(
  db: DbOrTx,
  jobId: string,
  patch: Partial<Pick<JobProgressRow, 'state' | 'done' | 'total' | 'message' | 'result'>>,
): Promise<JobProgressRow | undefined> {
  const [row] = await db.update(jobProgress).set(patch).where(eq(jobProgress.jobId, jobId)).returning();
  return row;
}

export async function findProgress(db: DbOrTx, jobId: string): Promise<JobProgressRow | undefined> {
  const [row] = await db.select().from(jobProgress).where(eq(jobProgress.jobId, jobId)).limit(1);
  return row;
}
